/** The snapshot call that repairs a gap in a channel (src/contracts/push.ts). */
import { PushCalls, type PushSnapshot, type PushSnapshotParams } from '../../contracts/push-protocol';
import { callApi, type CallOptions } from '../http/http-client';

/** Silent: a failed snapshot is the socket client's business (it reports and retries), not a toast. */
export const fetchPushSnapshot = (params: PushSnapshotParams, options?: CallOptions): Promise<PushSnapshot> =>
  callApi(PushCalls.snapshot, { channel: params.channel, sinceSeq: params.sinceSeq }, {
    silent: true,
    ...options,
  });

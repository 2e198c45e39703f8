/**
 * The push snapshot call (src/contracts/push.ts): a client that saw a gap in a channel's
 * sequence numbers asks for the latest values published since its last seq. A channel whose id
 * is not written canonically (push/channel-ids.ts) is a bad parameter, as on the socket.
 */
import { PushCalls } from '../../../src/contracts/push-protocol';
import { badParams } from '../api-error';
import { hasCanonicalId } from '../push/channel-ids';
import type { RouteModule } from '../server-context';

export const registerPushSnapshotRoutes: RouteModule = (router, { push }) => {
  router.handle(PushCalls.snapshot, (_request, { channel, sinceSeq }) => {
    if (!hasCanonicalId(channel)) throw badParams(`channel 的编号应写成数字本身，不带前导零或正负号：${channel}`);
    return push.snapshot(channel, sinceSeq);
  });
};

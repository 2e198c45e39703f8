/**
 * The push snapshot call (src/contracts/push.ts): a client that saw a gap in a channel's
 * sequence numbers asks for the latest values published since its last seq.
 */
import { PushCalls } from '../../../src/contracts/push-protocol';
import type { RouteModule } from '../server-context';

export const registerPushSnapshotRoutes: RouteModule = (router, { push }) => {
  router.handle(PushCalls.snapshot, (_request, { channel, sinceSeq }) => {
    return push.snapshot(channel, sinceSeq);
  });
};

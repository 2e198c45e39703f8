/**
 * The push snapshot call (src/contracts/push.ts): a client that saw a gap in a channel's
 * sequence numbers asks for the latest values published since its last seq.
 */
import { isChannelName, PushCalls } from '../../../src/contracts/push';
import { badParams } from '../api-error';
import { numberOr, requireString } from '../params';
import type { RouteModule } from '../server-context';

export const registerPushSnapshotRoutes: RouteModule = (router, { push }) => {
  router.post(PushCalls.snapshot.path, ({ params }) => {
    const channel = requireString(params, 'channel');
    if (!isChannelName(channel)) throw badParams(`channel 不是合法的频道名：${channel}`);
    const sinceSeq = numberOr(params, 'sinceSeq', 0);
    if (!Number.isInteger(sinceSeq) || sinceSeq < 0) throw badParams('sinceSeq 应为非负整数');
    return push.snapshot(channel, sinceSeq);
  });
};

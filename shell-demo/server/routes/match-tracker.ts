/**
 * The tracker's snapshot (动画直播, our extension — src/contracts/match-tracker.ts): a match's last
 * minute of play and every shot so far, for late joiners, a client back from a reconnect, and
 * one that missed a state; a match over answers its final state. Each answer costs about the same
 * (world/tracker/tracker.ts), and a client address may ask TRACKER_SNAPSHOT_LIMIT a minute — a
 * viewer asks on opening the pitch, after a reconnect and after a missed state, a few a minute.
 */
import { MatchTrackerCalls } from '../../../src/contracts/match-tracker';
import { noSuch } from '../api-error';
import { CallWindows } from '../call-windows';
import { clientOfRequest } from '../router';
import type { RouteModule } from '../server-context';
import { trackerSnapshot } from '../world/tracker/tracker';

export const TRACKER_SNAPSHOT_LIMIT = { perWindow: 120, windowMs: 60_000 } as const;

export const registerMatchTrackerRoutes: RouteModule = (router, context) => {
  const snapshots = new CallWindows(context.now, TRACKER_SNAPSHOT_LIMIT, '动画直播请求太频繁，请稍后再试');
  router.handle(MatchTrackerCalls.snapshot, (request, { matchId }) => {
    snapshots.admit(clientOfRequest(request));
    const world = context.world();
    const match = world.matches.get(matchId);
    if (!match) throw noSuch('比赛', matchId);
    return trackerSnapshot(world, match);
  });
};

/**
 * The tracker's snapshot (动画直播, our extension — src/contracts/match-tracker.ts): a match's last
 * minute of play and every shot so far, for late joiners, a client back from a reconnect, and
 * one that missed a state.
 */
import { MatchTrackerCalls } from '../../../src/contracts/match-tracker';
import { noSuch } from '../api-error';
import type { RouteModule } from '../server-context';
import { trackerSnapshot } from '../world/tracker/tracker';

export const registerMatchTrackerRoutes: RouteModule = (router, context) => {
  router.handle(MatchTrackerCalls.snapshot, (_request, { matchId }) => {
    const world = context.world();
    const match = world.matches.get(matchId);
    if (!match) throw noSuch('比赛', matchId);
    return trackerSnapshot(world, match);
  });
};

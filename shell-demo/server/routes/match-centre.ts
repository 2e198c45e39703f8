/**
 * The match centre snapshot (our extension — src/contracts/match-centre.ts): a match's
 * line-ups and its events up to now, for late joiners and for a client that missed an event.
 */
import { MatchCentreCalls } from '../../../src/contracts/match-centre';
import { noSuch } from '../api-error';
import type { RouteModule } from '../server-context';
import { centreSnapshot } from '../world/match-centre/centre';

export const registerMatchCentreRoutes: RouteModule = (router, context) => {
  router.handle(MatchCentreCalls.snapshot, (_request, { matchId }) => {
    const world = context.world();
    const match = world.matches.get(matchId);
    if (!match) throw noSuch('比赛', matchId);
    return centreSnapshot(world, match);
  });
};

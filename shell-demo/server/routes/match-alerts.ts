/**
 * The missed-alerts call (our extension — src/contracts/match-alerts.ts): the alerts of each
 * asked match from the seq its client has not seen, for a reconnect, a reload or a seq gap.
 */
import { MatchAlertCalls } from '../../../src/contracts/match-alerts';
import { badParams } from '../api-error';
import { matchAlertsOf } from '../push/match-alerts-feed';
import type { RouteModule } from '../server-context';

export const registerMatchAlertRoutes: RouteModule = (router, context) => {
  router.handle(MatchAlertCalls.missed, (_request, { matchIds, fromSeqs }) => {
    const seqs = fromSeqs.split(',').map(Number);
    // Duplicate ids count once (the id list's reading): one seq per match asked for.
    if (seqs.length !== matchIds.length) throw badParams('fromSeqs 应与 matchIds 一一对应');
    const alerts = matchAlertsOf(context.world(), context.push);
    return { alerts: matchIds.flatMap((matchId, index) => alerts.from(matchId, seqs[index]!)) };
  });
};

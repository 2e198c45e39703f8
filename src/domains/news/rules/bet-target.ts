/**
 * Where a tip's 去投注 leads: the portal's
 * `…/B/match-detail` {sid, matchId, messageId, pt, ot 1} for every sport — the one target that
 * carries the tip (`messageId`), so the portal can open the bet the tip names; `sid` is the
 * tip's sport (football 1, basketball 2). `pt` has one meaning in the whole app — the
 * platform's game id (common config `stSportJumpGame`), as the NBA schedule sends it — never
 * the tip's bet type (`bettingType` says how the tip bets, not where the portal opens).
 */
import { HostRoute } from '../../../contracts/host-routes';
import type { NavigationTarget } from '../../../platform/bridge/navigation';

export function tipBetTarget(
  tip: { id: number; sportsType: number },
  matchId: number,
  jumpGameId: number,
): NavigationTarget {
  return {
    kind: 'host',
    path: HostRoute.bMatchDetail,
    query: {
      sid: String(tip.sportsType),
      matchId: String(matchId),
      messageId: String(tip.id),
      pt: String(jumpGameId),
      ot: '1',
    },
  };
}

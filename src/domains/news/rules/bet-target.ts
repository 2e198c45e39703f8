/**
 * Where a tip's 去投注 leads (spec section 2, targets outside the app). `pt` on
 * `/newSport/B/match-detail` has one meaning in the whole app — the platform's game id (common
 * config `stSportJumpGame`, spec section 9's game ids), as the NBA schedule sends it — never the
 * tip's bet type (`bettingType` says how the tip bets, not where the portal opens). A football
 * tip's match goes to the portal's football match page (`/newSport/match-detail` {matchId}, as
 * the football pages send it); any other sport to `/newSport/B/match-detail` {sid, matchId,
 * messageId, pt, ot 1}, the tip named by messageId.
 */
import { HostRoute } from '../../../contracts/host-routes';
import { SportsType } from '../../../contracts/news';
import type { NavigationTarget } from '../../../platform/bridge/navigation';

export function tipBetTarget(
  tip: { id: number; sportsType: number },
  matchId: number,
  jumpGameId: number,
): NavigationTarget {
  if (tip.sportsType === SportsType.Football) {
    return { kind: 'host', path: HostRoute.matchDetail, query: { matchId: String(matchId) } };
  }
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

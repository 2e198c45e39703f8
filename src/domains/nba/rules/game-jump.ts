/**
 * Where a tap on a game goes (spec section 2, targets outside this app): a finished game opens
 * the portal's basketball result (`/newSport/match-result/bb` {sid, matchId}), any other its
 * basketball match detail (`/newSport/B/match-detail` {sid, matchId, messageId, pt, ot=1}).
 * `sid` is the sport type (basketball 2, spec section 9); `pt` the platform's game id (common
 * config `stSportJumpGame`); no tip is involved, so no `messageId`.
 */
import { HostRoute } from '../../../contracts/host-routes';
import { matchPhase } from '../../match/rules/match-status';
import type { NavigationTarget } from '../../../platform/bridge/navigation';

export const BASKETBALL_SPORT_TYPE = 2;

export function gameJumpTarget(game: { id: number; statusId: number }, jumpGameId: number): NavigationTarget {
  const sid = String(BASKETBALL_SPORT_TYPE);
  const matchId = String(game.id);
  if (matchPhase('basketball', game.statusId) === 'finished') {
    return { kind: 'host', path: HostRoute.basketballResult, query: { sid, matchId } };
  }
  return { kind: 'host', path: HostRoute.bMatchDetail, query: { sid, matchId, pt: String(jumpGameId), ot: '1' } };
}

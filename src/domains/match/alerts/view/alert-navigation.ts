/**
 * Where a tap on an alert leads, and the alert as the host's `match-alert` event carries it. A
 * match with a streamer on it opens the room (a page of ours); else the match centre, the portal's
 * match page as a match row opens it (rules/match-jump): its result page once the match is over.
 */
import type { MatchAlertEvent } from '../../../../contracts/bridge-events';
import { HostRoute } from '../../../../contracts/host-routes';
import type { NavigationTarget } from '../../../../platform/bridge/navigation';
import type { ShownAlert } from '../alert-types';

/**
 * `roomPath`: the room's path in the app (the live room's link; on a host page, its route under the
 * app's base). `jumpGameId`: the platform's game id of basketball pages (common config `stSportJumpGame`).
 */
export function alertTarget(
  alert: ShownAlert,
  roomPath: (hostId: number) => string,
  jumpGameId = 0,
): Exclude<NavigationTarget, { kind: 'url' }> {
  if (alert.target.kind === 'room') return { kind: 'app', path: roomPath(alert.target.hostId) };
  const matchId = String(alert.target.matchId);
  if (alert.sport === 'basketball') {
    // Basketball's sport type (contracts/sports.ts SportType.Basketball, match-jump's `sid`), written
    // out: importing either module put it whole into the alerts' chunk, past their 8 KB budget.
    const sid = '2';
    return alert.kind === 'final'
      ? { kind: 'host', path: HostRoute.basketballResult, query: { sid, matchId } }
      : { kind: 'host', path: HostRoute.bMatchDetail, query: { sid, matchId, pt: String(jumpGameId), ot: '1' } };
  }
  return alert.kind === 'full-time'
    ? { kind: 'host', path: HostRoute.resultDetail, query: { matchId } }
    : { kind: 'host', path: HostRoute.matchDetail, query: { matchId } };
}

/** The event's fields are the shown alert's, less what only we use (written as a rest: the alerts' budget). */
export function matchAlertEvent(alert: ShownAlert): MatchAlertEvent {
  const { seq: _seq, at: _at, side: _side, playerName: _player, target: _target, ...event } = alert;
  return { ...event, sport: alert.sport === 'basketball' ? 'basketball' : 'football' };
}

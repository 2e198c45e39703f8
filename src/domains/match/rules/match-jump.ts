/**
 * Where a tap on a match leads, for every sport (targets outside the app) — the
 * one jump rule every match row uses (MatchRow's `opensMatch`):
 *   - football: a finished match to the portal's result page (/newSport/result-detail {matchId});
 *     any other to its match page (/newSport/match-detail {matchId, hostId, tab}) — with the
 *     streamer a tap opens (the first live one, match-anchors) and tab `anchor`, when the match
 *     has one the user may see;
 *   - basketball: a finished game to /newSport/match-result/bb {sid, matchId}, any other to
 *     /newSport/B/match-detail {sid, matchId, pt, ot=1} — `sid` the sport type (basketball 2), `pt` the platform's game id (common config `stSportJumpGame`).
 * A tap on a streamer goes to that streamer's live room.
 */
import { HostRoute } from '../../../contracts/host-routes';
import type { AnchorInfo } from '../../../contracts/match';
import type { NavigationTarget } from '../../../platform/bridge/navigation';
import { linkTo } from '../../../platform/domain/domain-links';
import { leadAnchor } from './match-anchors';
import { matchPhase, sportOf } from './match-status';

/** The portal's match page tab that shows a streamer (sent with `hostId`). */
export const MATCH_DETAIL_ANCHOR_TAB = 'anchor';
export const BASKETBALL_SPORT_TYPE = 2;

interface JumpMatch {
  id: number;
  statusId: number;
  anchorInfo?: readonly AnchorInfo[];
}

export function footballMatchTarget(match: JumpMatch): NavigationTarget {
  if (matchPhase('football', match.statusId) === 'finished') {
    return { kind: 'host', path: HostRoute.resultDetail, query: { matchId: String(match.id) } };
  }
  const lead = leadAnchor(match.anchorInfo ?? []);
  return {
    kind: 'host',
    path: HostRoute.matchDetail,
    query: {
      matchId: String(match.id),
      hostId: lead ? String(lead.hostId) : undefined,
      tab: lead ? MATCH_DETAIL_ANCHOR_TAB : undefined,
    },
  };
}

export function basketballMatchTarget(game: { id: number; statusId: number }, jumpGameId: number): NavigationTarget {
  const sid = String(BASKETBALL_SPORT_TYPE);
  const matchId = String(game.id);
  if (matchPhase('basketball', game.statusId) === 'finished') {
    return { kind: 'host', path: HostRoute.basketballResult, query: { sid, matchId } };
  }
  return { kind: 'host', path: HostRoute.bMatchDetail, query: { sid, matchId, pt: String(jumpGameId), ot: '1' } };
}

/** The sport's rule: `statusId` should be the newest known (a match that has just ended opens its result). */
export function matchJumpTarget(match: JumpMatch & { sport: string }, jumpGameId: number): NavigationTarget {
  return sportOf(match.sport) === 'basketball' ? basketballMatchTarget(match, jumpGameId) : footballMatchTarget(match);
}

/** A streamed match's page in the portal, opened on that streamer's tab (the live room's 赛事详情). */
export const streamedMatchDetailTarget = (matchId: number, hostId: number): NavigationTarget => ({
  kind: 'host',
  path: HostRoute.matchDetail,
  query: { matchId, hostId, tab: MATCH_DETAIL_ANCHOR_TAB },
});

/** A streamed match's live page in the portal, with the streamer (the live room's 去投注, a live schedule row's 观看). */
export const streamedMatchLiveTarget = (
  match: { matchId: number; matchSource: number },
  hostId: number,
): NavigationTarget => ({
  kind: 'host',
  path: HostRoute.live,
  query: { matchId: match.matchId, hostId, matchSource: match.matchSource },
});

/** The streamer's live room: the live room's link. */
export const anchorTarget = (anchor: Pick<AnchorInfo, 'hostId'>): NavigationTarget => ({
  kind: 'app',
  path: linkTo('live-room.room', { id: anchor.hostId }),
});

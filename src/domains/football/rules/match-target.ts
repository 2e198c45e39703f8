/**
 * Where a tap on a match leads (spec section 2, targets outside the app): a finished match to
 * the portal's result page (/newSport/result-detail {matchId}); any other to its match page
 * (/newSport/match-detail {matchId, hostId, tab}) — with the streamer a tap opens (the first live
 * one, rules of the match layer) and tab `anchor`, when the match has one the user may see. A tap
 * on a streamer's avatar goes to that streamer's live room.
 */
import { HostRoute } from '../../../contracts/host-routes';
import type { AnchorInfo } from '../../../contracts/match';
import type { NavigationTarget } from '../../../platform/bridge/navigation';
import { liveRoomPath } from '../../match/match-links';
import { leadAnchor } from '../../match/rules/match-anchors';
import { matchPhase } from '../../match/rules/match-status';

/** The portal's match page tab that shows a streamer (sent with `hostId`). */
export const MATCH_DETAIL_ANCHOR_TAB = 'anchor';

export function matchTarget(match: {
  id: number;
  statusId: number;
  anchorInfo?: readonly AnchorInfo[];
}): NavigationTarget {
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

export const anchorTarget = (anchor: Pick<AnchorInfo, 'hostId'>): NavigationTarget => ({
  kind: 'app',
  path: liveRoomPath(anchor.hostId),
});

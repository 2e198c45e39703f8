/**
 * A followed streamer going live on a match, as an alert: read off the streamer's `host-live`
 * (the room goes live, its schedule entry for the match is in progress). Its id is the streamer's
 * and the match's, the same on every channel, socket and reload: a streamer goes live on a match
 * once, so it is told once. The streamer's nickname comes with the push (so `./alerts` alone on a
 * portal's page names who went live; from a server without it, what the app's anchor lists know);
 * the teams from what the app knows of the match (none on a host page without the app).
 */
import type { StreamerLivePayload } from '../../../../contracts/anchors-push';
import type { MatchAlert } from '../../../../contracts/match-alerts';
import { isLiveAnchor } from '../../rules/match-anchors';
import type { StreamedMatch } from '../streamed-matches';

export const streamerLiveAlertId = (hostId: number, matchId: number): string => `host-${hostId}-${matchId}`;

/** The alert a change tells, or null when it is no going live. */
export function streamerLiveAlert(change: StreamerLivePayload, at: number, known?: StreamedMatch): MatchAlert | null {
  if (!isLiveAnchor({ hostLiveStatus: change.liveStatus, liveStatus: change.scheduleLiveStatus })) return null;
  const match = known?.match;
  return {
    id: streamerLiveAlertId(change.hostId, change.matchId),
    matchId: change.matchId,
    seq: 0,
    sport: match?.sport ?? '',
    kind: 'streamer-live',
    at,
    minute: 0,
    homeName: match?.home.shortNameZh ?? '',
    awayName: match?.away.shortNameZh ?? '',
    homeScore: match?.homeScore ?? 0,
    awayScore: match?.awayScore ?? 0,
    side: '',
    playerName: change.nickName || (known?.hostList.find((anchor) => anchor.hostId === change.hostId)?.nickName ?? ''),
    corrects: '',
  };
}

/** A match's live values on screen: holds the match's push channel while mounted and selects that match only. */
import { type MatchLivePayload, MatchPush } from '../../../contracts/match-push';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import type { MatchSummary } from '../../../contracts/match';
import { useEffect } from 'react';
import { liveValueOf, useLiveMatchStore, watchMatch } from '../store/live-match-store';
import { liveMatchSelectors } from '../store/selectors';

/** The newest value of a match (pushed or read over HTTP), with its channel held and the match kept (not evicted). */
export function useLatestMatchLive(matchId: number): MatchLivePayload | undefined {
  usePushChannels([MatchPush.channel(matchId)]);
  useEffect(() => watchMatch(matchId), [matchId]);
  return useLiveMatchStore(liveMatchSelectors.latestMatchLive(matchId));
}

/**
 * A match summary's live value on screen: the newest pushed value, else the summary's own
 * (as read over HTTP), with the match's channel held — what a schedule row shows.
 */
export function useMatchLiveValue(match: MatchSummary): MatchLivePayload {
  return useLatestMatchLive(match.id) ?? liveValueOf(match);
}

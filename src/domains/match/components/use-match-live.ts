/** A match's live values on screen: holds the match's push channel while mounted and selects that match only. */
import { type MatchLivePayload, MatchPush } from '../../../contracts/match-push';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import type { MatchSummary } from '../../../contracts/match';
import { useEffect, useSyncExternalStore } from 'react';
import { useHeldWhileCovered } from '../../../ui/open-sheets';
import { liveValueOf, useLiveMatchStore, watchMatch } from '../store/live-match-store';
import { liveMatchSelectors } from '../store/selectors';

/** Holds the match's push channel and keeps the match (not evicted) while mounted. */
function useWatchedMatch(matchId: number): void {
  usePushChannels([MatchPush.channel(matchId)]);
  useEffect(() => watchMatch(matchId), [matchId]);
}

/** The newest value of a match (pushed or read over HTTP), with its channel held and the match kept (not evicted). */
export function useLatestMatchLive(matchId: number): MatchLivePayload | undefined {
  useWatchedMatch(matchId);
  return useLiveMatchStore(liveMatchSelectors.latestMatchLive(matchId));
}

/**
 * A match summary's live value on screen: the newest pushed value, else the summary's own
 * (as read over HTTP), with the match's channel held — what a schedule row shows. Behind an
 * open sheet the row holds its value (a push re-renders nothing hidden; bench tracker: a row
 * under the tracker's sheet re-rendered inside the push frame) and catches up to the newest
 * when the last sheet closes; inside a sheet it stays live.
 */
export function useMatchLiveValue(match: MatchSummary): MatchLivePayload {
  useWatchedMatch(match.id);
  const store = useHeldWhileCovered(useLiveMatchStore);
  const select = liveMatchSelectors.latestMatchLive(match.id);
  const latest = useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(useLiveMatchStore.getInitialState()),
  );
  return latest ?? liveValueOf(match);
}

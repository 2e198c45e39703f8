/**
 * What the anchor home shows: the store's data as received, through the display rules
 * (store/selectors.ts `shown`) for who is looking (`useDisplayContext`, the match layer's one
 * display-context hook) and, for the live matches, with the match layer's newest statuses. Each
 * result is kept until one of its inputs changes, so the rows that receive it re-render only
 * then. The other pages' hooks are beside it, loaded with them: use-shown-streamers.ts (all
 * anchors, a profile); the live room has its own (live-room/components/use-shown-room.ts).
 */
import { useCallback, useMemo } from 'react';
import type { LiveMatch, Streamer } from '../../../contracts/anchors';
import { useDisplayContext } from '../../match/components/use-visible-matches';
import { useLiveMatchStore, type LiveMatchState } from '../../match/store/live-match-store';
import { liveMatchSelectors } from '../../match/store/selectors';
import { useAnchorsStore } from '../store/anchors-store';
import { shown, type StatusOf } from '../store/selectors';

/** The match layer's newest status of each match (pushed, or read over HTTP), in its state. */
export const statusIn =
  (state: LiveMatchState): StatusOf =>
  (matchId) =>
    liveMatchSelectors.latestMatchLive(matchId)(state)?.statusId;

export function useHomeStreamers(): Streamer[] {
  const context = useDisplayContext();
  const streamers = useAnchorsStore((state) => state.home.data?.streamers);
  return useMemo(() => shown.streamers(streamers, context), [streamers, context]);
}

/** The home's live matches; a pushed status that moves one re-derives the list (and only that). */
export function useHomeLiveMatches(): LiveMatch[] {
  const context = useDisplayContext();
  const home = useAnchorsStore((state) => state.home.data);
  // The statuses of the home's matches as one string: a push for another match changes nothing here.
  const statuses = useLiveMatchStore(
    useCallback(
      (state: LiveMatchState) =>
        (home?.liveMatches ?? []).map((item) => statusIn(state)(item.matchId) ?? item.status).join(),
      [home],
    ),
  );
  return useMemo(
    () => shown.homeLiveMatches(home, context, statusIn(useLiveMatchStore.getState())),
    // `statuses` stands for the live-match store's part that the derivation reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [home, context, statuses],
  );
}

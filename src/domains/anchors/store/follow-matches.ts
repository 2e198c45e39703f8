/**
 * The anchors store follows the shared match layer: when a shown live-match item's pushed status
 * moves, the display rules run again (they read the status from the live-match store, derive.ts:
 * nothing is copied into this store), which moves the item between tabs or out of the list; and
 * so does a change of who is looking (login, special rooms, the game id).
 */
import { latestTimed } from '../../match/rules/live-history';
import { subscribeDisplayContext } from '../../match/store/display-context';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { useAnchorsStore } from './anchors-store';

export function followMatchLayer(): () => void {
  const stopStatuses = useLiveMatchStore.subscribe((state, previous) => {
    if (state.matchLive === previous.matchLive) return;
    const moved = (useAnchorsStore.getState().home.data?.liveMatches ?? []).some((item) => {
      const history = state.matchLive[item.matchId];
      const before = previous.matchLive[item.matchId];
      if (!history || history === before) return false;
      const statusId = latestTimed(history)?.statusId;
      return statusId !== (before ? latestTimed(before)?.statusId : item.status);
    });
    if (moved) useAnchorsStore.getState().rederive();
  });
  const stopContext = subscribeDisplayContext(() => useAnchorsStore.getState().rederive());
  return () => {
    stopContext();
    stopStatuses();
  };
}

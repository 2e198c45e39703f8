/**
 * The anchors store follows the shared match layer: a status change pushed to the live-match
 * store moves a live-match item between tabs or out of the list (the streamer display rules
 * run again), and so does a change of who is looking (login, special rooms, the game id).
 */
import { latestTimed } from '../../match/rules/live-history';
import { subscribeDisplayContext } from '../../match/store/display-context';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { useAnchorsStore } from './anchors-store';

export function followMatchLayer(): () => void {
  const stopStatuses = useLiveMatchStore.subscribe((state, previous) => {
    if (state.matchLive === previous.matchLive) return;
    const statuses = new Map<number, number>();
    for (const item of useAnchorsStore.getState().home.data?.liveMatches ?? []) {
      const history = state.matchLive[item.matchId];
      if (!history || history === previous.matchLive[item.matchId]) continue;
      const latest = latestTimed(history);
      if (latest && latest.statusId !== item.status) statuses.set(item.matchId, latest.statusId);
    }
    if (statuses.size > 0) useAnchorsStore.getState().applyMatchStatuses(statuses);
  });
  const stopContext = subscribeDisplayContext(() => useAnchorsStore.getState().rederive());
  return () => {
    stopContext();
    stopStatuses();
  };
}

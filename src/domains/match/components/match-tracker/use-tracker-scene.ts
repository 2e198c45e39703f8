/**
 * A match's tracker on screen: loads its snapshot once (again when the store let it go, and after
 * the push comes back from a reconnect — the states it missed meanwhile are in it), and draws the
 * scene at the viewer's playhead (rules/match-tracker/tracker-scene), waking exactly when a
 * held-back state, a banner, a pulse or a marker is due without a message.
 *
 * The store's tracker is read deferred: a pushed state comes in the push client's animation frame,
 * and drawing it there (the view's render and commit, then that frame's style, layout and paint)
 * made one long task of both. Deferred, the frame that brings it renders the view as it was (the
 * memoised scene, nothing to write to the page); the drawing is a render of its own (React's
 * scheduler, after the frame) and its style and paint come with the next frame: a frame later,
 * never skipped.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSocketStore } from '../../../../platform/socket/socket-store';
import { sceneChangeIn, trackerSceneAt, type TrackerScene } from '../../rules/match-tracker/tracker-scene';
import { useLiveMatchStore } from '../../store/live-match-store';
import { useTrackerStore, type MatchTracker } from '../../store/tracker-store';

export function useTrackerScene(
  matchId: number,
  delayMs: number | null,
): { tracker: MatchTracker | undefined; scene: TrackerScene | null } {
  const tracker = useDeferredValue(useTrackerStore((state) => state.trackers[matchId]));
  const gone = tracker === undefined;
  useEffect(() => {
    void useTrackerStore.getState().ensureTracker(matchId);
  }, [matchId, gone]);
  // Back from a reconnect: the snapshot, not an empty pitch until the next state.
  useEffect(
    () =>
      useSocketStore.subscribe((socket, previous) => {
        if (socket.status === 'open' && previous.status !== 'open' && previous.everOpen)
          void useTrackerStore.getState().reloadTracker(matchId);
      }),
    [matchId],
  );

  // The server time a timer woke at; a new state wakes the scene with the time it arrives.
  const [wokeAt, setWokeAt] = useState(0);
  const { scene, wait } = useMemo(() => {
    if (!tracker) return { scene: null, wait: null };
    const now = Math.max(wokeAt, useLiveMatchStore.getState().serverNow());
    const at = trackerSceneAt(tracker.states, tracker.shots, now, delayMs);
    return { scene: at, wait: sceneChangeIn(at, tracker.states, now, delayMs) };
  }, [tracker, delayMs, wokeAt]);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setWokeAt(useLiveMatchStore.getState().serverNow()), wait + 5);
    return () => clearTimeout(timer);
  }, [wait, scene]);
  return { tracker, scene };
}

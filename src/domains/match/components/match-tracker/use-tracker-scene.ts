/**
 * A match's tracker on screen: holds its timeline (loaded once, again when the store let it go,
 * repaired after a reconnect — the states it missed meanwhile come with a snapshot), and draws the
 * scene at the fan's playhead (rules/match-tracker/tracker-scene, use-playhead.ts), waking exactly when a
 * held-back state, a banner, a pulse or a marker is due without a message.
 *
 * The store's tracker is read as a transition: a pushed state comes in the push client's animation
 * frame, and drawing it there (the view's render and commit, then that frame's style, layout and
 * paint) made one long task of both. The store's listener only schedules the drawing, a render of
 * its own in React's scheduler after the frame, whose style and paint come with the next frame: a
 * frame later, never skipped. (A store hook read deferred rendered the view twice a state, the
 * first time in the push client's frame with nothing to draw.)
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { sceneChangeIn, trackerSceneAt, type TrackerScene } from '../../rules/match-tracker/tracker-scene';
import { useLiveMatchStore } from '../../store/live-match-store';
import { useTrackerStore, type MatchTracker } from '../../store/tracker-store';
import { usePlayheadReader } from '../use-playhead';

export function useTrackerScene(matchId: number): { tracker: MatchTracker | undefined; scene: TrackerScene | null } {
  const tracker = useTrackerOf(matchId);
  const gone = tracker === undefined;
  // Held while drawn: back from a reconnect the states it missed come with a snapshot, not an empty pitch until the next state.
  useEffect(() => useTrackerStore.getState().hold(matchId), [matchId, gone]);

  // The server time a timer woke at; a new state wakes the scene with the time it arrives.
  const [wokeAt, setWokeAt] = useState(0);
  const readPlayhead = usePlayheadReader();
  const { scene, wait } = useMemo(() => {
    if (!tracker) return { scene: null, wait: null };
    const current = readPlayhead();
    const playhead = { ...current, now: Math.max(wokeAt, current.now) };
    const at = trackerSceneAt(tracker.items, tracker.head?.shots ?? [], playhead);
    return { scene: at, wait: sceneChangeIn(at, tracker.items, playhead) };
  }, [tracker, readPlayhead, wokeAt]);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setWokeAt(useLiveMatchStore.getState().serverNow()), wait + 5);
    return () => clearTimeout(timer);
  }, [wait, scene]);
  return { tracker, scene };
}

/** The store's tracker of a match, each change of it drawn by a transition (not in the push client's frame). */
function useTrackerOf(matchId: number): MatchTracker | undefined {
  const [tracker, setTracker] = useState(() => useTrackerStore.getState().timelines[matchId]);
  useEffect(() => {
    // What changed between the render and the subscription, then each change.
    setTracker(useTrackerStore.getState().timelines[matchId]);
    return useTrackerStore.subscribe((state, previous) => {
      const next = state.timelines[matchId];
      if (next !== previous.timelines[matchId]) startTransition(() => setTracker(next));
    });
  }, [matchId]);
  return tracker;
}

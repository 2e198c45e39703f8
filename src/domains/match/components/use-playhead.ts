/**
 * The fan's playhead on screen (rules/playhead.ts). A room works its delay out once and gives it to
 * everything it shows (`<PlayheadDelay value={…}>`, the live room's RoomPlayhead); anything outside
 * a room reads the default, live. What shows behind the video reads the playhead with
 * `usePlayhead`, or its items with `useShownAt`, which renders again exactly when the next is due.
 */
import { createContext, useCallback, useContext, useEffect, useReducer } from 'react';
import { nextShownIn, shownAt, type Playhead, type Stamped } from '../rules/playhead';
import { useLiveMatchStore } from '../store/live-match-store';

/** The delay of the room a screen is shown in; null outside a room (live). */
export const PlayheadDelay = createContext<number | null>(null);

/**
 * The playhead whenever asked: the server's clock then, and the delay of the room around (none
 * outside one). The same function until that delay changes, so what times things outside render
 * (a release queue's timer) is told anew exactly when the delay is.
 */
export function usePlayheadReader(): () => Playhead {
  const delayMs = useContext(PlayheadDelay);
  return useCallback(() => ({ now: useLiveMatchStore.getState().serverNow(), delayMs }), [delayMs]);
}

/** The playhead at this render (a component that waits for an item renders again when it is due). */
export function usePlayhead(): Playhead {
  return usePlayheadReader()();
}

/** The items (sorted by `at`) shown at the playhead; renders again when the next one is due, one timer. */
export function useShownAt<T extends Stamped>(items: readonly T[]): readonly T[] {
  const playhead = usePlayhead();
  const [, wake] = useReducer((count: number) => count + 1, 0);
  const wait = nextShownIn(items, playhead);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(wake, wait);
    return () => clearTimeout(timer);
  }, [wait, items]);
  return shownAt(items, playhead);
}

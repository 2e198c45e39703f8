/**
 * A store value shown at a fixed cadence (60 live rows at 5 events/s each): the first
 * value at once, later ones at most once per `intervalMs`, on the row's own beat (`phaseMs`), as
 * a transition. The store is watched outside React, so an update re-renders nothing until the
 * row's beat; rows on different beats re-render in different frames, instead of every row
 * re-rendering (and redrawing its sparkline) in every frame.
 */
import { startTransition, useEffect, useState } from 'react';
import type { WatchedStore } from '../../../../ui/open-sheets';

/** Milliseconds from `now` to the next `intervalMs` beat shifted by `phaseMs` (never 0). */
export function nextBeatIn(now: number, intervalMs: number, phaseMs: number): number {
  const since = (((now - phaseMs) % intervalMs) + intervalMs) % intervalMs;
  return intervalMs - since;
}

/** `select` must be stable (a new one starts a new watch). */
export function useCadencedStoreValue<S, T>(
  store: WatchedStore<S>,
  select: (state: S) => T,
  cadence: { intervalMs: number; phaseMs: number; isEmpty: (value: T) => boolean },
): T {
  const { intervalMs, phaseMs, isEmpty } = cadence;
  const [shown, setShown] = useState(() => select(store.getState()));
  useEffect(() => {
    let latest = select(store.getState());
    let empty = isEmpty(latest);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const show = () => {
      timer = null;
      const value = latest;
      startTransition(() => setShown(() => value));
    };
    setShown(() => latest);
    const unsubscribe = store.subscribe((state) => {
      const next = select(state);
      if (Object.is(next, latest)) return;
      latest = next;
      // Nothing on screen yet: the first value shows at once.
      if (empty) {
        empty = isEmpty(next);
        setShown(() => next);
        return;
      }
      timer ??= setTimeout(show, nextBeatIn(Date.now(), intervalMs, phaseMs));
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [store, select, intervalMs, phaseMs, isEmpty]);
  return shown;
}

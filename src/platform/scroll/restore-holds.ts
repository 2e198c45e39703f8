/**
 * A page's parts that arrive after the page (a chunk of their own) hold back the restore of a
 * kept page's scroll position until they are laid out: restored before, the part would push the
 * page down under the fan's eyes. Any page with a late part holds while the part is missing; each
 * hold lapses after HOLD_CAP_MS, so a part whose code never comes does not keep the page at the top.
 */
import { useLayoutEffect } from 'react';

export const HOLD_CAP_MS = 3000;

const holds = new Set<object>();
const listeners = new Set<() => void>();

/** Holds the restore from now; returns the release (idempotent). */
export function holdScrollRestore(): () => void {
  const hold = {};
  holds.add(hold);
  const release = () => {
    clearTimeout(lapse);
    if (!holds.delete(hold)) return;
    // Told after the commit that removed the hold: the part's box is in the DOM by then.
    queueMicrotask(() => listeners.forEach((listener) => listener()));
  };
  const lapse = setTimeout(release, HOLD_CAP_MS);
  return release;
}

export const restoreHeld = (): boolean => holds.size > 0;

/** `listener` called whenever a hold goes; returns the unsubscribe. */
export function onHoldReleased(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Holds the restore while `missing`. A layout effect: taken in the commit that shows the part's
 * placeholder, before the browser lays the page out and the restore measures it.
 */
export function useScrollRestoreHold(missing: boolean): void {
  useLayoutEffect(() => (missing ? holdScrollRestore() : undefined), [missing]);
}

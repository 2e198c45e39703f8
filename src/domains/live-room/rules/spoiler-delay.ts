/**
 * Spoiler-safe scores. A live stream plays some seconds behind the match, while
 * pushed score changes arrive at once: shown as they come, they spoil the goal the viewer has not
 * seen yet. The room keeps a short history of pushed values and shows the one that was current
 * `delayMs` ago, where `delayMs` is the player's measured delay behind live.
 *
 * A history is sorted by `at` (ms, the same clock as `now`). Its first entry is the state the room
 * loaded over HTTP (stamped with the time it loaded); every later entry is a pushed change.
 * When no entry is old enough yet, the first one is shown: it is the best we know of the state
 * before the first change, and showing nothing would be worse.
 */
import { countAtOrBelow } from '../../../lib/sorted-search';
import type { History, Timed } from '../../match/rules/live-history';

/** Index of the entry shown at `now` with `delayMs` of delay, or -1 for an empty history. */
function shownIndex<T>(history: History<T>, now: number, delayMs: number): number {
  if (history.length === 0) return -1;
  // The last entry with at <= cutoff; of equal timestamps the last, the latest change made at
  // that instant. Before the first entry, the first.
  const count = countAtOrBelow(history, now - Math.max(0, delayMs), (entry) => entry.at);
  return Math.max(0, count - 1);
}

/**
 * The value to show at `now` when the viewer's picture is `delayMs` behind live: the latest value
 * whose `at` ≤ now − delayMs; the oldest value when none is that old; undefined when empty.
 * A delay of 0 (or less) is real time.
 */
export function scoreAt<T>(history: History<T>, now: number, delayMs: number): T | undefined {
  const index = shownIndex(history, now, delayMs);
  return index === -1 ? undefined : (history[index] as Timed<T>).value;
}

/**
 * Milliseconds until the shown value changes (so a component can set one timer instead of
 * polling), or null when no change is pending. An entry equal to the value shown before it
 * (`equals`, Object.is by default) is not a change.
 */
export function nextChangeIn<T>(
  history: History<T>,
  now: number,
  delayMs: number,
  equals: (a: T, b: T) => boolean = Object.is,
): number | null {
  const index = shownIndex(history, now, delayMs);
  if (index === -1) return null;
  let shown = (history[index] as Timed<T>).value;
  const delay = Math.max(0, delayMs);
  for (let next = index + 1; next < history.length; next += 1) {
    const entry = history[next] as Timed<T>;
    // Only the last of several entries with the same timestamp is ever shown.
    const later = history[next + 1];
    if (later && later.at === entry.at) continue;
    if (!equals(entry.value, shown)) return Math.max(0, entry.at + delay - now);
    shown = entry.value;
  }
  return null;
}

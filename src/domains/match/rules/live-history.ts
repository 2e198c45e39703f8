/**
 * The store's short history of live values per match (pushed ones with their server time `at`,
 * and values read over HTTP stamped with the time they were asked for), from which the live
 * room shows the value at the fan's playhead (rules/playhead.ts). Values stay in `at`
 * order; a window of LIVE_HISTORY_WINDOW_MS behind the newest is kept — plus the last value
 * before it, which is still the value at the window's start.
 */
export interface Timed<T> {
  /** When the value became current (ms since the epoch, client clock). */
  readonly at: number;
  readonly value: T;
}

export type History<T> = readonly Timed<T>[];

/**
 * Drops what can no longer be shown: entries older than `now − keepMs`, except the newest of them
 * (it is still the value shown at the cutoff). Returns the same array when nothing is dropped, so
 * React state holding it does not change. `keepMs` should exceed the largest delay in use.
 */
export function trimHistory<T>(history: History<T>, now: number, keepMs: number): History<T> {
  const cutoff = now - Math.max(0, keepMs);
  let firstKept = 0;
  while (firstKept + 1 < history.length && (history[firstKept + 1] as Timed<T>).at <= cutoff) firstKept += 1;
  return firstKept === 0 ? history : history.slice(firstKept);
}

/** Longer than any stream delay a player reports. */
export const LIVE_HISTORY_WINDOW_MS = 5 * 60 * 1000;
export const LIVE_HISTORY_MAX_ENTRIES = 240;

/** A new history with `entry` in its place (a late value is inserted, not appended), trimmed. */
export function appendTimed<T>(history: History<T>, entry: Timed<T>): Timed<T>[] {
  const next = [...history];
  let index = next.length;
  while (index > 0 && next[index - 1]!.at > entry.at) index -= 1;
  next.splice(index, 0, entry);
  const newest = next[next.length - 1]!;
  const kept = trimHistory(next, newest.at, LIVE_HISTORY_WINDOW_MS);
  return [...kept.slice(Math.max(0, kept.length - LIVE_HISTORY_MAX_ENTRIES))];
}

export const latestTimed = <T>(history: History<T>): T | undefined => history[history.length - 1]?.value;

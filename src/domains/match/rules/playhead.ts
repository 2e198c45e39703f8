/**
 * The playhead: where the fan's picture is. A live stream plays some seconds behind the match,
 * while everything stamped with the server's time (a score, a match-centre event, a tracker state,
 * a chat line, a 竞猜 result) arrives at once; shown as it comes, it spoils what the fan has not
 * seen yet. So whatever a room shows behind the video is read at the fan's playhead: an item shows
 * once the picture reaches its time. Outside a room (lists, schedule rows) the playhead is live.
 *
 * One pair of rules, on the server's clock only: which stamped items are shown at a playhead, and
 * when the next one will be. Each feature keeps only its own view rule on top (the score's first
 * value, the VAR pair, a fan's own line at once, the vote's transit margin).
 */
import { countAtOrBelow } from '../../../lib/sorted-search';

/** Anything stamped with the server's time (ms since the epoch). */
export interface Stamped {
  readonly at: number;
}

export interface Playhead {
  /** The server's clock now (the device's plus the push clock offset). */
  readonly now: number;
  /** How far behind live the fan's picture is; null: live, no picture to stay behind. */
  readonly delayMs: number | null;
}

/**
 * The delay a room's playhead holds things back by: the player's measured delay, none with
 * 实时比分 on, while it is unmeasured, or when it is not a positive number of seconds.
 */
export function playheadDelayMs(delaySeconds: number | null, realtime: boolean): number | null {
  // Number.isFinite(null) is false: an unmeasured delay is no number.
  return !realtime && Number.isFinite(delaySeconds) && delaySeconds! > 0 ? delaySeconds! * 1000 : null;
}

/** Outside a room, or before one has a delay: everything shows as it comes. */
export const livePlayhead = (now: number): Playhead => ({ now, delayMs: null });

/** Whether the fan's picture is behind live (what is shown is held back for it). */
export const isDelayed = (playhead: Playhead): boolean => playhead.delayMs !== null;

/** How far behind live the picture is, in ms (0 live): the delay a vote reports. */
export const delayOf = (playhead: Playhead): number => playhead.delayMs ?? 0;

/** The server moment the fan's picture shows. */
export const playheadAt = (playhead: Playhead): number => playhead.now - delayOf(playhead);

/** Whether something stamped `at` is shown at the playhead (live: everything, as it comes). */
export const isShownAt = (at: number, playhead: Playhead): boolean =>
  !isDelayed(playhead) || at <= playheadAt(playhead);

const stampOf = (item: Stamped): number => item.at;

/**
 * The items (sorted by `at`) shown at the playhead: those whose `at` the picture has reached, every
 * one when live. `items` itself when all show, so a memo keyed on it holds.
 */
export function shownAt<T extends Stamped>(items: readonly T[], playhead: Playhead): readonly T[] {
  if (!isDelayed(playhead)) return items;
  const count = countAtOrBelow(items, playheadAt(playhead), stampOf);
  return count === items.length ? items : items.slice(0, count);
}

/** Milliseconds until the next item (sorted by `at`) held back shows; null when none is held back. */
export function nextShownIn(items: readonly Stamped[], playhead: Playhead): number | null {
  if (!isDelayed(playhead)) return null;
  const next = items[countAtOrBelow(items, playheadAt(playhead), stampOf)];
  return next ? next.at - playheadAt(playhead) : null;
}

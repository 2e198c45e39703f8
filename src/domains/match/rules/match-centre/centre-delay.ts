/**
 * Spoiler-safe match centre and tracker (动画): events and tracker states are held back by the
 * stream's delay exactly like the score (the live room's rules/spoiler-delay): at server time `now`
 * with the picture `delayMs` behind, the fan sees the items whose `at` ≤ now − delayMs. Without
 * video, or with 实时比分 on, the delay is null and everything shows at once. Server time is the
 * device's plus the clock offset the push messages tell (the live-match store's `serverNow`).
 */
import { countAtOrBelow } from '../../../../lib/sorted-search';

/** What the gate releases: a match-centre event, a tracker state — anything stamped with the server's time. */
interface Stamped {
  at: number;
}

const eventTime = (event: Stamped): number => event.at;

/**
 * The events (or states) shown at `now` (server clock) when the picture is `delayMs` behind live;
 * null delay is real time. Returns `events` itself when all of them show, so a memo keyed on it holds.
 */
export function eventsShownAt<T extends Stamped>(
  events: readonly T[],
  now: number,
  delayMs: number | null,
): readonly T[] {
  if (delayMs === null || delayMs <= 0) return events;
  const count = countAtOrBelow(events, now - delayMs, eventTime);
  return count === events.length ? events : events.slice(0, count);
}

/** Milliseconds until the next held-back event shows, or null when none is held back. */
export function nextEventIn(events: readonly Stamped[], now: number, delayMs: number | null): number | null {
  if (delayMs === null || delayMs <= 0) return null;
  const count = countAtOrBelow(events, now - delayMs, eventTime);
  const next = events[count];
  return next ? Math.max(0, next.at + delayMs - now) : null;
}

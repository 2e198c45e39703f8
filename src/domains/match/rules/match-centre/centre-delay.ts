/**
 * Spoiler-safe match centre: events are held back by the stream's delay exactly like
 * the score (anchors' rules/spoiler-delay): at server time `now` with the picture `delayMs`
 * behind, the fan sees the events whose `at` ≤ now − delayMs. Without video, or with 实时比分
 * on, the delay is null and everything shows at once.
 */
import type { MatchCentreEvent } from '../../../../contracts/match-centre';
import { countAtOrBelow } from '../../../../lib/sorted-search';

const eventTime = (event: MatchCentreEvent): number => event.at;

/**
 * The events shown at `now` (server clock) when the picture is `delayMs` behind live; null delay
 * is real time. Returns `events` itself when all of them show, so a memo keyed on it holds.
 */
export function eventsShownAt(
  events: readonly MatchCentreEvent[],
  now: number,
  delayMs: number | null,
): readonly MatchCentreEvent[] {
  if (delayMs === null || delayMs <= 0) return events;
  const count = countAtOrBelow(events, now - delayMs, eventTime);
  return count === events.length ? events : events.slice(0, count);
}

/** Milliseconds until the next held-back event shows, or null when none is held back. */
export function nextEventIn(events: readonly MatchCentreEvent[], now: number, delayMs: number | null): number | null {
  if (delayMs === null || delayMs <= 0) return null;
  const count = countAtOrBelow(events, now - delayMs, eventTime);
  const next = events[count];
  return next ? Math.max(0, next.at + delayMs - now) : null;
}

/**
 * How fast a room's crowd chats (messages per second), following the match as real rooms do:
 * quiet while the match is played (0.5–3/s, more in a popular host's room), quieter before
 * kick-off, at the break and after the end, and a burst of 50–200/s for about ten seconds after
 * a goal (the final whistle gets a smaller one). Pure: the engine feeds it the room's state.
 */

/** Where the room's match is. */
export type RoomPhase = 'no-match' | 'before' | 'playing' | 'break' | 'ended';

export interface RoomRateState {
  phase: RoomPhase;
  /** 0 (a small host) to 1 (the most watched hosts): scales the quiet rate and a burst's peak. */
  popularity: number;
  /** Moments that set the room off (goals; the final whistle at a quarter of the peak). */
  bursts: readonly Burst[];
}

export interface Burst {
  /** Server ms. */
  at: number;
  /** 1 for a goal; less for smaller moments. */
  weight: number;
}

/** The quiet rate's range while the match is played, messages per second. */
export const PLAYING_RATE = { min: 0.5, max: 3 } as const;
/** A goal's peak, messages per second, from the smallest to the most popular room. */
export const BURST_PEAK = { min: 50, max: 200 } as const;
/** The peak holds this long after the goal, then falls back to the quiet rate by BURST_MS. */
export const BURST_HOLD_MS = 6_000;
export const BURST_MS = 10_000;
/** Watchers of the smallest and the largest host room (the world draws 150·e^U(0, 5.8)). */
const WATCHERS = { min: 150, max: 150 * Math.exp(5.8) } as const;

/** A host's popularity from the watchers the world gives them: 0–1 on a log scale. */
export function popularityOf(watcherCount: number): number {
  const share = Math.log(Math.max(watcherCount, 1) / WATCHERS.min) / Math.log(WATCHERS.max / WATCHERS.min);
  return Math.min(1, Math.max(0, share));
}

/** The quiet rate of a phase. */
export function quietRate(phase: RoomPhase, popularity: number): number {
  const playing = PLAYING_RATE.min + (PLAYING_RATE.max - PLAYING_RATE.min) * popularity;
  switch (phase) {
    case 'playing':
      return playing;
    case 'before':
    case 'break':
      return Math.max(PLAYING_RATE.min, playing * 0.5);
    case 'ended':
      return PLAYING_RATE.min;
    case 'no-match':
      return 0.2;
  }
}

/** A burst's rate `elapsed` ms after it: the peak, then a straight fall to 0 at BURST_MS. */
export function burstRate(elapsed: number, peak: number): number {
  if (elapsed < 0 || elapsed >= BURST_MS) return 0;
  if (elapsed < BURST_HOLD_MS) return peak;
  return (peak * (BURST_MS - elapsed)) / (BURST_MS - BURST_HOLD_MS);
}

/** Messages per second at `now`: the quiet rate, or the strongest burst when it is more. */
export function crowdRate(state: RoomRateState, now: number): number {
  const peak = BURST_PEAK.min + (BURST_PEAK.max - BURST_PEAK.min) * state.popularity;
  let rate = quietRate(state.phase, state.popularity);
  for (const burst of state.bursts) rate = Math.max(rate, burstRate(now - burst.at, peak * burst.weight));
  return rate;
}

/**
 * How many messages are due over `elapsed` ms at `rate`, carrying the fraction to the next call
 * (so 0.5/s gives one message every two seconds, not none).
 */
export function messagesDue(rate: number, elapsed: number, carry: number): { count: number; carry: number } {
  const due = carry + (rate * Math.max(0, elapsed)) / 1000;
  const count = Math.floor(due);
  return { count, carry: due - count };
}

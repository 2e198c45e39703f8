/** How fast a room's crowd chats (crowd/rate-model.ts). */
import {
  BURST_HOLD_MS,
  BURST_MS,
  BURST_PEAK,
  burstRate,
  crowdRate,
  messagesDue,
  PLAYING_RATE,
  popularityOf,
  quietRate,
} from '../../../shell-demo/server/crowd/rate-model';

it('reads popularity on a log scale of the watchers the world draws, within 0–1', () => {
  expect(popularityOf(150)).toBe(0);
  expect(popularityOf(10)).toBe(0);
  expect(popularityOf(150 * Math.exp(2.9))).toBeCloseTo(0.5);
  expect(popularityOf(150 * Math.exp(5.8))).toBeCloseTo(1);
  expect(popularityOf(10_000_000)).toBe(1);
});

it('keeps a match being played quiet at 0.5–3 messages/s, more in a popular room', () => {
  expect(quietRate('playing', 0)).toBe(PLAYING_RATE.min);
  expect(quietRate('playing', 1)).toBe(PLAYING_RATE.max);
  expect(quietRate('playing', 0.5)).toBeCloseTo(1.75);
});

it('is quieter before kick-off, at the break and after the end, and quietest without a match', () => {
  for (const popularity of [0, 0.5, 1]) {
    const playing = quietRate('playing', popularity);
    for (const phase of ['before', 'break', 'ended'] as const) {
      expect(quietRate(phase, popularity)).toBeLessThanOrEqual(playing);
      expect(quietRate(phase, popularity)).toBeGreaterThanOrEqual(PLAYING_RATE.min);
    }
  }
  expect(quietRate('no-match', 1)).toBeLessThan(PLAYING_RATE.min);
});

it('holds a burst at its peak, then falls straight to nothing at ten seconds', () => {
  expect(burstRate(-1, 100)).toBe(0);
  expect(burstRate(0, 100)).toBe(100);
  expect(burstRate(BURST_HOLD_MS - 1, 100)).toBe(100);
  expect(burstRate((BURST_HOLD_MS + BURST_MS) / 2, 100)).toBeCloseTo(50);
  expect(burstRate(BURST_MS, 100)).toBe(0);
});

it('bursts at 50–200 messages/s after a goal, by popularity, and back to quiet after it', () => {
  const goal = { at: 1_000, weight: 1 };
  expect(crowdRate({ phase: 'playing', popularity: 0, bursts: [goal] }, 2_000)).toBe(BURST_PEAK.min);
  expect(crowdRate({ phase: 'playing', popularity: 1, bursts: [goal] }, 2_000)).toBe(BURST_PEAK.max);
  expect(crowdRate({ phase: 'playing', popularity: 1, bursts: [goal] }, 1_000 + BURST_MS)).toBe(PLAYING_RATE.max);
  // The final whistle's smaller burst.
  expect(crowdRate({ phase: 'ended', popularity: 1, bursts: [{ at: 0, weight: 0.25 }] }, 10)).toBe(50);
});

it('never falls below the quiet rate during a burst’s fall', () => {
  const state = { phase: 'playing' as const, popularity: 1, bursts: [{ at: 0, weight: 0.01 }] };
  expect(crowdRate(state, 0)).toBe(PLAYING_RATE.max);
});

it('carries the fraction: 0.5 messages/s give one message every two seconds', () => {
  let carry = 0;
  const counts: number[] = [];
  for (let second = 0; second < 6; second += 1) {
    const due = messagesDue(0.5, 1_000, carry);
    counts.push(due.count);
    carry = due.carry;
  }
  expect(counts).toEqual([0, 1, 0, 1, 0, 1]);
  expect(messagesDue(200, 100, 0)).toEqual({ count: 20, carry: 0 });
  expect(messagesDue(3, -50, 0.5)).toEqual({ count: 0, carry: 0.5 });
});

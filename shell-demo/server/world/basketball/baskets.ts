/**
 * When the points of each period fall: each side's period total split into baskets
 * of 3, 2 and 1 (free throws) at moments spread over the period. The score the world shows and
 * the match centre's baskets both read this, so the timeline and the score agree.
 * Deterministic per game.
 */
import { rngFor } from '../random';
import type { BasketballScript } from '../play-types';

export interface Basket {
  side: 'home' | 'away';
  /** 1-based period. */
  period: number;
  /** How far into the period (0–1, exclusive). */
  fraction: number;
  points: 1 | 2 | 3;
}

function splitPoints(total: number, next: () => number): (1 | 2 | 3)[] {
  const baskets: (1 | 2 | 3)[] = [];
  let remaining = total;
  while (remaining > 0) {
    const roll = next();
    const points: 1 | 2 | 3 = remaining === 1 ? 1 : roll < 0.3 && remaining >= 3 ? 3 : roll < 0.45 ? 1 : 2;
    baskets.push(points);
    remaining -= points;
  }
  return baskets;
}

const cache = new WeakMap<BasketballScript, Basket[]>();

/** Every basket of the game, in time order (period, then fraction). */
export function basketsOf(script: BasketballScript): Basket[] {
  const cached = cache.get(script);
  if (cached) return cached;
  const rng = rngFor(script.matchId, 'baskets');
  const baskets: Basket[] = [];
  const periods = Math.max(script.homePeriods.length, script.awayPeriods.length);
  for (let period = 1; period <= periods; period += 1) {
    const inPeriod: Basket[] = [];
    for (const side of ['home', 'away'] as const) {
      const total = (side === 'home' ? script.homePeriods : script.awayPeriods)[period - 1] ?? 0;
      for (const points of splitPoints(total, () => rng.next())) {
        // Free throws come in twos or threes in real games; one at a time reads fine here.
        inPeriod.push({ side, period, fraction: rng.float(0.01, 0.99), points });
      }
    }
    inPeriod.sort((a, b) => a.fraction - b.fraction);
    baskets.push(...inPeriod);
  }
  cache.set(script, baskets);
  return baskets;
}

/** Points of `side` in `period` up to `fraction` of it (all of them at the buzzer). */
export function periodPointsSoFar(
  script: BasketballScript,
  side: 'home' | 'away',
  period: number,
  fraction: number,
): number {
  const total = (side === 'home' ? script.homePeriods : script.awayPeriods)[period - 1] ?? 0;
  if (fraction >= 1) return total;
  let points = 0;
  for (const basket of basketsOf(script)) {
    if (basket.period === period && basket.side === side && basket.fraction <= fraction) points += basket.points;
  }
  return points;
}

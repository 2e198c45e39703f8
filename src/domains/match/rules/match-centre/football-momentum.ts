/**
 * Football attack momentum per minute (after SofaScore's and FotMob's graphs): for each
 * minute a value in −1…1, above zero for the home side's pressure, below for the away side's,
 * from weighted events — shots (more on target, most for goals), dangerous attacks, corners —
 * and the share of the ball in the final third. Each minute carries part of the minutes before
 * it (pressure builds and fades), then the sum is squashed into −1…1.
 */
import { FootballEventKind, type MatchCentreEvent } from '../../../../contracts/match-centre';

export const MOMENTUM_WEIGHTS = {
  goal: 2.2,
  shotOnTarget: 1.4,
  woodwork: 1.3,
  shot: 0.8,
  attack: 0.5,
  corner: 0.6,
  /** Per full final-third share away from an even 50 %. */
  finalThird: 1.2,
} as const;

/** How much of the previous minute's pressure carries over. */
const CARRY = 0.45;
/** The raw pressure at which the value reaches about 0.76 (tanh 1). */
const SCALE = 2.5;

function weightOf(event: MatchCentreEvent): number {
  switch (event.kind) {
    case FootballEventKind.Goal:
      // An own goal is scored by the defending side but credits the attack: `side` is the team credited.
      return MOMENTUM_WEIGHTS.goal;
    case FootballEventKind.Shot:
      if (event.detail === 'on-target') return MOMENTUM_WEIGHTS.shotOnTarget;
      if (event.detail === 'woodwork') return MOMENTUM_WEIGHTS.woodwork;
      return MOMENTUM_WEIGHTS.shot;
    case FootballEventKind.Attack:
      return MOMENTUM_WEIGHTS.attack;
    case FootballEventKind.Corner:
      return MOMENTUM_WEIGHTS.corner;
    case FootballEventKind.Possession: {
      const finalThird = event.numbers.finalThird;
      // Signed here already: above 50 % leans home.
      return finalThird === undefined ? 0 : ((finalThird - 50) / 50) * MOMENTUM_WEIGHTS.finalThird;
    }
    default:
      return 0;
  }
}

/** Minute slot of an event: 1-based, stoppage time counted on (45+2 → 47). */
const slotOf = (event: MatchCentreEvent): number => event.minute + event.extraMinute;

/**
 * Momentum per minute, index 0 = the 1st minute, up to the latest event's minute (at least
 * `minMinutes`, 90 by default, so a graph keeps its width). Values in −1…1, home positive.
 */
export function footballMomentum(events: readonly MatchCentreEvent[], minMinutes = 90): number[] {
  // Pressure per minute slot: a slot before the 1st minute is never read, an event of no weight adds 0.
  const raw = new Map<number, number>();
  let played = 0;
  for (const event of events) {
    const slot = slotOf(event);
    played = Math.max(played, slot);
    const sign =
      event.kind === FootballEventKind.Possession ? 1 : event.side === 'home' ? 1 : event.side === 'away' ? -1 : 0;
    raw.set(slot, (raw.get(slot) ?? 0) + sign * weightOf(event));
  }
  const values = new Array<number>(Math.max(minMinutes, played)).fill(0);
  let carried = 0;
  for (let minute = 1; minute <= played; minute += 1) {
    carried = carried * CARRY + (raw.get(minute) ?? 0);
    values[minute - 1] = Math.tanh(carried / SCALE);
  }
  return values;
}

/** The last `count` minutes that were played (for a row's sparkline). */
export function recentMomentum(momentum: readonly number[], playedMinutes: number, count: number): number[] {
  const end = Math.min(momentum.length, Math.max(0, playedMinutes));
  return momentum.slice(Math.max(0, end - count), end);
}

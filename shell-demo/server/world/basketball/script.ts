/**
 * The script of a basketball game: points per period for each side (overtime until someone
 * leads) and the box score that adds up to them, drawn once from the seed and the game id.
 */
import { rngFor, type Rng } from '../random';
import { NBA_STARTERS } from '../squads';
import type { BasketballScript, NbaBoxLine } from '../play-types';
import type { NbaPlayer } from '../team-types';

export interface ScriptTeam {
  id: number;
  strength: number;
  roster: readonly NbaPlayer[];
}

const REGULATION_MINUTES = 240;
const OVERTIME_MINUTES = 25;
const MAX_OVERTIMES = 4;

/** Integers proportional to the weights that add up to exactly `total` (largest remainder, ties to the first). */
export function apportion(total: number, weights: readonly number[]): number[] {
  let sum = 0;
  for (const weight of weights) sum += weight;
  const result = new Array<number>(weights.length).fill(0);
  if (sum <= 0 || total <= 0) return result;
  const fractions = new Array<number>(weights.length);
  let remaining = total;
  weights.forEach((weight, index) => {
    const exact = (weight / sum) * total;
    const whole = Math.floor(exact);
    result[index] = whole;
    fractions[index] = exact - whole;
    remaining -= whole;
  });
  // At most one extra unit per entry, to the largest remainders.
  for (; remaining > 0; remaining -= 1) {
    let best = 0;
    for (let index = 1; index < fractions.length; index += 1)
      if ((fractions[index] ?? -1) > (fractions[best] ?? -1)) best = index;
    result[best] = (result[best] ?? 0) + 1;
    fractions[best] = -1;
  }
  return result;
}

function quarterPoints(rng: Rng, own: number, other: number, home: boolean): number {
  // Half a point of margin per point of strength gap, plus home court: the best teams win about three in four.
  const mean = (113 + (own - other) * 0.25 + (home ? 1.5 : -1.5)) / 4;
  return Math.max(14, Math.round(rng.normal(mean, 4.5)));
}

function boxScore(rng: Rng, team: ScriptTeam, points: number, overtimes: number): NbaBoxLine[] {
  const rotation = team.roster.slice(0, 10 + (rng.chance(0.3) ? 1 : 0));
  const minuteWeights = rotation.map((_, index) =>
    index < NBA_STARTERS ? rng.float(30, 37) : Math.max(4, 24 - (index - NBA_STARTERS) * 3.5 + rng.normal(0, 3)),
  );
  const minutes = apportion(REGULATION_MINUTES + OVERTIME_MINUTES * overtimes, minuteWeights);
  const share = (skill: (player: NbaPlayer) => number, total: number): number[] =>
    apportion(
      total,
      rotation.map((player, index) => skill(player) * (minutes[index] ?? 0) * rng.float(0.6, 1.4)),
    );
  const pointShares = share((player) => player.usage, points);
  const rebounds = share((player) => player.rebounding, Math.max(30, Math.round(rng.normal(44, 4))));
  const assists = share((player) => player.passing, Math.max(14, Math.round(points / 4.6 + rng.normal(0, 2))));
  const blocks = share((player) => player.blocking, Math.max(1, Math.round(rng.normal(5, 1.8))));
  const steals = share((player) => player.stealing, Math.max(2, Math.round(rng.normal(7.5, 1.8))));
  return rotation.map((player, index) => ({
    playerId: player.id,
    teamId: team.id,
    starter: index < NBA_STARTERS,
    minutes: minutes[index] ?? 0,
    points: pointShares[index] ?? 0,
    rebounds: rebounds[index] ?? 0,
    assists: assists[index] ?? 0,
    blocks: blocks[index] ?? 0,
    steals: steals[index] ?? 0,
  }));
}

export function createBasketballScript(
  seed: number,
  matchId: number,
  home: ScriptTeam,
  away: ScriptTeam,
): BasketballScript {
  const rng = rngFor(seed, 'basketball-script', matchId, home.id, away.id);
  const homePeriods: number[] = [];
  const awayPeriods: number[] = [];
  for (let quarter = 0; quarter < 4; quarter += 1) {
    homePeriods.push(quarterPoints(rng, home.strength, away.strength, true));
    awayPeriods.push(quarterPoints(rng, away.strength, home.strength, false));
  }
  const total = (periods: number[]): number => periods.reduce((acc, value) => acc + value, 0);
  let overtimes = 0;
  while (total(homePeriods) === total(awayPeriods)) {
    overtimes += 1;
    let homeOvertime = Math.max(2, Math.round(rng.normal(11, 3)));
    const awayOvertime = Math.max(2, Math.round(rng.normal(11, 3)));
    // The last allowed overtime always produces a winner.
    if (overtimes === MAX_OVERTIMES && homeOvertime === awayOvertime) homeOvertime += 2;
    homePeriods.push(homeOvertime);
    awayPeriods.push(awayOvertime);
  }
  return {
    matchId,
    homePeriods,
    awayPeriods,
    box: [...boxScore(rng, home, total(homePeriods), overtimes), ...boxScore(rng, away, total(awayPeriods), overtimes)],
  };
}

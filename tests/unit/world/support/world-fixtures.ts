/** Shared helpers of the world tests: fixed clocks and independent re-computations. */
import { FootballStatus } from '@shell-demo/server/world/status';
import type { FootballMatch } from '@shell-demo/server/world/match-types';
import type { World } from '@shell-demo/server/world/types';

/** Saturday 21 November 2026 at `hour`:00 UTC. */
export function utc(hour: number, minute = 0): number {
  return Date.UTC(2026, 10, 21, hour, minute);
}

export const TEST_SEED = 7;

export function footballMatchesOfSeason(world: World, seasonId: number): FootballMatch[] {
  return [...world.matches.values()].filter(
    (match): match is FootballMatch => match.sport === 'football' && match.seasonId === seasonId,
  );
}

/** A team's results summed straight from finished matches. */
export interface ResultSums {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  homeWon: number;
  awayWon: number;
  homePoints: number;
  awayPoints: number;
}

/** The sums of a team without a finished match. */
export const noResults = (): ResultSums => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  points: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  homeWon: 0,
  awayWon: 0,
  homePoints: 0,
  awayPoints: 0,
});

/** Points, wins, draws, losses and goals per team, summed straight from finished results. */
export function sumResults(matches: readonly FootballMatch[]): Map<number, ResultSums> {
  const totals = new Map<number, ResultSums>();
  const row = (teamId: number) => {
    let existing = totals.get(teamId);
    if (!existing) {
      existing = noResults();
      totals.set(teamId, existing);
    }
    return existing;
  };
  for (const match of matches) {
    if (match.statusId !== FootballStatus.finished) continue;
    for (const [teamId, scored, conceded, home] of [
      [match.homeId, match.homeScore, match.awayScore, true],
      [match.awayId, match.awayScore, match.homeScore, false],
    ] as const) {
      const entry = row(teamId);
      const points = scored > conceded ? 3 : scored === conceded ? 1 : 0;
      entry.played += 1;
      entry.points += points;
      entry.goalsFor += scored;
      entry.goalsAgainst += conceded;
      if (scored > conceded) entry.won += 1;
      else if (scored === conceded) entry.drawn += 1;
      else entry.lost += 1;
      if (home) {
        entry.homePoints += points;
        if (scored > conceded) entry.homeWon += 1;
      } else {
        entry.awayPoints += points;
        if (scored > conceded) entry.awayWon += 1;
      }
    }
  }
  return totals;
}

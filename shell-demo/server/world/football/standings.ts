/** League tables computed from finished matches: nothing is stored, so a table always equals the sum of its results. */
import { FootballStatus } from '../status';
import type { FootballMatch } from '../match-types';

export type FormLetter = 'W' | 'D' | 'L';

export interface StandingRow {
  teamId: number;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  homeTotal: number;
  homeWon: number;
  homeDraw: number;
  homeLoss: number;
  homePoints: number;
  homeGoalsFor: number;
  homeGoalsAgainst: number;
  awayTotal: number;
  awayWon: number;
  awayDraw: number;
  awayLoss: number;
  awayPoints: number;
  awayGoalsFor: number;
  awayGoalsAgainst: number;
  /** The last five results, oldest first. */
  form: FormLetter[];
}

function emptyRow(teamId: number): StandingRow {
  return {
    teamId,
    rank: 0,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    homeTotal: 0,
    homeWon: 0,
    homeDraw: 0,
    homeLoss: 0,
    homePoints: 0,
    homeGoalsFor: 0,
    homeGoalsAgainst: 0,
    awayTotal: 0,
    awayWon: 0,
    awayDraw: 0,
    awayLoss: 0,
    awayPoints: 0,
    awayGoalsFor: 0,
    awayGoalsAgainst: 0,
    form: [],
  };
}

function record(row: StandingRow, scored: number, conceded: number, atHome: boolean): void {
  const letter: FormLetter = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
  const points = letter === 'W' ? 3 : letter === 'D' ? 1 : 0;
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  row.points += points;
  if (letter === 'W') row.won += 1;
  else if (letter === 'D') row.drawn += 1;
  else row.lost += 1;
  if (atHome) {
    row.homeTotal += 1;
    row.homePoints += points;
    row.homeGoalsFor += scored;
    row.homeGoalsAgainst += conceded;
    if (letter === 'W') row.homeWon += 1;
    else if (letter === 'D') row.homeDraw += 1;
    else row.homeLoss += 1;
  } else {
    row.awayTotal += 1;
    row.awayPoints += points;
    row.awayGoalsFor += scored;
    row.awayGoalsAgainst += conceded;
    if (letter === 'W') row.awayWon += 1;
    else if (letter === 'D') row.awayDraw += 1;
    else row.awayLoss += 1;
  }
  row.form.push(letter);
  if (row.form.length > 5) row.form.shift();
}

export interface StandingsTieBreak {
  /**
   * Disciplinary points (lower first) of the teams that have them on record, after goals scored:
   * the criterion that placed Denmark above Slovenia at Euro 2024 (data/euro-2024-results.ts).
   */
  disciplinaryPoints?: ReadonlyMap<number, number>;
}

function disciplinaryOrder(a: number, b: number, points: ReadonlyMap<number, number> | undefined): number {
  const pointsA = points?.get(a);
  const pointsB = points?.get(b);
  return pointsA === undefined || pointsB === undefined ? 0 : pointsA - pointsB;
}

/** Ranks by points, goal difference, goals scored, disciplinary points where on record, then team id (stable). */
export function computeStandings(
  teamIds: readonly number[],
  matches: readonly FootballMatch[],
  tieBreak: StandingsTieBreak = {},
): StandingRow[] {
  const rows = new Map<number, StandingRow>(teamIds.map((teamId) => [teamId, emptyRow(teamId)]));
  const finished = matches
    .filter((match) => match.statusId === FootballStatus.finished)
    .sort((a, b) => a.matchDate - b.matchDate);
  for (const match of finished) {
    const home = rows.get(match.homeId);
    const away = rows.get(match.awayId);
    if (home) record(home, match.homeScore, match.awayScore, true);
    if (away) record(away, match.awayScore, match.homeScore, false);
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      disciplinaryOrder(a.teamId, b.teamId, tieBreak.disciplinaryPoints) ||
      a.teamId - b.teamId,
  );
  sorted.forEach((row, index) => {
    row.rank = index + 1;
  });
  return sorted;
}

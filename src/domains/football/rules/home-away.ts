/**
 * The home and away tables (numbers converted by the
 * contract's parser): one side's record per team, ranked by that side's points, then goal
 * difference, goals scored, fewer matches.
 */
import type { HomeAwayRow, StandingRow } from '../../../contracts/football';

export type TableSide = 'total' | 'home' | 'away';

export interface SideRow {
  rank: number;
  teamId: number;
  team: HomeAwayRow['team'];
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

export function sideRows(rows: readonly HomeAwayRow[], side: 'home' | 'away'): SideRow[] {
  return rows
    .map((row) => {
      const played = side === 'home' ? row.homeTotal : row.awayTotal;
      const goalsFor = side === 'home' ? row.homeGoalsFor : row.awayGoalsFor;
      const goalsAgainst = side === 'home' ? row.homeGoalsAgainst : row.awayGoalsAgainst;
      return {
        rank: 0,
        teamId: row.teamId,
        team: row.team,
        played,
        won: side === 'home' ? row.homeWon : row.awayWon,
        drawn: side === 'home' ? row.homeDraw : row.awayDraw,
        lost: side === 'home' ? row.homeLoss : row.awayLoss,
        goalsFor,
        goalsAgainst,
        goalDifference: goalsFor - goalsAgainst,
        points: side === 'home' ? row.homePoints : row.awayPoints,
      };
    })
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.played - b.played ||
        a.teamId - b.teamId,
    )
    .map((row, index) => ({ ...row, rank: index + 1 }));
}

/** The whole table's rows in the same shape. */
export const totalRows = (rows: readonly StandingRow[]): SideRow[] =>
  rows.map((row) => ({
    rank: row.rank,
    teamId: row.teamId,
    team: row.team,
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalDifference,
    points: row.points,
  }));

/** The home and away tables (rules/home-away.ts): one side's record per team, ranked by that side's figures. */
import type { HomeAwayRow } from '@src/contracts/football';
import { sideRows, type SideRow } from '@src/domains/football/rules/home-away';
import { team } from '../support/fixtures';

/** One side's figures as the server sends them: a table row without what the rule derives. */
type SideRecord = Omit<SideRow, 'rank' | 'teamId' | 'team' | 'goalDifference'>;

const NO_RECORD: SideRecord = { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };

/** A team's row with its home record and its away record. */
function homeAwayRow(teamId: number, home: Partial<SideRecord>, away: Partial<SideRecord> = {}): HomeAwayRow {
  const h = { ...NO_RECORD, ...home };
  const a = { ...NO_RECORD, ...away };
  return {
    teamId,
    team: team(teamId),
    homeTotal: h.played,
    homeWon: h.won,
    homeDraw: h.drawn,
    homeLoss: h.lost,
    homeGoalsFor: h.goalsFor,
    homeGoalsAgainst: h.goalsAgainst,
    homePoints: h.points,
    awayTotal: a.played,
    awayWon: a.won,
    awayDraw: a.drawn,
    awayLoss: a.lost,
    awayGoalsFor: a.goalsFor,
    awayGoalsAgainst: a.goalsAgainst,
    awayPoints: a.points,
  };
}

const ranking = (rows: HomeAwayRow[], side: 'home' | 'away') => sideRows(rows, side).map((row) => row.teamId);

it("reads the home table from each team's home record and the away table from its away record", () => {
  const rows = [
    homeAwayRow(
      5,
      { played: 7, won: 4, drawn: 2, lost: 1, goalsFor: 13, goalsAgainst: 6, points: 14 },
      { played: 6, won: 1, drawn: 3, lost: 2, goalsFor: 5, goalsAgainst: 8, points: 6 },
    ),
  ];
  const rest = { rank: 1, teamId: 5, team: team(5) };
  expect(sideRows(rows, 'home')).toEqual([
    { ...rest, played: 7, won: 4, drawn: 2, lost: 1, goalsFor: 13, goalsAgainst: 6, goalDifference: 7, points: 14 },
  ]);
  expect(sideRows(rows, 'away')).toEqual([
    { ...rest, played: 6, won: 1, drawn: 3, lost: 2, goalsFor: 5, goalsAgainst: 8, goalDifference: -3, points: 6 },
  ]);
});

describe("a side's ranking", () => {
  it('puts more points first, whatever the goal difference', () => {
    const rows = [
      homeAwayRow(1, { points: 9, goalsFor: 10, goalsAgainst: 2 }),
      homeAwayRow(2, { points: 10, goalsFor: 3, goalsAgainst: 6 }),
    ];
    expect(ranking(rows, 'home')).toEqual([2, 1]);
    expect(sideRows(rows, 'home').map((row) => row.rank)).toEqual([1, 2]);
  });

  it('on level points, the better goal difference first, whatever the goals scored', () => {
    const rows = [
      homeAwayRow(1, { points: 10, goalsFor: 12, goalsAgainst: 8 }),
      homeAwayRow(2, { points: 10, goalsFor: 6, goalsAgainst: 1 }),
    ];
    expect(ranking(rows, 'home')).toEqual([2, 1]);
  });

  it('on level points and goal difference, more goals scored first', () => {
    const rows = [
      homeAwayRow(1, {}, { points: 7, goalsFor: 4, goalsAgainst: 2, played: 3 }),
      homeAwayRow(2, {}, { points: 7, goalsFor: 6, goalsAgainst: 4, played: 5 }),
      homeAwayRow(3, {}, { points: 7, goalsFor: 5, goalsAgainst: 3, played: 4 }),
    ];
    expect(ranking(rows, 'away')).toEqual([2, 3, 1]);
  });

  it('level on all of those, fewer matches first, then the lower team id', () => {
    const level = { points: 7, goalsFor: 5, goalsAgainst: 3 };
    const rows = [
      homeAwayRow(4, { ...level, played: 6 }),
      homeAwayRow(3, { ...level, played: 5 }),
      homeAwayRow(2, { ...level, played: 5 }),
      homeAwayRow(1, { ...level, played: 6 }),
    ];
    expect(ranking(rows, 'home')).toEqual([2, 3, 1, 4]);
    expect(sideRows(rows, 'home').map((row) => row.rank)).toEqual([1, 2, 3, 4]);
  });
});

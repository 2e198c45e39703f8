/** Home/away tables, player statistics, season lists and zones (rules/home-away, player-stats, competitions). */
import {
  defaultSeason,
  isCup,
  KNOWN_COMPETITION_IDS,
  knownSeasons,
  LEAGUE_TABS,
  leagueProcedure,
  leagueZones,
  tableQuery,
  tournamentSeason,
  zoneOfPosition,
} from '@src/domains/football/rules/competitions';
import { sideRows, totalRows } from '@src/domains/football/rules/home-away';
import { statValueLabel, topPlayers } from '@src/domains/football/rules/player-stats';
import { LEAGUE_GOALS_FIRST, LEAGUE_HEAD_TO_HEAD_FIRST } from '@src/domains/football/rules/tie-breakers';
import { scheduleWindow } from '@src/domains/football/rules/schedule-window';
import { footballMatch, playerRow, seasonItem, stage, standingRow, team } from '../support/fixtures';
import { EuroCalls } from '@src/contracts/football-calls';
import { readAnswer } from '@src/contracts/http';

describe('home/away tables', () => {
  // As the server sends them: figures as strings.
  const wire = [
    {
      teamId: 1,
      team: team(1),
      homeWon: '5',
      homeLoss: '0',
      homeDraw: '1',
      homeTotal: '6',
      homePoints: '16',
      homeGoalsFor: '12',
      homeGoalsAgainst: '3',
      awayWon: '1',
      awayLoss: '4',
      awayDraw: '1',
      awayTotal: '6',
      awayPoints: '4',
      awayGoalsFor: '5',
      awayGoalsAgainst: '9',
    },
    {
      teamId: 2,
      team: team(2),
      homeWon: '3',
      homeLoss: '1',
      homeDraw: '2',
      homeTotal: '6',
      homePoints: '11',
      homeGoalsFor: '8',
      homeGoalsAgainst: '5',
      awayWon: '4',
      awayLoss: '1',
      awayDraw: '1',
      awayTotal: '6',
      awayPoints: '13',
      awayGoalsFor: '10',
      awayGoalsAgainst: '4',
    },
    {
      teamId: 3,
      team: team(3),
      homeWon: 3,
      homeLoss: 1,
      homeDraw: 2,
      homeTotal: 6,
      homePoints: 11,
      homeGoalsFor: 9,
      homeGoalsAgainst: 5,
      awayWon: 0,
      awayLoss: 6,
      awayDraw: 0,
      awayTotal: 6,
      awayPoints: 0,
      awayGoalsFor: 1,
      awayGoalsAgainst: 15,
    },
  ];
  const rows = readAnswer(EuroCalls.homeAway, wire);

  it('converts the figures to numbers', () => {
    expect(rows[0]).toMatchObject({ homeWon: 5, homePoints: 16, awayGoalsAgainst: 9 });
    expect(typeof rows[1]!.awayPoints).toBe('number');
  });

  it('ranks each side by its points, goal difference, goals', () => {
    expect(sideRows(rows, 'home').map((row) => [row.teamId, row.rank, row.points])).toEqual([
      [1, 1, 16],
      [3, 2, 11],
      [2, 3, 11],
    ]);
    expect(sideRows(rows, 'away').map((row) => row.teamId)).toEqual([2, 1, 3]);
    expect(sideRows(rows, 'away')[0]).toMatchObject({
      played: 6,
      won: 4,
      drawn: 1,
      lost: 1,
      goalsFor: 10,
      goalsAgainst: 4,
      goalDifference: 6,
    });
  });

  it('gives the whole table the same shape', () => {
    expect(
      totalRows([standingRow({ teamId: 7, rank: 3, points: 9, goalsFor: 4, goalsAgainst: 1, goalDifference: 3 })])[0],
    ).toMatchObject({
      teamId: 7,
      rank: 3,
      points: 9,
      goalDifference: 3,
    });
  });
});

describe('player statistics', () => {
  it('keeps the top 10, best first', () => {
    const rows = Array.from({ length: 20 }, (_, index) => playerRow(20 - index, index));
    const top = topPlayers(rows);
    expect(top).toHaveLength(10);
    expect(top.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reads minutes with a prime, counts as they are', () => {
    expect(statValueLabel('minutes_played', 1530)).toBe('1,530′');
    expect(statValueLabel('goals', 12)).toBe('12');
  });
});

describe('team season lists keep only known competition ids', () => {
  it('knows the ten competitions', () => {
    expect([...KNOWN_COMPETITION_IDS].sort()).toEqual([
      10632, 10810, 11334, 11582, 11771, 12387, 12388, 12403, 12416, 12417,
    ]);
  });

  it('drops unknown ones and opens on the competition the page came from', () => {
    const items = [seasonItem(12387), seasonItem(99999), seasonItem(11582), seasonItem(10632)];
    expect(knownSeasons(items).map((item) => item.competitionId)).toEqual([12387, 11582, 10632]);
    expect(defaultSeason(knownSeasons(items), 11582)?.competitionId).toBe(11582);
    expect(defaultSeason(knownSeasons(items), 12388)?.competitionId).toBe(12387);
    expect(defaultSeason([], 12387)).toBeUndefined();
  });
});

describe('competitions', () => {
  it('switches between the five leagues and the two cups, in order', () => {
    expect(LEAGUE_TABS.map((tab) => tab.competitionId)).toEqual([12387, 12388, 12417, 12416, 12403, 11582, 11771]);
    expect(isCup(11582)).toBe(true);
    expect(isCup(12387)).toBe(false);
  });

  it('marks the places of each league', () => {
    expect(zoneOfPosition(12387, 4, 20)).toBe('champions-league');
    expect(zoneOfPosition(12387, 5, 20)).toBe('europa-league');
    expect(zoneOfPosition(12387, 18, 20)).toBe('relegation');
    expect(zoneOfPosition(12387, 17, 20)).toBeNull();
    expect(zoneOfPosition(12403, 4, 18)).toBe('europa-league');
    expect(zoneOfPosition(12416, 16, 18)).toBeNull();
    expect(zoneOfPosition(11582, 1, 16)).toBeNull();
  });

  it("counts each zone's places from its side of the table: the Europa League's reach one below the Champions League's", () => {
    expect(leagueZones(12387)).toEqual([
      { key: 'title', side: 'top', places: 1 },
      { key: 'champions-league', side: 'top', places: 4 },
      { key: 'europa-league', side: 'top', places: 5 },
      { key: 'relegation', side: 'bottom', places: 3 },
    ]);
    expect(leagueZones(12403).map((zone) => zone.places)).toEqual([1, 3, 4, 2]);
  });

  it("opens a national team's page on its newest season of the tournament", () => {
    const items = [seasonItem(11334, 3), seasonItem(12387, 9), seasonItem(11334, 5), seasonItem(11334, 4)];
    expect(tournamentSeason(items, 11334)?.seasonId).toBe(5);
    expect(tournamentSeason(items, 10632)).toBeUndefined();
  });

  it("asks a table of the stage that has one, every group: a tournament's group stage, a league's one stage", () => {
    const stages = [stage({ id: 7, kind: 'knockout' }), stage({ id: 3, kind: 'group' })];
    expect(tableQuery(stages)).toEqual({ stageId: 3, groupName: '' });
    expect(tableQuery([stage({ id: 9, kind: 'league' })])).toEqual({ stageId: 9, groupName: '' });
    // Knockouts only: no table to ask.
    expect(tableQuery([stage({ id: 7, kind: 'knockout' })])).toBeNull();
  });

  it('La Liga and Serie A break ties head-to-head first', () => {
    expect(leagueProcedure(12388)).toBe(LEAGUE_HEAD_TO_HEAD_FIRST);
    expect(leagueProcedure(12417)).toBe(LEAGUE_HEAD_TO_HEAD_FIRST);
    expect(leagueProcedure(12387)).toBe(LEAGUE_GOALS_FIRST);
  });
});

describe("a team's season on its page", () => {
  it('shows the last three played and the next three, in kick-off order', () => {
    const matches = Array.from({ length: 10 }, (_, index) =>
      footballMatch({ id: index + 1, matchDate: (10 - index) * 1000, statusId: index >= 4 ? 8 : 1 }),
    );
    // Kick-off order is ids 10..1: 10..5 played (6 matches), 4..1 to come.
    expect(scheduleWindow(matches).map((match) => match.id)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(scheduleWindow(matches.filter((match) => match.statusId === 8)).map((match) => match.id)).toEqual([7, 6, 5]);
    expect(scheduleWindow([])).toEqual([]);
  });

  it('counts a match being played as one of the next', () => {
    const matches = [
      footballMatch({ id: 1, matchDate: 1, statusId: 8 }),
      footballMatch({ id: 2, matchDate: 2, statusId: 4 }),
      footballMatch({ id: 3, matchDate: 3 }),
    ];
    expect(scheduleWindow(matches, 1, 1).map((match) => match.id)).toEqual([1, 2]);
  });
});

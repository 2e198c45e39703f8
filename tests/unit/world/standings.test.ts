/** @jest-environment node */
import { SeasonId2425, FIVE_LEAGUE_IDS, footballSeasonIdOf } from '../../../shell-demo/server/world/ids';
import { worldWithKeptScripts } from '../../support/kept-scripts';
import { HOUR } from '../../../shell-demo/server/world/clock';
import { footballGroupTables, footballStandings } from '../../../shell-demo/server/world/queries/football';
import { nbaStandings } from '../../../shell-demo/server/world/queries/nba';
import { MatchSimulator } from '../../../shell-demo/server/world/simulator';
import { BasketballStatus } from '../../../shell-demo/server/world/status';
import type { World } from '../../../shell-demo/server/world/types';
import { TEST_SEED, footballMatchesOfSeason, noResults, sumResults, utc } from './support/world-fixtures';

function expectLeagueTablesToEqualResults(world: World): void {
  for (const competitionId of FIVE_LEAGUE_IDS) {
    const seasonId = footballSeasonIdOf(competitionId);
    const sums = sumResults(footballMatchesOfSeason(world, seasonId));
    const table = footballStandings(world, seasonId);
    expect(table).toHaveLength(world.footballSeasons.get(seasonId)?.teamIds.length ?? -1);
    for (const row of table) {
      const sum = sums.get(row.teamId) ?? noResults();
      expect({
        teamId: row.teamId,
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        points: row.points,
        goalsFor: row.goalsFor,
        goalsAgainst: row.goalsAgainst,
        homeWon: row.homeWon,
        awayWon: row.awayWon,
        homePoints: row.homePoints,
        awayPoints: row.awayPoints,
      }).toEqual({ teamId: row.teamId, ...sum });
      expect(row.homeTotal + row.awayTotal).toBe(row.played);
      expect(row.homeWon + row.homeDraw + row.homeLoss).toBe(row.homeTotal);
      expect(row.points).toBe(row.homePoints + row.awayPoints);
    }
    // Ranked by points, then goal difference.
    for (let index = 1; index < table.length; index += 1) {
      const above = table[index - 1];
      const below = table[index];
      if (above && below)
        expect(above.points * 1000 + above.goalDifference).toBeGreaterThanOrEqual(
          below.points * 1000 + below.goalDifference,
        );
    }
  }
}

function expectNbaRecordsToEqualResults(world: World): void {
  const games = (world.nbaSeasons.get(SeasonId2425)?.games ?? []).filter(
    (game) => game.kind === 'regular' && game.statusId === BasketballStatus.finished,
  );
  const rows = nbaStandings(world, SeasonId2425, 'league')[0]?.rankingItem ?? [];
  expect(rows).toHaveLength(30);
  for (const row of rows) {
    const home = games.filter((game) => game.homeId === row.teamId);
    const away = games.filter((game) => game.awayId === row.teamId);
    expect(row.homeWon).toBe(home.filter((game) => game.homeScore > game.awayScore).length);
    expect(row.homeLoss).toBe(home.filter((game) => game.homeScore < game.awayScore).length);
    expect(row.awayWon).toBe(away.filter((game) => game.awayScore > game.homeScore).length);
    expect(row.awayLoss).toBe(away.filter((game) => game.awayScore < game.homeScore).length);
    expect(row.won + row.lost).toBe(home.length + away.length);
  }
}

describe('standings', () => {
  const now = utc(11);
  const world = worldWithKeptScripts({ seed: TEST_SEED, now });

  it('equal the sum of the results in every league and the NBA', () => {
    expectLeagueTablesToEqualResults(world);
    expectNbaRecordsToEqualResults(world);
  });

  it('still equal the sum of the results after three more hours of matches', () => {
    const simulator = new MatchSimulator(world);
    const finishedBefore = [...world.matches.values()].filter((match) => match.endedAt !== null).length;
    for (let minute = 5; minute <= 180; minute += 5) simulator.advanceTo(now + minute * 60_000);
    expect([...world.matches.values()].filter((match) => match.endedAt !== null).length).toBeGreaterThan(
      finishedBefore,
    );
    expectLeagueTablesToEqualResults(world);
    expectNbaRecordsToEqualResults(world);
    simulator.advanceTo(now + 27 * HOUR);
    expectLeagueTablesToEqualResults(world);
  });

  it('splits group stages into group tables', () => {
    const groups = footballGroupTables(world, footballSeasonIdOf(11334));
    expect(groups.map((group) => group.groupName)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    for (const group of groups) {
      expect(group.rows).toHaveLength(4);
      expect(group.rows.every((row) => row.played === 3)).toBe(true);
    }
  });
});

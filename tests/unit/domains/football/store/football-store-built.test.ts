/**
 * The football store as the football pages' chunk builds it when it first loads: each slice makes
 * its families, their device copies and its loaders then, once. Each test here builds the store
 * itself (its modules loaded anew), so what the build decides — which call a loader makes, the id
 * an answer is kept under, the name of a first screen's copy on the device — is checked as built.
 */
import type * as FootballApi from '@src/domains/football/api/football-api';
import type * as FootballStore from '@src/domains/football/store/football-store';
import { footballKeys } from '@src/domains/football/store/keys';
import { keptCopies, storeBuiltInTest } from '@tests/support/store-built-in-test';
import { stage } from '../support/fixtures';
import { callAt } from '../support/mocked-calls';

jest.mock('@src/domains/football/api/football-api');

/** The football store built anew, with the api it was built with. */
const buildStore = () =>
  storeBuiltInTest(() => {
    const { useFootballStore } = jest.requireActual(
      '@src/domains/football/store/football-store',
    ) as typeof FootballStore;
    return {
      football: () => useFootballStore.getState(),
      api: jest.mocked(jest.requireMock<typeof FootballApi>('@src/domains/football/api/football-api').footballApi),
    };
  });

const answered = { asked: expect.any(Array) };

it('every loader a page calls asks its own call and keeps the answer where the page reads it', async () => {
  const { football, api } = buildStore();
  api.stages.mockResolvedValue([stage({ id: 30, kind: 'league' })]);
  api.euro.stages.mockResolvedValue([stage({ id: 31, kind: 'group' })]);
  const store = football();
  const pages: [Promise<void>, string, () => unknown][] = [
    [store.loadCompetitions(), 'competitions', () => football().competitions.data],
    [store.loadLeagueDates(1, 2), 'matchDate', () => football().dates[footballKeys.leagueDates(1, 2)]?.data],
    [store.loadLeagueDay(2, 5), 'matchList', () => football().matches[footballKeys.leagueDay(2, 5)]?.data],
    [store.loadStageMatches(3), 'list', () => football().matches[footballKeys.stageMatches(3)]?.data],
    [
      store.loadTournamentDates('euro'),
      'euro.matchDate',
      () => football().dates[footballKeys.tournament('euro')]?.data,
    ],
    [
      store.loadTournamentDay('euro', 5),
      'euro.list',
      () => football().matches[footballKeys.tournamentDay('euro', 5)]?.data,
    ],
    [
      store.loadTournamentStage('euro', 7),
      'euro.list',
      () => football().matches[footballKeys.tournamentStage('euro', 7)]?.data,
    ],
    [
      store.loadTeamSeasonMatches(9, 2),
      'teamSeasonMatch',
      () => football().matches[footballKeys.teamSeason(9, 2)]?.data,
    ],
    [store.loadTeamMatches(9), 'teamMatches', () => football().matches[footballKeys.teamMatches(9)]?.data],
    [store.loadTable(1, 2), 'ranking', () => football().tables[footballKeys.table(2)]?.data],
    [store.loadHomeAway(1, 2), 'homeAway', () => football().homeAway[footballKeys.table(2)]?.data],
    [
      store.loadPlayerRanking(2, 'goals'),
      'playerRanking',
      () => football().playerRanking[footballKeys.playerRanking(2, 'goals')]?.data,
    ],
    [store.loadTeamStats(2), 'teamStats', () => football().teamStats['2']?.data],
    [store.loadTournamentTable('euro'), 'euro.ranking', () => football().tables[footballKeys.tournament('euro')]?.data],
    [store.loadEuroHomeAway(), 'euro.homeAway', () => football().homeAway[footballKeys.tournament('euro')]?.data],
    [store.loadLineUp(14), 'teamLineUp', () => football().lineUps[footballKeys.team(14)]?.data],
    [store.loadTeamSeasons(14), 'teamSeasonList', () => football().teamSeasons[footballKeys.team(14)]?.data],
    [
      store.loadBestPlayers(15, 2),
      'teamBestPlayers',
      () => football().bestPlayers[footballKeys.teamSeason(15, 2)]?.data,
    ],
    [store.loadLeaders(15, 2), 'teamLeaders', () => football().leaders[footballKeys.teamSeason(15, 2)]?.data],
    [store.loadPlayer(16), 'playerBasic', () => football().players['16']?.data],
    [store.loadPlayerStat(16, 2), 'playerSeasonStat', () => football().playerStats['16:2']?.data],
  ];
  await Promise.all(pages.map(([load]) => load));
  expect(pages.map(([, call, shown]) => [call, callAt(api, call).mock.calls.length > 0, shown()])).toEqual(
    pages.map(([, call]) => [call, true, answered]),
  );
  // The stages the tables read are the pages' own, and a cup day is its stages' matches.
  await store.loadStages(1, 4);
  await store.loadCupDay([3, 4], 5);
  expect([
    football().stages[footballKeys.leagueStages(1, 4)]?.data,
    football().matches[footballKeys.cupDay([3, 4], 5)]?.data,
  ]).toEqual([[stage({ id: 30, kind: 'league' })], [answered, answered]]);
});

it('keeps the first screens on the device under the names earlier versions kept them by, and nothing else', async () => {
  const { football, api, lastSeen } = buildStore();
  api.stages.mockResolvedValue([stage({ id: 30, kind: 'league' })]);
  const store = football();
  await Promise.all([
    store.loadCompetitions(),
    store.loadLeagueDates(1, 2),
    store.loadStages(1, 2),
    store.loadLeagueDay(2, 5),
    store.loadTable(1, 2),
    store.loadHomeAway(1, 2),
    store.loadPlayerRanking(2, 'goals'),
    store.loadTeamStats(2),
    store.loadLineUp(14),
    store.loadTeamSeasons(14),
    store.loadBestPlayers(15, 2),
    store.loadLeaders(15, 2),
    store.loadPlayer(16),
    store.loadPlayerStat(16, 2),
  ]);
  expect(keptCopies(lastSeen)).toEqual(
    [
      'football:competitions:all@1',
      'football:dates:league:1:2@1',
      'football:stages:league:1:2@1',
      'football:matches:day:2:5@1',
      'football:table:season:2@1',
      'football:line-up:club:14@1',
      'football:player:16@1',
    ].sort(),
  );
});

/**
 * The NBA store as the NBA pages' chunk builds it when it first loads: its first state, each
 * slice's resources, their device copies and its actions are made then, once, and so are the
 * selectors the pages read with. Each test here builds the store itself (its modules loaded
 * anew), so what the build decides — where a page opens, which call a loader makes, where its
 * answer is read, the name of a first screen's copy on the device — is checked as built.
 */
import type * as NbaApi from '@src/domains/nba/api/nba-api';
import { dayKey, rankingKey, scheduleKey, standingsKey, teamSeasonKey } from '@src/domains/nba/store/initial-state';
import type * as NbaStore from '@src/domains/nba/store/nba-store';
import type * as Selectors from '@src/domains/nba/store/selectors';
import { keptCopies, storeBuiltInTest } from '@tests/support/store-built-in-test';
import { rankItem } from '../support/fixtures';

jest.mock('@src/domains/nba/api/nba-api');

/** The NBA store built anew, with the selectors and the api it was built with. */
const buildStore = () =>
  storeBuiltInTest(() => {
    const { useNbaStore } = jest.requireActual('@src/domains/nba/store/nba-store') as typeof NbaStore;
    return {
      nba: () => useNbaStore.getState(),
      select: (jest.requireActual('@src/domains/nba/store/selectors') as typeof Selectors).nbaSelectors,
      api: jest.mocked(jest.requireMock<typeof NbaApi>('@src/domains/nba/api/nba-api').nbaApi),
    };
  });

const DAY = '2024-01-02';
const TIP_OFF = Date.parse(`${DAY}T19:30:00+08:00`);

/** A visit to every page: the schedule and its day, a bracket, the tables, a team, a player. */
const visitEveryPage = (nba: ReturnType<ReturnType<typeof buildStore>['nba']>) =>
  Promise.all([
    nba.loadSchedule(1907, 'regular'),
    nba.loadKnockout(1745, 'playoffs'),
    nba.loadStandings(1907, 'east'),
    nba.loadHomeAway(1907, 'east'),
    nba.loadPlayerRanking(1907, 1, 1),
    nba.loadLineUp(2001),
    nba.loadTeamPlayers(2001),
    nba.loadTeamGames(2001, 1907, 1),
    nba.loadTeamData(2001, 1907, 1),
    nba.loadPlayer(200101),
  ]);

it('a first visit opens on the regular schedule of the current season, the east’s record, points per game', () => {
  const { nba, select } = buildStore();
  expect(select.topic(nba())).toEqual({
    seasonId: 1907,
    section: 'schedule',
    view: 'regular',
    days: {},
    standingsView: 'east',
    standingsTable: 'record',
    statScope: 1,
    rankingOrder: 1,
    ties: {},
  });
});

it('remembers every choice a page makes', () => {
  const { nba, select } = buildStore();
  nba().setSeason(1745);
  nba().setSection('players');
  nba().setView('playoffs');
  nba().setStandingsView('west');
  nba().setStandingsTable('homeAway');
  nba().setStatScope(2);
  nba().setRankingOrder(2);
  nba().selectTie('10481:1');
  expect(select.topic(nba())).toMatchObject({
    seasonId: 1745,
    section: 'players',
    view: 'playoffs',
    standingsView: 'west',
    standingsTable: 'homeAway',
    statScope: 2,
    rankingOrder: 2,
    ties: { [scheduleKey(1745, 'playoffs')]: '10481:1' },
  });
});

it('every loader a page calls asks its own call, and the page reads the answer where it is kept', async () => {
  const { nba, select, api } = buildStore();
  api.matchDates.mockResolvedValue([{ matchDate: TIP_OFF }]);
  api.playerList.mockResolvedValue({ scope: 1, order: 1, list: [rankItem(1)] });
  await visitEveryPage(nba());
  const state = nba();
  const answered = { asked: expect.any(Array) };
  expect({
    dates: select.dates(scheduleKey(1907, 'regular'))(state).data,
    day: select.schedule(dayKey(1907, 'regular', DAY))(state).data,
    knockout: select
      .knockout(scheduleKey(1745, 'playoffs'))(state)
      .data?.map((stage) => stage.games),
    standings: select.standings(standingsKey(1907, 'east'))(state).data,
    homeAway: select.homeAway(standingsKey(1907, 'east'))(state).data,
    ranking: select.playerRanking(rankingKey(1907, 1, 1))(state).data,
    lineUp: select.lineUp(2001)(state).data,
    teamPlayers: select.teamPlayers(2001)(state).data,
    teamGames: select.teamGames(teamSeasonKey(2001, 1907, 1))(state).data,
    teamData: select.teamData(teamSeasonKey(2001, 1907, 1))(state).data,
    player: select.player(200101)(state).data,
  }).toEqual({
    dates: [{ matchDate: TIP_OFF }],
    day: { asked: [{ seasonId: 1907, kind: 1, matchDate: TIP_OFF }, { headers: { pid: '164' } }] },
    knockout: [answered, answered, answered, answered],
    standings: { asked: [{ seasonId: 1907, scope: 1, division: 1 }] },
    homeAway: { asked: [{ seasonId: 1907, scope: 1, division: 1 }] },
    ranking: [rankItem(1)],
    lineUp: { asked: [{ id: 2001 }] },
    teamPlayers: { asked: [{ teamId: 2001 }] },
    teamGames: { asked: [{ teamId: 2001, seasonId: 1907, kind: 1 }] },
    teamData: { asked: [{ teamId: 2001, seasonId: 1907, kind: 1 }] },
    player: { asked: [{ id: 200101 }] },
  });
});

it('keeps the first screens on the device under the names earlier versions kept them by, and nothing else', async () => {
  const { nba, api, lastSeen } = buildStore();
  api.matchDates.mockResolvedValue([{ matchDate: TIP_OFF }]);
  api.playerList.mockResolvedValue({ scope: 1, order: 1, list: [] });
  await visitEveryPage(nba());
  expect(keptCopies(lastSeen)).toEqual(
    [
      `nba:dates:${scheduleKey(1907, 'regular')}@1`,
      `nba:games:${dayKey(1907, 'regular', DAY)}@1`,
      'nba:team:2001@1',
      'nba:player:200101@1',
    ].sort(),
  );
});

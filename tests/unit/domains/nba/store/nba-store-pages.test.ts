/**
 * The NBA store as its pages meet it: the choices a page remembers, the day asked for when the
 * dates do not list it, and two pages of the same kind (two conferences, two teams, two seasons)
 * each showing their own answer.
 */
import * as api from '@src/domains/nba/api/nba-api';
import { nbaSelectors } from '@src/domains/nba/store/selectors';
import { dayKey, rankingKey, scheduleKey, standingsKey, teamSeasonKey } from '@src/domains/nba/store/initial-state';
import { useNbaStore } from '@src/domains/nba/store/nba-store';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { setUpAppWorld } from '@tests/support/app-world';
import { game, lineUp, playerDetail, rankItem } from '../support/fixtures';

jest.mock('@src/domains/nba/api/nba-api');
const mocked = jest.mocked(api.nbaApi);
const nba = () => useNbaStore.getState();

/** Each call answers with what it was asked, so a page's data says which question it answers. */
const echo = (...args: unknown[]) => Promise.resolve({ asked: args } as never);

beforeEach(() => {
  clearAllLastSeen();
  setUpAppWorld();
  jest.resetAllMocks();
  for (const call of Object.values(mocked)) if (jest.isMockFunction(call)) call.mockImplementation(echo);
});

it('remembers the standings’ view and table, the statistic and the order until reset', () => {
  nba().setStandingsView('division');
  nba().setStandingsTable('homeAway');
  nba().setStatScope(3);
  nba().setRankingOrder(2);
  expect(nba().topic).toMatchObject({
    standingsView: 'division',
    standingsTable: 'homeAway',
    statScope: 3,
    rankingOrder: 2,
  });
  nba().reset();
  expect(nba().topic).toMatchObject({ standingsView: 'east', standingsTable: 'record', statScope: 1, rankingOrder: 1 });
});

it('the cup’s bracket has no days: choosing one there keeps nothing and asks nothing', async () => {
  nba().setView('cup');
  await nba().selectDay('2024-12-10');
  expect(nba().topic.days).toEqual({});
  expect(mocked.list).not.toHaveBeenCalled();
});

it('a day the dates do not list is asked for from its start in Beijing time', async () => {
  mocked.matchDates.mockResolvedValue([]);
  await nba().loadSchedule(1907, 'regular');
  await nba().selectDay('2024-01-02');
  expect(mocked.list).toHaveBeenCalledWith(
    {
      seasonId: 1907,
      kind: 1,
      matchDate: Date.parse('2024-01-01T16:00:00Z'),
    },
    { headers: { pid: '164' } },
  );
  expect(nba().topic.days).toEqual({ [scheduleKey(1907, 'regular')]: '2024-01-02' });
});

it('a season without dates opens on no day and asks for no games', async () => {
  mocked.matchDates.mockResolvedValue([]);
  await nba().loadSchedule(1907, 'regular');
  expect(nba().topic.days).toEqual({});
  expect(mocked.list).not.toHaveBeenCalled();
});

it('the bracket tie is remembered per season and view', () => {
  nba().selectTie('a');
  nba().setSeason(1745);
  nba().selectTie('b');
  expect(nba().topic.ties).toEqual({ [scheduleKey(1907, 'regular')]: 'a', [scheduleKey(1745, 'regular')]: 'b' });
});

it('two days’ games are each kept under their own day', async () => {
  mocked.list.mockImplementation(async ({ matchDate }) => [game({ id: matchDate })]);
  await nba().loadDay(1907, 'regular', '2024-01-02');
  await nba().loadDay(1907, 'regular', '2024-01-03');
  const shown = (day: string) => nbaSelectors.schedule(dayKey(1907, 'regular', day))(nba()).data?.[0]?.id;
  expect([shown('2024-01-02'), shown('2024-01-03')]).toEqual([
    Date.parse('2024-01-01T16:00:00Z'),
    Date.parse('2024-01-02T16:00:00Z'),
  ]);
});

it('each conference’s standings and home-away records are its own', async () => {
  await nba().loadStandings(1907, 'east');
  await nba().loadStandings(1907, 'west');
  await nba().loadHomeAway(1907, 'east');
  await nba().loadHomeAway(1907, 'west');
  const east = { asked: [{ seasonId: 1907, scope: 1, division: 1 }] };
  const west = { asked: [{ seasonId: 1907, scope: 1, division: 2 }] };
  expect(nbaSelectors.standings(standingsKey(1907, 'east'))(nba()).data).toEqual(east);
  expect(nbaSelectors.standings(standingsKey(1907, 'west'))(nba()).data).toEqual(west);
  expect(nbaSelectors.homeAway(standingsKey(1907, 'east'))(nba()).data).toEqual(east);
  expect(nbaSelectors.homeAway(standingsKey(1907, 'west'))(nba()).data).toEqual(west);
});

it('two teams’ line-ups and players, and a team’s games and data of two seasons, are each their own', async () => {
  await nba().loadTeamPlayers(2001);
  await nba().loadTeamPlayers(2002);
  await nba().loadTeamData(2001, 1414, 2);
  await nba().loadTeamData(2001, 1566, 1);
  await nba().loadTeamGames(2001, 1414, 2);
  await nba().loadTeamGames(2001, 1566, 1);
  expect(nbaSelectors.teamPlayers(2001)(nba()).data).toEqual({ asked: [{ teamId: 2001 }] });
  expect(nbaSelectors.teamPlayers(2002)(nba()).data).toEqual({ asked: [{ teamId: 2002 }] });
  expect(nbaSelectors.teamData(teamSeasonKey(2001, 1414, 2))(nba()).data).toEqual({
    asked: [{ teamId: 2001, seasonId: 1414, kind: 2 }],
  });
  expect(nbaSelectors.teamData(teamSeasonKey(2001, 1566, 1))(nba()).data).toEqual({
    asked: [{ teamId: 2001, seasonId: 1566, kind: 1 }],
  });
  expect(nbaSelectors.teamGames(teamSeasonKey(2001, 1566, 1))(nba()).data).toEqual({
    asked: [{ teamId: 2001, seasonId: 1566, kind: 1 }],
  });
});

it('a page whose data was never asked for reads it as not loaded', () => {
  expect(nbaSelectors.lineUp(2001)(nba())).toMatchObject({ status: 'idle', data: null });
  expect(nbaSelectors.player(200101)(nba())).toMatchObject({ status: 'idle', data: null });
  expect(nbaSelectors.knockout(scheduleKey(1907, 'playoffs'))(nba()).status).toBe('idle');
});

it('the player ranking of two statistics and of two orders are each their own', async () => {
  mocked.playerList.mockImplementation(async ({ scope, order }) => ({
    scope,
    order,
    list: [rankItem(1, { value: scope * 10 + order })],
  }));
  const asked = [
    [2, 1],
    [3, 1],
    [2, 2],
  ] as const;
  for (const [scope, order] of asked) await nba().loadPlayerRanking(1907, scope, order);
  const shown = asked.map(
    ([scope, order]) => nbaSelectors.playerRanking(rankingKey(1907, scope, order))(nba()).data?.[0]?.value,
  );
  expect(shown).toEqual([21, 31, 22]);
});

it('a day of the dates is asked for at the time its date item gives', async () => {
  const tipOff = Date.parse('2024-01-02T19:30:00+08:00');
  mocked.matchDates.mockResolvedValue([{ matchDate: Date.parse('2024-01-01T19:30:00+08:00') }, { matchDate: tipOff }]);
  await nba().loadSchedule(1907, 'regular');
  await nba().selectDay('2024-01-02');
  expect(mocked.list).toHaveBeenLastCalledWith(
    { seasonId: 1907, kind: 1, matchDate: tipOff },
    { headers: { pid: '164' } },
  );
});

it('what the device kept of two seasons, two days, two teams and two players comes back to each on the next visit', async () => {
  mocked.matchDates.mockImplementation(async ({ seasonId }) => [{ matchDate: seasonId }]);
  mocked.list.mockImplementation(async ({ matchDate }) => [game({ id: matchDate })]);
  mocked.teamLineUp.mockImplementation(async ({ id }) => lineUp(id));
  mocked.playerDetail.mockImplementation(async ({ id }) => playerDetail(id));
  const visit = () =>
    Promise.all([
      ...[1907, 1745].map((seasonId) => nba().loadSchedule(seasonId, 'regular')),
      ...['2024-01-02', '2024-01-03'].map((day) => nba().loadDay(1907, 'regular', day)),
      ...[2001, 2002].map((teamId) => nba().loadLineUp(teamId)),
      ...[200101, 200102].map((playerId) => nba().loadPlayer(playerId)),
    ]);
  await visit();
  nba().reset();
  const hanging = () => new Promise<never>(() => {});
  for (const call of [mocked.matchDates, mocked.list, mocked.teamLineUp, mocked.playerDetail]) {
    (call as jest.Mock).mockImplementation(hanging);
  }
  void visit();
  const state = nba();
  expect({
    dates: [1907, 1745].map((seasonId) => nbaSelectors.dates(scheduleKey(seasonId, 'regular'))(state).data),
    days: ['2024-01-02', '2024-01-03'].map(
      (day) => nbaSelectors.schedule(dayKey(1907, 'regular', day))(state).data?.[0]?.id,
    ),
    teams: [2001, 2002].map((teamId) => nbaSelectors.lineUp(teamId)(state).data?.team.id),
    players: [200101, 200102].map((playerId) => nbaSelectors.player(playerId)(state).data?.player.id),
  }).toEqual({
    dates: [[{ matchDate: 1907 }], [{ matchDate: 1745 }]],
    days: [Date.parse('2024-01-01T16:00:00Z'), Date.parse('2024-01-02T16:00:00Z')],
    teams: [2001, 2002],
    players: [200101, 200102],
  });
});

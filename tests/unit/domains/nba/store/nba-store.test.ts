/** The NBA store's actions with the api module mocked: what is asked, what is kept, how failures show. */
import * as api from '@src/domains/nba/api/nba-api';
import { liveAfterTheCalls } from '@tests/support/live-match-lists';
import { dayKeyOf } from '@src/domains/nba/rules/schedule-dates';
import { dayKey, rankingKey, scheduleKey, standingsKey, teamSeasonKey } from '@src/domains/nba/store/initial-state';
import { useNbaStore } from '@src/domains/nba/store/nba-store';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { deferred, networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { game, lineUp, playerDetail, rankItem, rankingGroup, standingRow } from '../support/fixtures';

jest.mock('@src/domains/nba/api/nba-api');
const mocked = jest.mocked(api.nbaApi);
const actualApi = jest.requireActual<typeof api>('@src/domains/nba/api/nba-api').nbaApi;
const nba = () => useNbaStore.getState();

const DAY = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
const today = dayKeyOf(Date.now());
const todayStart = dayStart(today);
const dates = [
  { matchDate: dayStart('2023-10-06') },
  { matchDate: todayStart - DAY },
  { matchDate: todayStart },
  { matchDate: todayStart + DAY },
];

beforeEach(() => {
  clearAllLastSeen();
  setUpAppWorld();
});

describe('the schedule', () => {
  it('loads the dates, opens on today and loads today’s games with the pid, seeding live scores', async () => {
    mocked.matchDates.mockResolvedValue(dates);
    mocked.list.mockResolvedValue([game({ id: 9, statusId: 6, period: 3, homeScore: 70, awayScore: 66 })]);
    await nba().loadSchedule(1907, 'regular');
    expect(mocked.matchDates).toHaveBeenCalledWith({ seasonId: 1907, kind: 1 });
    expect(nba().topic.days[scheduleKey(1907, 'regular')]).toBe(today);
    expect(mocked.list).toHaveBeenCalledWith(
      { seasonId: 1907, kind: 1, matchDate: todayStart },
      { headers: { pid: '164' } },
    );
    expect(nba().schedule[dayKey(1907, 'regular', today)]).toMatchObject({
      status: 'ready',
      data: [expect.objectContaining({ id: 9 })],
    });
    expect(await liveAfterTheCalls(mocked.list, actualApi.list, 9)).toMatchObject({
      homeScore: 70,
      statusId: 6,
    });
  });

  it('keeps a chosen day, and keys games by date', async () => {
    mocked.matchDates.mockResolvedValue(dates);
    mocked.list.mockImplementation(async ({ matchDate }) => [game({ id: matchDate === todayStart ? 1 : 2 })]);
    await nba().loadSchedule(1907, 'regular');
    const yesterday = dayKeyOf(todayStart - DAY);
    await nba().selectDay(yesterday);
    expect(nba().topic.days[scheduleKey(1907, 'regular')]).toBe(yesterday);
    expect(mocked.list).toHaveBeenLastCalledWith(expect.objectContaining({ matchDate: todayStart - DAY }), {
      headers: { pid: '164' },
    });
    expect(nba().schedule[dayKey(1907, 'regular', yesterday)]!.data![0]!.id).toBe(2);
    expect(nba().schedule[dayKey(1907, 'regular', today)]!.data![0]!.id).toBe(1);
    // The next refresh loads the chosen day again, not today.
    await nba().loadSchedule(1907, 'regular');
    expect(mocked.list).toHaveBeenLastCalledWith(expect.objectContaining({ matchDate: todayStart - DAY }), {
      headers: { pid: '164' },
    });
  });

  it('asks the playoffs as kind 2, and opens on the last day of a finished season', async () => {
    const finals = [dayStart('2024-06-07'), dayStart('2024-06-09')].map((matchDate) => ({ matchDate }));
    mocked.matchDates.mockResolvedValue(finals);
    mocked.list.mockResolvedValue([]);
    await nba().loadSchedule(1745, 'playoffs');
    expect(mocked.matchDates).toHaveBeenCalledWith({ seasonId: 1745, kind: 2 });
    expect(nba().topic.days[scheduleKey(1745, 'playoffs')]).toBe('2024-06-09');
  });

  it('opens a season wholly before 2023-10-06 on its last day (the date filter bounds later seasons only)', async () => {
    mocked.matchDates.mockResolvedValue(
      [dayStart('2022-10-19'), dayStart('2023-06-13')].map((matchDate) => ({ matchDate })),
    );
    mocked.list.mockResolvedValue([]);
    await nba().loadSchedule(1566, 'regular');
    expect(nba().topic.days[scheduleKey(1566, 'regular')]).toBe('2023-06-13');
    expect(mocked.list).toHaveBeenCalledWith(
      expect.objectContaining({ seasonId: 1566, matchDate: dayStart('2023-06-13') }),
      { headers: { pid: '164' } },
    );
  });

  it('shows a failed first load as failed, and keeps the games shown when a refresh fails', async () => {
    mocked.matchDates.mockRejectedValueOnce(networkError());
    await nba().loadSchedule(1907, 'regular');
    expect(nba().dates[scheduleKey(1907, 'regular')]!.status).toBe('failed');
    mocked.matchDates.mockResolvedValue(dates);
    mocked.list.mockResolvedValueOnce([game({ id: 3 })]);
    await nba().loadSchedule(1907, 'regular');
    mocked.list.mockRejectedValueOnce(networkError());
    await nba().loadSchedule(1907, 'regular');
    expect(nba().schedule[dayKey(1907, 'regular', today)]).toMatchObject({
      status: 'ready',
      refreshFailed: true,
      data: [expect.objectContaining({ id: 3 })],
    });
    expect(shownToasts()).toEqual([['fail', '刷新失败，已显示上次的内容']]);
  });

  it('shows the last-seen schedule at once on the next visit, marked, while the fresh one loads', async () => {
    mocked.matchDates.mockResolvedValue(dates);
    mocked.list.mockResolvedValue([game({ id: 4 })]);
    await nba().loadSchedule(1907, 'regular');
    nba().reset();
    const hanging = deferred<Awaited<ReturnType<typeof api.nbaApi.matchDates>>>();
    mocked.matchDates.mockReturnValue(hanging.promise);
    void nba().loadSchedule(1907, 'regular');
    expect(nba().dates[scheduleKey(1907, 'regular')]).toMatchObject({ status: 'ready', stale: true, refreshing: true });
    hanging.resolve(dates);
  });

  it('builds a knockout from its stages: the cup as playoffs with each cup stage', async () => {
    mocked.list.mockImplementation(async ({ stageId }) => [game({ id: stageId!, stageId: stageId! })]);
    await nba().loadKnockout(1745, 'cup');
    expect(mocked.list.mock.calls.map(([query]) => query)).toEqual([
      { seasonId: 1745, kind: 2, stageId: 10492 },
      { seasonId: 1745, kind: 2, stageId: 10493 },
      { seasonId: 1745, kind: 2, stageId: 10494 },
    ]);
    expect(nba().knockout[scheduleKey(1745, 'cup')]!.data!.map((stage) => stage.stageId)).toEqual([
      10492, 10493, 10494,
    ]);
    await nba().loadKnockout(1745, 'playoffs');
    expect(mocked.list.mock.calls.slice(3).map(([query]) => query.stageId)).toEqual([10481, 10482, 10483, 10484]);
  });

  it('remembers the page’s choices until reset', () => {
    nba().setSection('standings');
    nba().setView('cup');
    nba().setSeason(1745);
    nba().selectTie('10494:17454007');
    expect(nba().topic).toMatchObject({
      section: 'standings',
      view: 'cup',
      seasonId: 1745,
      ties: { '1745:cup': '10494:17454007' },
    });
    nba().reset();
    expect(nba().topic).toMatchObject({ section: 'schedule', view: 'regular', seasonId: 1907, ties: {} });
  });
});

describe('the tables', () => {
  it('asks the standings and home-away with the view’s codes', async () => {
    mocked.ranking.mockResolvedValue([rankingGroup('西部', [standingRow()], 2)]);
    mocked.homeAway.mockResolvedValue([]);
    await nba().loadStandings(1907, 'west');
    expect(mocked.ranking).toHaveBeenCalledWith({ seasonId: 1907, scope: 1, division: 2 });
    expect(nba().standings[standingsKey(1907, 'west')]!.data![0]!.divisionName).toBe('西部');
    await nba().loadHomeAway(1745, 'division');
    expect(mocked.homeAway).toHaveBeenCalledWith({ seasonId: 1745, scope: 2, division: 0 });
  });

  it('keeps the top 10 of a player ranking, per statistic and order', async () => {
    mocked.playerList.mockResolvedValue({
      scope: 2,
      order: 1,
      list: [12, 11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((rank) => rankItem(rank)),
    });
    await nba().loadPlayerRanking(1907, 2, 1);
    expect(mocked.playerList).toHaveBeenCalledWith({ seasonId: 1907, scope: 2, order: 1 });
    expect(nba().playerRanking[rankingKey(1907, 2, 1)]!.data!.map((item) => item.rank)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});

describe('teams and players', () => {
  it('loads a team’s lineup, players, matches and data', async () => {
    mocked.teamLineUp.mockResolvedValue(lineUp(2001));
    mocked.teamPlayers.mockResolvedValue([]);
    mocked.teamMatches.mockResolvedValue([game({ id: 77, statusId: 10, homeScore: 101, awayScore: 99 })]);
    mocked.teamData.mockResolvedValue({
      team: lineUp().team,
      record: null,
      games: 0,
      averages: { points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0, pointsAgainst: 0 },
    });
    await nba().loadLineUp(2001);
    await nba().loadTeamPlayers(2001);
    await nba().loadTeamGames(2001, 1414, 2);
    await nba().loadTeamData(2001, 1566, 1);
    expect(mocked.teamLineUp).toHaveBeenCalledWith({ id: 2001 });
    expect(mocked.teamMatches).toHaveBeenCalledWith({ teamId: 2001, seasonId: 1414, kind: 2 });
    expect(mocked.teamData).toHaveBeenCalledWith({ teamId: 2001, seasonId: 1566, kind: 1 });
    expect(nba().lineUps['2001']!.data!.team.nameZh).toBe('凯尔特人');
    expect(nba().teamGames[teamSeasonKey(2001, 1414, 2)]!.data![0]!.id).toBe(77);
    expect(await liveAfterTheCalls(mocked.teamMatches, actualApi.teamMatches, 77)).toMatchObject({
      statusId: 10,
    });
  });

  it('loads a player, and keeps the profile for the next visit (the original name too)', async () => {
    const detail = playerDetail(200101);
    mocked.playerDetail.mockResolvedValue({
      ...detail,
      player: { ...detail.player, name: '马利克·霍华德', nameEn: 'Malik Howard' },
    });
    await nba().loadPlayer(200101);
    expect(nba().players['200101']!.data!.player.name).toBe('马利克·霍华德');
    nba().reset();
    mocked.playerDetail.mockRejectedValue(networkError());
    await nba().loadPlayer(200101);
    expect(nba().players['200101']).toMatchObject({ status: 'ready', stale: true, refreshFailed: true });
    expect(nba().players['200101']!.data!.player).toMatchObject({ name: '马利克·霍华德', nameEn: 'Malik Howard' });
  });
});

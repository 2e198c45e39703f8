/** The football store's actions with the api module mocked (store/football-store.ts). */
import * as api from '@src/domains/football/api/football-api';
import { liveAfterTheCalls } from '@tests/support/live-match-lists';
import { useFootballStore } from '@src/domains/football/store/football-store';
import { resourceAt } from '@src/platform/store/keyed';
import { footballKeys } from '@src/domains/football/store/keys';
import { clearAllLastSeen, flushLastSeenWrites } from '@src/platform/store/last-seen';
import { deferred, networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { competition, footballMatch, matchDay } from '../support/fixtures';

jest.mock('@src/domains/football/api/football-api');
const mocked = jest.mocked(api.footballApi);
const actualApi = jest.requireActual<typeof api>('@src/domains/football/api/football-api').footballApi;
const football = () => useFootballStore.getState();

beforeEach(() => {
  clearAllLastSeen();
  setUpAppWorld();
  jest.clearAllMocks();
});

describe('competitions', () => {
  it('loads once for concurrent callers, and shows the last good answer at once on the next visit', async () => {
    mocked.competitions.mockResolvedValue([competition()]);
    await Promise.all([football().loadCompetitions(), football().loadCompetitions()]);
    expect(mocked.competitions).toHaveBeenCalledTimes(1);
    expect(football().competitions).toMatchObject({ status: 'ready', stale: false, data: [{ seasonId: 62387 }] });

    // The next visit (the app started again): the kept copy first, marked, while the fresh one loads.
    setUpAppWorld();
    const fresh = deferred<ReturnType<typeof competition>[]>();
    mocked.competitions.mockReturnValueOnce(fresh.promise);
    const loading = football().loadCompetitions();
    expect(football().competitions).toMatchObject({ status: 'ready', stale: true, refreshing: true });
    fresh.resolve([competition({ seasonName: '2027-28' })]);
    await loading;
    expect(football().competitions).toMatchObject({ stale: false, data: [{ seasonName: '2027-28' }] });
  });
});

describe('a league day', () => {
  const day = 1_795_276_800_000;

  it('asks with the platform game id, keeps the matches by day, and records their live values', async () => {
    mocked.matchList.mockResolvedValue([footballMatch({ id: 77, statusId: 4, homeScore: 2, minute: 63 })]);
    await football().loadLeagueDay(62387, day);
    expect(mocked.matchList).toHaveBeenCalledWith({ seasonId: 62387, matchDate: day, pid: 164 });
    expect(resourceAt(football().matches, footballKeys.leagueDay(62387, day)).data?.map((match) => match.id)).toEqual([
      77,
    ]);
    expect(await liveAfterTheCalls(mocked.matchList, actualApi.matchList, 77)).toMatchObject({
      homeScore: 2,
      minute: 63,
      statusId: 4,
    });
  });

  it('a failed first load is an error state; a failed refresh keeps the day and says so', async () => {
    mocked.matchList.mockRejectedValueOnce(networkError());
    await football().loadLeagueDay(62387, day);
    expect(resourceAt(football().matches, footballKeys.leagueDay(62387, day)).status).toBe('failed');
    mocked.matchList.mockResolvedValueOnce([footballMatch({ id: 1 })]);
    await football().loadLeagueDay(62387, day);
    mocked.matchList.mockRejectedValueOnce(networkError());
    await football().loadLeagueDay(62387, day);
    expect(resourceAt(football().matches, footballKeys.leagueDay(62387, day))).toMatchObject({
      status: 'ready',
      refreshFailed: true,
    });
    expect(shownToasts()).toEqual([['fail', '刷新失败，已显示上次的内容']]);
  });

  it('an answer that arrives after the store was reset lands nowhere', async () => {
    const answer = deferred<ReturnType<typeof footballMatch>[]>();
    mocked.matchList.mockReturnValueOnce(answer.promise);
    const loading = football().loadLeagueDay(62387, day);
    football().reset();
    answer.resolve([footballMatch({ id: 5 })]);
    await loading;
    expect(football().matches).toEqual({});
  });
});

describe('cups and tournaments', () => {
  it('a cup day asks every stage playing that day, with anchors, and merges by kick-off', async () => {
    mocked.list.mockImplementation(async ({ stageId }) =>
      stageId === 1 ? [footballMatch({ id: 2, matchDate: 20 })] : [footballMatch({ id: 1, matchDate: 10 })],
    );
    await football().loadCupDay([1, 2], 5);
    expect(mocked.list).toHaveBeenCalledWith({ stageId: 1, matchDate: 5, pid: 164, showAnchor: 1 });
    expect(mocked.list).toHaveBeenCalledWith({ stageId: 2, matchDate: 5, pid: 164, showAnchor: 1 });
    expect(resourceAt(football().matches, footballKeys.cupDay([1, 2], 5)).data?.map((match) => match.id)).toEqual([
      1, 2,
    ]);
  });

  it('a whole stage (the bracket) comes without anchors', async () => {
    mocked.list.mockResolvedValue([]);
    await football().loadStageMatches(3);
    expect(mocked.list).toHaveBeenCalledWith({ stageId: 3, pid: 164, showAnchor: 0 });
  });

  it('keys each tournament apart', async () => {
    mocked.euro.matchDate.mockResolvedValue([matchDay(1)]);
    mocked['world-cup'].matchDate.mockResolvedValue([matchDay(2)]);
    await Promise.all([football().loadTournamentDates('euro'), football().loadTournamentDates('world-cup')]);
    expect(resourceAt(football().dates, footballKeys.tournament('euro')).data).toEqual([matchDay(1)]);
    expect(resourceAt(football().dates, footballKeys.tournament('world-cup')).data).toEqual([matchDay(2)]);
  });

  it('Euro team leaders use the Euro call; others the league one', async () => {
    mocked.euro.teamLeaders.mockResolvedValue([]);
    mocked.teamLeaders.mockResolvedValue([]);
    await football().loadLeaders(1909, 61334, 'euro');
    await football().loadLeaders(1111, 62387);
    expect(mocked.euro.teamLeaders.mock.calls).toEqual([[{ teamId: 1909, seasonId: 61334 }]]);
    expect(mocked.teamLeaders.mock.calls).toEqual([[{ teamId: 1111, seasonId: 62387 }]]);
  });
});

describe('last-seen data read by the wire parser', () => {
  it("a day's matches kept on the device come back through parseFootballMatches; another shape is dropped", async () => {
    const day = 1_795_276_800_000;
    mocked.matchList.mockResolvedValue([footballMatch({ id: 77, statusId: 4, homeScore: 2, minute: 63 })]);
    await football().loadLeagueDay(62387, day);
    const key = footballKeys.leagueDay(62387, day);
    const kept = resourceAt(football().matches, key).data;

    setUpAppWorld();
    const fresh = deferred<ReturnType<typeof footballMatch>[]>();
    mocked.matchList.mockReturnValueOnce(fresh.promise);
    const loading = football().loadLeagueDay(62387, day);
    expect(resourceAt(football().matches, key)).toMatchObject({ status: 'ready', stale: true, data: kept });
    fresh.resolve([]);
    await loading;

    // A copy the parser refuses (tampered, another version) is not shown.
    flushLastSeenWrites();
    const storageKey = Object.keys(window.localStorage).find((name) => name.includes(`football:matches:${key}`))!;
    window.localStorage.setItem(storageKey, JSON.stringify({ data: { list: 'not a list' }, savedAt: 1 }));
    setUpAppWorld();
    mocked.matchList.mockReturnValueOnce(deferred<ReturnType<typeof footballMatch>[]>().promise);
    void football().loadLeagueDay(62387, day);
    expect(resourceAt(football().matches, key).status).toBe('loading');
  });
});

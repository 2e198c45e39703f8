/** The board's store actions with the api module mocked: config → list, choices, last-seen, refresh. */
import * as api from '@src/domains/ranking/api/ranking-api';
import { RankingType, OddsType } from '@src/contracts/ranking';
import { boardView } from '@src/domains/ranking/store/board-actions';
import { savedOddsType } from '@src/domains/ranking/store/saved-odds-type';
import { listKeyOf } from '@src/domains/ranking/store/initial-state';
import { rankingSelectors } from '@src/domains/ranking/store/selectors';
import { dateKeyOf } from '@src/domains/ranking/rules/ranking-tabs';
import { flushLastSeenWrites } from '@src/platform/store/last-seen';
import { deferred, networkError, shownToasts } from '@tests/support/app-world';
import { lastWeek, thisMonth, thisWeek, wireEntry } from '../support/fixtures';
import { configs, ranking, rankingDate, setUpRankingWorld } from '../support/store-setup';

jest.mock('@src/domains/ranking/api/ranking-api');
const mocked = jest.mocked(api.rankingApi);

beforeEach(() => {
  setUpRankingWorld();
  mocked.config.mockResolvedValue(configs());
  mocked.list.mockImplementation(async (params) =>
    rankingDate(params, params.rankingType, [wireEntry(1), wireEntry(2)]),
  );
});

const listOf = (period: { startDate: number; endDate: number }, type: 1 | 2 | 3) =>
  ranking().lists[listKeyOf(period, type)];

describe('the board', () => {
  it("loads the config, then the newest date's profit list", async () => {
    await ranking().loadBoard();
    expect(ranking().config.status).toBe('ready');
    expect(mocked.list).toHaveBeenCalledWith(
      { ...thisWeek, rankingType: RankingType.Win, size: 100, gamePlatforms: [] },
      { silent: true },
    );
    expect(listOf(thisWeek, RankingType.Win)).toMatchObject({
      status: 'ready',
      data: { rankingType: 2, startDate: thisWeek.startDate },
    });
    expect(listOf(thisWeek, RankingType.Win)?.data?.entries.map((entry) => entry.rank)).toEqual([1, 2]);
  });

  it('a choice of kind, date or list shows that list, asking for it once while it is fresh', async () => {
    await ranking().loadBoard();
    ranking().chooseDate(dateKeyOf(lastWeek));
    expect(boardView(ranking())?.date).toMatchObject(lastWeek);
    ranking().chooseList(RankingType.Red);
    ranking().choosePeriodKind(1);
    await Promise.resolve();
    expect(mocked.list.mock.calls.map(([params]) => [params.startDate, params.rankingType])).toEqual([
      [thisWeek.startDate, 2],
      [lastWeek.startDate, 2],
      [lastWeek.startDate, 1],
      [thisMonth.startDate, 1],
    ]);
    // Back to a list already shown: no new call while it is fresh.
    ranking().choosePeriodKind(0);
    ranking().chooseDate(dateKeyOf(lastWeek));
    expect(mocked.list).toHaveBeenCalledTimes(5);
    ranking().chooseList(RankingType.Win);
    expect(mocked.list).toHaveBeenCalledTimes(5);
  });

  it('a failed first load of a list shows its error; a retry shows the list', async () => {
    mocked.list.mockRejectedValueOnce(networkError());
    await ranking().loadBoard();
    expect(listOf(thisWeek, 2)?.status).toBe('failed');
    await ranking().loadList(thisWeek, 2);
    expect(listOf(thisWeek, 2)?.status).toBe('ready');
  });

  it('a failed refresh keeps the list and says so', async () => {
    await ranking().loadBoard();
    mocked.list.mockRejectedValueOnce(networkError());
    await ranking().loadBoard();
    expect(listOf(thisWeek, 2)).toMatchObject({ status: 'ready', refreshFailed: true });
    expect(shownToasts()).toEqual([['fail', '刷新失败，已显示上次的内容']]);
  });

  it("shows last visit's config and first list at once, marked, while the fresh ones load", async () => {
    await ranking().loadBoard();
    ranking().reset();
    const config = deferred<ReturnType<typeof configs>>();
    const list = deferred<ReturnType<typeof rankingDate>>();
    mocked.config.mockReturnValueOnce(config.promise);
    mocked.list.mockReturnValueOnce(list.promise);
    const loading = ranking().loadBoard();
    expect(ranking().config).toMatchObject({ status: 'ready', stale: true });
    // The list is asked for beside the config, from the kept config.
    expect(mocked.list).toHaveBeenLastCalledWith(
      { ...thisWeek, rankingType: 2, size: 100, gamePlatforms: [] },
      { silent: true },
    );
    expect(listOf(thisWeek, 2)).toMatchObject({ status: 'ready', stale: true });
    config.resolve(configs());
    list.resolve(rankingDate(thisWeek, 2, [wireEntry(1)]));
    await loading;
    expect(listOf(thisWeek, 2)).toMatchObject({ status: 'ready', stale: false });
    expect(listOf(thisWeek, 2)?.data?.entries).toHaveLength(1);
  });

  it("when the fresh config has a newer week than the kept one, the newer week's list is asked for", async () => {
    mocked.config.mockResolvedValueOnce(
      configs().map((config) => ({ ...config, rankingDateList: config.rankingDateList.slice(1) })),
    );
    await ranking().loadBoard();
    ranking().reset();
    mocked.list.mockClear();
    await ranking().loadBoard();
    expect(mocked.list.mock.calls.map(([params]) => params.startDate)).toEqual([
      lastWeek.startDate,
      thisWeek.startDate,
    ]);
    expect(listOf(thisWeek, RankingType.Win)?.status).toBe('ready');
  });

  it('keeps the odds type on the device', () => {
    expect(rankingSelectors.oddsType(ranking())).toBe(OddsType.European);
    ranking().setOddsType(OddsType.HongKong);
    expect(rankingSelectors.oddsType(ranking())).toBe(OddsType.HongKong);
    expect(window.localStorage.getItem('sport-info:odds-type')).toBe('2');
    ranking().reset();
    expect(rankingSelectors.oddsType(ranking())).toBe(OddsType.HongKong);
    expect(savedOddsType()).toBe(OddsType.HongKong);
  });
});

describe('when a list is asked again', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const calls = () => mocked.list.mock.calls.map(([params]) => `${params.startDate}:${params.rankingType}`);

  it('a list shown again within the minute is not asked again; from the minute on it is', async () => {
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    await ranking().loadBoard();
    ranking().chooseList(RankingType.Red);
    await settle();
    ranking().chooseList(RankingType.Win);
    ranking().chooseDate(dateKeyOf(thisWeek));
    ranking().choosePeriodKind(0);
    await settle();
    expect(calls()).toEqual([`${thisWeek.startDate}:2`, `${thisWeek.startDate}:1`]);
    now.mockReturnValue(start + 59_999);
    ranking().chooseList(RankingType.Red);
    await settle();
    expect(mocked.list).toHaveBeenCalledTimes(2);
    now.mockReturnValue(start + 60_000);
    ranking().chooseList(RankingType.Win);
    await settle();
    expect(calls()).toEqual([`${thisWeek.startDate}:2`, `${thisWeek.startDate}:1`, `${thisWeek.startDate}:2`]);
    now.mockRestore();
  });

  it("last visit's copy of a list, its refresh failed, is asked for again when chosen again", async () => {
    await ranking().loadBoard();
    ranking().reset();
    mocked.list.mockClear();
    mocked.list.mockRejectedValueOnce(networkError());
    await ranking().loadBoard();
    expect(listOf(thisWeek, RankingType.Win)).toMatchObject({ status: 'ready', stale: true });
    ranking().chooseList(RankingType.Red);
    await settle();
    ranking().chooseList(RankingType.Win);
    await settle();
    expect(calls()).toEqual([`${thisWeek.startDate}:2`, `${thisWeek.startDate}:1`, `${thisWeek.startDate}:2`]);
  });

  it('the board asks its calls silently: a failure shows in the page, not as a toast', async () => {
    mocked.userTitles.mockResolvedValue([]);
    await ranking().loadBoard();
    await ranking().loadTitles();
    expect(mocked.config).toHaveBeenCalledWith(undefined, { silent: true });
    expect(mocked.userTitles).toHaveBeenCalledWith(undefined, { silent: true });
  });

  it('a choice of odds type holds for the visit even where the device keeps nothing', () => {
    const write = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    ranking().setOddsType(OddsType.HongKong);
    write.mockRestore();
    expect(rankingSelectors.oddsType(ranking())).toBe(OddsType.HongKong);
  });
});

describe("last visit's copies", () => {
  const storedList = (type: number) =>
    Object.keys(window.localStorage).find((key) => key.endsWith(`ranking:list:${type}@1`))!;
  const nextVisit = () => {
    ranking().reset();
    mocked.config.mockReturnValueOnce(new Promise(() => undefined));
    mocked.list.mockReturnValue(new Promise(() => undefined));
    void ranking().loadBoard();
  };

  it('each list keeps its own copy, of its first 20 entries', async () => {
    const entries = Array.from({ length: 25 }, (_, index) => wireEntry(index + 1));
    mocked.list.mockImplementation(async (params) => rankingDate(params, params.rankingType, entries));
    await ranking().loadBoard();
    ranking().chooseList(RankingType.Red);
    await new Promise((resolve) => setTimeout(resolve, 0));
    ranking().chooseList(RankingType.Win);
    nextVisit();
    expect(listOf(thisWeek, RankingType.Win)).toMatchObject({ status: 'ready', stale: true });
    expect(listOf(thisWeek, RankingType.Win)?.data?.entries).toHaveLength(20);
  });

  it.each([
    ['another week', (data: Record<string, unknown>) => ({ ...data, startDate: lastWeek.startDate })],
    ['a week ending elsewhere', (data: Record<string, unknown>) => ({ ...data, endDate: lastWeek.endDate })],
    ['another list', (data: Record<string, unknown>) => ({ ...data, rankingType: RankingType.Red })],
    ['no list', () => null],
    ['entries that are no list', (data: Record<string, unknown>) => ({ ...data, entries: 'x' })],
    ['an entry that is nothing', (data: Record<string, unknown>) => ({ ...data, entries: [null] })],
    [
      'an entry without its bettor',
      (data: Record<string, unknown>) => ({ ...data, entries: [{ bettingReportList: [] }] }),
    ],
    ['an entry without its reports', (data: Record<string, unknown>) => ({ ...data, entries: [{ userId: 1 }] })],
    [
      'a good entry beside a broken one',
      (data: Record<string, unknown>) => ({ ...data, entries: [...(data.entries as unknown[]), { userId: 'x' }] }),
    ],
  ])('a kept copy of %s is not shown as the list', async (_name, change) => {
    await ranking().loadBoard();
    ranking().reset();
    flushLastSeenWrites();
    const key = storedList(RankingType.Win);
    const entry = JSON.parse(window.localStorage.getItem(key)!) as { data: Record<string, unknown> };
    window.localStorage.setItem(key, JSON.stringify({ ...entry, data: change(entry.data) }));
    nextVisit();
    expect(listOf(thisWeek, RankingType.Win)?.status).toBe('loading');
  });
});

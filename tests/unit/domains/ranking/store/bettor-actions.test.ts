/** A bettor's page in the store: the period's record read to its last page, the 近期/历史 lists by cursor. */
import * as api from '@src/domains/ranking/api/ranking-api';
import { liveAfterTheCalls } from '@tests/support/live-match-lists';
import { feedKeyOf, recordKeyOf } from '@src/domains/ranking/store/initial-state';
import { rankingSelectors } from '@src/domains/ranking/store/selectors';
import { networkError } from '@tests/support/app-world';
import { matchSummary, thisWeek, wireReport } from '../support/fixtures';
import { bettingPage, ranking, setUpRankingWorld } from '../support/store-setup';

jest.mock('@src/domains/ranking/api/ranking-api');
const mocked = jest.mocked(api.rankingApi);
const actualApi = jest.requireActual<typeof api>('@src/domains/ranking/api/ranking-api').rankingApi;

const BETTOR = 508;
const title = {
  userId: BETTOR,
  nickName: '量大',
  headUrl: '',
  titleId: null,
  title: null,
  followBetCount: 3,
  isFollowBet: 0,
};
const page = (ids: number[], cursor: number | null, extra: Record<string, unknown> = {}) =>
  bettingPage({
    list: ids.map((id) => wireReport({ id, userId: BETTOR }, 'betInfos')),
    cursor,
    pageNum: 1,
    pageSize: 100,
    total: 250,
    ...extra,
  });

beforeEach(() => setUpRankingWorld());

describe('the record of a period', () => {
  it("reads every page of the period's settled bets, with who the bettor is from the first", async () => {
    mocked.bettingList
      .mockResolvedValueOnce(page([1, 2], 2, { userTitle: title }))
      .mockResolvedValueOnce(page([3, 4], 4))
      .mockResolvedValueOnce(page([5], null));
    await ranking().loadRecord(BETTOR, thisWeek);
    expect(mocked.bettingList.mock.calls.map(([query]) => query)).toEqual([
      { userId: BETTOR, size: 100, isHistory: 1, ...thisWeek, title: 1 },
      { userId: BETTOR, size: 100, isHistory: 1, ...thisWeek, cursor: 2 },
      { userId: BETTOR, size: 100, isHistory: 1, ...thisWeek, cursor: 4 },
    ]);
    // Silent: a failure shows in the page, with its retry, not as a toast.
    expect(mocked.bettingList.mock.calls.map(([, options]) => options)).toEqual(Array(3).fill({ silent: true }));
    const record = ranking().records[recordKeyOf(BETTOR, thisWeek)]!;
    expect(record.status).toBe('ready');
    expect(record.data).toMatchObject({ userTitle: title, complete: true });
    expect(record.data!.bets.map((bet) => bet.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops after five pages and says the curve has the newest only', async () => {
    mocked.bettingList.mockImplementation(async (query) =>
      page([query.cursor ?? 0], (query.cursor ?? 0) + 1, { userTitle: title }),
    );
    await ranking().loadRecord(BETTOR, thisWeek);
    expect(mocked.bettingList).toHaveBeenCalledTimes(5);
    expect(ranking().records[recordKeyOf(BETTOR, thisWeek)]!.data!.complete).toBe(false);
  });

  it('fails as a whole when a page fails (the page offers a retry)', async () => {
    mocked.bettingList.mockResolvedValueOnce(page([1], 1, { userTitle: title })).mockRejectedValueOnce(networkError());
    await ranking().loadRecord(BETTOR, thisWeek);
    expect(ranking().records[recordKeyOf(BETTOR, thisWeek)]!.status).toBe('failed');
  });
  it('fails when the answer does not say who the bettor is', async () => {
    mocked.bettingList.mockResolvedValueOnce(page([1], null));
    await ranking().loadRecord(BETTOR, thisWeek);
    expect(ranking().records[recordKeyOf(BETTOR, thisWeek)]!.status).toBe('failed');
  });
});

describe('近期 and 历史', () => {
  it('a list not loaded yet reads as the same empty list each time (a selector must return a stable value)', () => {
    const feed = rankingSelectors.feed(BETTOR, true);
    expect(feed(ranking())).toBe(feed(ranking()));
    expect(feed(ranking())).toMatchObject({ status: 'idle', list: [] });
  });

  it('page by cursor: the next page asks with the cursor of the page before; no cursor means the last page', async () => {
    mocked.bettingList.mockResolvedValueOnce(page([10, 9], 9)).mockResolvedValueOnce(page([9, 8], null));
    await ranking().loadBets(BETTOR, true);
    const feed = () => ranking().feeds[feedKeyOf(BETTOR, true)]!;
    expect(feed()).toMatchObject({ status: 'ready', isLastPage: false, page: 1 });
    await ranking().loadMoreBets(BETTOR, true);
    expect(mocked.bettingList.mock.calls.map(([query]) => query)).toEqual([
      { userId: BETTOR, size: 100, isHistory: 1, cursor: undefined },
      { userId: BETTOR, size: 100, isHistory: 1, cursor: 9 },
    ]);
    // A report that moved between pages is not shown twice.
    expect(feed().list.map((report) => report.id)).toEqual([10, 9, 8]);
    expect(feed().isLastPage).toBe(true);
    await ranking().loadMoreBets(BETTOR, true);
    expect(mocked.bettingList).toHaveBeenCalledTimes(2);
  });

  it('page 1 again starts over; a failed next page keeps the list and can be retried', async () => {
    mocked.bettingList
      .mockResolvedValueOnce(page([10], 10))
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(page([9], null));
    await ranking().loadBets(BETTOR, true);
    await ranking().loadMoreBets(BETTOR, true);
    expect(ranking().feeds[feedKeyOf(BETTOR, true)]).toMatchObject({
      moreFailed: true,
      list: [expect.objectContaining({ id: 10 })],
    });
    await ranking().loadMoreBets(BETTOR, true);
    expect(mocked.bettingList).toHaveBeenLastCalledWith(
      { userId: BETTOR, size: 100, isHistory: 1, cursor: 10 },
      { silent: true },
    );
    expect(ranking().feeds[feedKeyOf(BETTOR, true)]!.list.map((report) => report.id)).toEqual([10, 9]);
    // Page 1 asked again (the page opened anew): asked without a cursor, as the first time.
    mocked.bettingList.mockResolvedValueOnce(page([11, 10], 10));
    await ranking().loadBets(BETTOR, true);
    expect(mocked.bettingList).toHaveBeenLastCalledWith(
      { userId: BETTOR, size: 100, isHistory: 1, cursor: undefined },
      { silent: true },
    );
  });

  it("the open bets' matches become live values of the match layer", async () => {
    const live = matchSummary(7001, { statusId: 2, minute: 36, homeScore: 1, awayScore: 0 });
    mocked.bettingList.mockResolvedValueOnce(
      bettingPage({
        list: [wireReport({ id: 1, settledAt: null, result: 'waiting', matchList: [live] }, 'betInfos')],
        cursor: null,
        pageNum: 1,
        pageSize: 100,
        total: 1,
      }),
    );
    await ranking().loadBets(BETTOR, false);
    expect(await liveAfterTheCalls(mocked.bettingList, actualApi.bettingList, 7001)).toMatchObject({
      statusId: 2,
      minute: 36,
      homeScore: 1,
    });
  });
});

/**
 * The anchor list asked for ahead of the config (taken when the game id and the moments' order
 * turn out the same, asked again when not), a kept anchor list of another shape not shown, a
 * refresh keeping the moments shown; the weekly ranking kept for the next visit.
 */
import { DEFAULT_COMMON_CONFIG } from '@src/contracts/system';
import * as api from '@src/domains/anchors/api/anchors-api';
import * as momentsApi from '@src/domains/anchors/api/anchors-moments-api';
import * as rankApi from '@src/domains/anchors/api/anchors-rank-api';
import { emptyMomentFeed } from '@src/domains/anchors/store/initial-state';
import { rankSlice, useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { anchorsSelectors } from '@src/domains/anchors/store/selectors';
import { useConfigStore } from '@src/platform/config/config-store';
import { writeLastSeen } from '@src/platform/store/last-seen';
import { deferred, networkError, shownToasts } from '@tests/support/app-world';
import { moment, streamer } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';

jest.mock('@src/domains/anchors/api/anchors-api');
jest.mock('@src/domains/anchors/api/anchors-rank-api');
jest.mock('@src/domains/anchors/api/anchors-moments-api');
const mocked = jest.mocked(api.anchorsApi);
const mockedMoments = jest.mocked(momentsApi.anchorMomentsApi);
const mockedRank = jest.mocked(rankApi.anchorRankApi);

const home = (id = 1) => ({ hosts: [streamer({ id })], liveMatchList: [], hostMomentList: [moment({ id })] });
const setGame = (stSportJumpGame: number) =>
  useConfigStore.setState({ commonConfig: { ...DEFAULT_COMMON_CONFIG, stSportJumpGame } });

beforeEach(() => {
  localStorage.clear();
  setUpAnchorsWorld();
  setGame(164);
});

describe('the anchor list asked for ahead of the config', () => {
  it('is taken by the load when the config answers the game id guessed', async () => {
    mocked.anchorList.mockResolvedValueOnce(home(7));
    anchors().guessHome();
    expect(mocked.anchorList).toHaveBeenCalledWith(
      { pid: 164, matchSource: 164, t: 1, momentSort: 1 },
      { silent: true },
    );
    await anchors().loadHome();
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
    expect(anchors().home.data?.streamers.map((item) => item.id)).toEqual([7]);
  });

  it('is asked again with the answered game id, or with the moments order chosen meanwhile', async () => {
    mocked.anchorList.mockResolvedValueOnce(home(7)).mockResolvedValueOnce(home(8));
    anchors().guessHome();
    setGame(34);
    await anchors().loadHome();
    expect(mocked.anchorList).toHaveBeenLastCalledWith(
      { pid: 34, matchSource: 34, t: 1, momentSort: 1 },
      { silent: true },
    );
    expect(anchors().home.data?.streamers.map((item) => item.id)).toEqual([8]);

    setUpAnchorsWorld();
    setGame(164);
    mocked.anchorList.mockClear();
    mocked.anchorList.mockResolvedValueOnce(home(7)).mockResolvedValueOnce(home(9));
    anchors().guessHome();
    useAnchorsStore.setState({ moments: { home: { ...emptyMomentFeed, query: 2 } } });
    await anchors().loadHome();
    expect(mocked.anchorList).toHaveBeenCalledTimes(2);
    expect(mocked.anchorList).toHaveBeenLastCalledWith(
      { pid: 164, matchSource: 164, t: 1, momentSort: 2 },
      { silent: true },
    );
    expect(anchors().home.data?.streamers.map((item) => item.id)).toEqual([9]);
  });

  it("asks with the moments' order already chosen", () => {
    mocked.anchorList.mockReturnValueOnce(deferred<ReturnType<typeof home>>().promise);
    useAnchorsStore.setState({ moments: { home: { ...emptyMomentFeed, query: 2 } } });
    anchors().guessHome();
    expect(mocked.anchorList).toHaveBeenCalledWith(
      { pid: 164, matchSource: 164, t: 1, momentSort: 2 },
      { silent: true },
    );
  });
});

it('a kept anchor list of another shape is not shown: the skeleton, then the fresh list', () => {
  const shapes = [
    null,
    { streamers: [] },
    { streamers: {}, liveMatches: [] },
    { streamers: [{ id: '1', liveSchedule: [] }], liveMatches: [] },
    { streamers: [{ id: 1 }], liveMatches: [] },
    { streamers: [], liveMatches: [{ matchId: '1', match: {} }] },
    { streamers: [], liveMatches: [{ matchId: 1 }] },
    // One row of another shape among good ones, or no row at all.
    { streamers: [streamer({ id: 1 }), { id: '2', liveSchedule: [] }], liveMatches: [] },
    { streamers: [streamer({ id: 1 }), null], liveMatches: [] },
    {
      streamers: [],
      liveMatches: [
        { matchId: 1, match: {} },
        { matchId: '2', match: {} },
      ],
    },
    { streamers: [], liveMatches: [{ matchId: 1, match: {} }, null] },
  ];
  for (const kept of shapes) {
    setUpAnchorsWorld();
    writeLastSeen({ name: 'anchors:home', version: 1 }, kept);
    mocked.anchorList.mockReturnValueOnce(deferred<ReturnType<typeof home>>().promise as never);
    void anchors().loadHome();
    expect(anchors().home.status).toBe('loading');
  }
});

it('a refresh of the anchor list leaves the moments shown as they are until its answer', async () => {
  mocked.anchorList.mockResolvedValueOnce(home());
  await anchors().loadHome();
  jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
  useAnchorsStore.setState({ moments: { home: { ...anchors().moments.home!, status: 'failed' } } });
  const answer = deferred<ReturnType<typeof home>>();
  mocked.anchorList.mockReturnValueOnce(answer.promise);
  const refreshing = anchors().loadHome();
  expect(anchors().moments.home?.status).toBe('failed');
  answer.resolve(home(2));
  await refreshing;
  expect(anchors().moments.home?.list.map((item) => item.id)).toEqual([2]);
});

it("a moments order chosen while the anchor list is on its way: the list's answer leaves that order's page loading", async () => {
  const list = deferred<ReturnType<typeof home>>();
  mocked.anchorList.mockReturnValueOnce(list.promise);
  const loading = anchors().loadHome();
  const page = deferred<Awaited<ReturnType<typeof momentsApi.anchorMomentsApi.hostMoments>>>();
  mockedMoments.hostMoments.mockReturnValueOnce(page.promise);
  const sorting = anchors().setMomentSort('home', 2);
  list.resolve(home(3));
  await loading;
  expect(anchors().moments.home).toMatchObject({ status: 'loading', query: 2 });
  page.resolve({ list: [moment({ id: 8 })], page: 1, size: 20, momentSort: 2, total: 1, isLastPage: true });
  await sorting;
  expect(anchors().moments.home).toMatchObject({ status: 'ready', query: 2 });
  expect(anchors().moments.home?.list.map((item) => item.id)).toEqual([8]);
});

it('after a failed anchor list, moments loaded by their own retry stay shown while the list is asked for again', async () => {
  mocked.anchorList.mockRejectedValueOnce(networkError());
  await anchors().loadHome();
  expect(anchors().moments.home?.status).toBe('failed');
  mockedMoments.hostMoments.mockResolvedValueOnce({
    list: [moment({ id: 4 })],
    page: 1,
    size: 20,
    momentSort: 1,
    total: 1,
    isLastPage: true,
  });
  await anchors().loadMoments('home');
  mocked.anchorList.mockReturnValueOnce(deferred<ReturnType<typeof home>>().promise);
  void anchors().loadHome();
  expect(anchors().home.status).toBe('loading');
  expect(anchors().moments.home).toMatchObject({ status: 'ready', list: [expect.objectContaining({ id: 4 })] });
});

describe('the weekly ranking', () => {
  const ranked = (id: number) => ({
    rank: 1,
    id,
    nickName: '主播',
    pictureId: '',
    watcherCount: 0,
    fansCount: 0,
    liveStatus: 0,
  });

  // The first test of the file to ask for the ranking: its slice is made at that first call, with
  // the kept copy's name, so a coverage tool ties the name to this test.
  it('kept on an earlier visit (an earlier load of the app), is shown at once', async () => {
    await rankSlice.preload();
    writeLastSeen({ name: 'anchors:week-rank', version: 1 }, [ranked(5)]);
    mockedRank.hostRank.mockReturnValueOnce(deferred<ReturnType<typeof ranked>[]>().promise);
    void anchors().loadRank();
    expect(anchorsSelectors.rankItems(anchors())).toEqual([ranked(5)]);
  });

  it("is asked for without the client's own error toast (the page says it)", async () => {
    mockedRank.hostRank.mockResolvedValueOnce([ranked(1)]);
    await anchors().loadRank();
    expect(mockedRank.hostRank).toHaveBeenCalledWith(undefined, { silent: true });
  });

  it('is kept for the next visit: shown at once while the fresh one is asked for', async () => {
    mockedRank.hostRank.mockResolvedValueOnce([ranked(1)]);
    await anchors().loadRank();
    anchors().reset();
    const fresh = deferred<ReturnType<typeof ranked>[]>();
    mockedRank.hostRank.mockReturnValueOnce(fresh.promise);
    const loading = anchors().loadRank();
    expect(anchorsSelectors.rankItems(anchors())).toEqual([ranked(1)]);
    fresh.resolve([ranked(2)]);
    await loading;
    expect(anchorsSelectors.rankItems(anchors())).toEqual([ranked(2)]);
  });

  it('a failed refresh keeps the ranking shown and says so', async () => {
    mockedRank.hostRank.mockResolvedValueOnce([ranked(1)]);
    await anchors().loadRank();
    mockedRank.hostRank.mockRejectedValueOnce(networkError());
    await anchors().loadRank();
    expect(anchorsSelectors.rankItems(anchors())).toEqual([ranked(1)]);
    expect(shownToasts()).toEqual([['fail', '刷新失败，已显示上次的内容']]);
  });
});

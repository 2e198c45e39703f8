import * as api from '@src/domains/anchors/api/anchors-api';
import * as momentsApi from '@src/domains/anchors/api/anchors-moments-api';
import * as systemApi from '@src/platform/config/system-api';
import { shareAnchorSchedule } from '@src/domains/anchors/store/live-badge';
import { usePromotionStore } from '@src/features/promotions/promotion-store';
import { liveAfterTheCalls } from '@tests/support/live-match-lists';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { HOME_FRESH_MS, KEPT_LIVE_MATCHES } from '@src/domains/anchors/store/home-actions';
import { anchorsSelectors } from '@src/domains/anchors/store/selectors';
import { configImage, streamer, liveMatch, liveNow, moment, scheduleEntry } from '../support/fixtures';
import { anchorInfo } from '@tests/support/match-fixtures';
import { anchors, setUpAnchorsWorld, shownNow } from '../support/store-setup';
import { deferred, networkError, shownToasts } from '@tests/support/app-world';

jest.mock('@src/domains/anchors/api/anchors-api');
jest.mock('@src/domains/anchors/api/anchors-moments-api');
jest.mock('@src/platform/config/system-api');
const mockedImages = jest.mocked(systemApi.systemApi.imagesQuery);
const mocked = jest.mocked(api.anchorsApi);
const mockedMoments = jest.mocked(momentsApi.anchorMomentsApi);
const actualApi = jest.requireActual<typeof api>('@src/domains/anchors/api/anchors-api').anchorsApi;

const home = (overrides: Partial<Awaited<ReturnType<typeof api.anchorsApi.anchorList>>> = {}) => ({
  hosts: [
    streamer({ id: 1, liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: 1 })] }),
    streamer({ id: 2, liveStatus: 3 }),
  ],
  liveMatchList: [liveNow(600, 1)],
  hostMomentList: [moment({ id: 1 }), moment({ id: 2 })],
  ...overrides,
});

// A load within HOME_FRESH_MS of an answer is not sent: tests that refresh move the clock on first.
let clockShift = 0;
const pastFreshWindow = () => void (clockShift += HOME_FRESH_MS);
beforeEach(() => {
  setUpAnchorsWorld();
  clockShift = 0;
  // Frozen, so that the window's edge is exact.
  const start = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => start + clockShift);
});

describe('loadHome', () => {
  it('loads hosts, live matches and moments, and shows them through the display rules', async () => {
    mocked.anchorList.mockResolvedValue(home());
    await anchors().loadHome();
    expect(mocked.anchorList).toHaveBeenCalledWith(
      { pid: 164, matchSource: 164, t: 1, momentSort: 1 },
      { silent: true },
    );
    const state = anchors();
    expect(state.home.status).toBe('ready');
    expect(state.home.data?.streamers.map((item) => item.id)).toEqual([1, 2]);
    expect(shownNow().streamers.map((item) => item.id)).toEqual([1]);
    expect(shownNow().liveMatches.map((item) => item.matchId)).toEqual([600]);
    expect(anchorsSelectors.momentFeed('home')(state)).toMatchObject({ status: 'ready', page: 1, isLastPage: true });
    expect(
      anchorsSelectors
        .momentFeed('home')(state)
        .list.map((item) => item.id),
    ).toEqual([1, 2]);
    // The live matches' scores are known before any push.
    expect(await liveAfterTheCalls(mocked.anchorList, actualApi.anchorList, 600)).toMatchObject({
      matchId: 600,
      homeScore: 1,
      statusId: 2,
    });
  });

  it('a failed first load is an error state; a failed refresh keeps what is shown and says so', async () => {
    mocked.anchorList.mockRejectedValueOnce(networkError());
    await anchors().loadHome();
    expect(anchors().home.status).toBe('failed');
    expect(anchors().moments.home?.status).toBe('failed');

    mocked.anchorList.mockResolvedValueOnce(home());
    await anchors().loadHome();
    const shown = anchors().home.data;
    mocked.anchorList.mockRejectedValueOnce(networkError());
    pastFreshWindow();
    await anchors().loadHome();
    expect(anchors().home).toMatchObject({ status: 'ready', refreshing: false });
    expect(anchors().home.data).toBe(shown);
    expect(anchors().moments.home?.list).toHaveLength(2);
    expect(shownToasts()).toEqual([['fail', '刷新失败，已显示上次的内容']]);
  });

  it('keeps the anchor list as last-seen data: the next visit shows it at once, marked, until the fresh one replaces it', async () => {
    mocked.anchorList.mockResolvedValueOnce(home());
    await anchors().loadHome();
    anchors().reset();
    const fresh = deferred<ReturnType<typeof home>>();
    mocked.anchorList.mockReturnValueOnce(fresh.promise);
    const loading = anchors().loadHome();
    expect(anchors().home).toMatchObject({ status: 'ready', stale: true, refreshing: true });
    expect(shownNow().streamers.map((item) => item.id)).toEqual([1]);
    fresh.resolve(home({ hosts: [streamer({ id: 3 })] }));
    await loading;
    expect(anchors().home).toMatchObject({ status: 'ready', stale: false, refreshing: false });
    expect(shownNow().streamers.map((item) => item.id)).toEqual([3]);
  });

  it("keeps a busy evening's list too: the copy holds the first live matches, the whole list would not fit", async () => {
    // ~3,000 characters a match: the 75 together are past the copy's 200,000.
    const evening = Array.from({ length: 75 }, (_, index) =>
      liveNow(700 + index, 1, { matchTypeName: '联赛'.repeat(1500) }),
    );
    mocked.anchorList.mockResolvedValueOnce(home({ liveMatchList: evening }));
    await anchors().loadHome();
    expect(anchors().home.data?.liveMatches).toHaveLength(75);
    anchors().reset();
    mocked.anchorList.mockReturnValueOnce(deferred<ReturnType<typeof home>>().promise);
    void anchors().loadHome();
    expect(anchors().home).toMatchObject({ status: 'ready', stale: true });
    expect(anchors().home.data?.liveMatches.map((item) => item.matchId)).toEqual(
      evening.slice(0, KEPT_LIVE_MATCHES).map((item) => item.matchId),
    );
  });

  it('does not ask again for a list just received (the badge read it, the page opens): past HOME_FRESH_MS it does', async () => {
    mocked.anchorList.mockResolvedValue(home());
    await anchors().loadHome();
    await anchors().loadHome();
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
    clockShift += HOME_FRESH_MS - 1;
    await anchors().loadHome();
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
    clockShift += 1;
    await anchors().loadHome();
    expect(mocked.anchorList).toHaveBeenCalledTimes(2);
  });

  it('shares one request between calls made while it runs', async () => {
    const answer = deferred<ReturnType<typeof home>>();
    mocked.anchorList.mockReturnValue(answer.promise);
    const first = anchors().loadHome();
    const second = anchors().loadHome();
    answer.resolve(home());
    await Promise.all([first, second]);
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
  });

  it("asks with the feed's sort, and leaves the feed to a sort chosen meanwhile", async () => {
    mocked.anchorList.mockResolvedValue(home());
    await anchors().loadHome();
    const answer = deferred<ReturnType<typeof home>>();
    mocked.anchorList.mockReturnValue(answer.promise);
    pastFreshWindow();
    mockedMoments.hostMoments.mockResolvedValue({
      list: [moment({ id: 9 })],
      page: 1,
      size: 20,
      momentSort: 2,
      total: 1,
      isLastPage: true,
    });
    const refresh = anchors().loadHome();
    await anchors().setMomentSort('home', 2);
    answer.resolve(home({ hostMomentList: [moment({ id: 1 })] }));
    await refresh;
    expect(anchors().moments.home?.list.map((item) => item.id)).toEqual([9]);
    pastFreshWindow();
    await anchors().loadHome();
    expect(mocked.anchorList).toHaveBeenLastCalledWith(
      { pid: 164, matchSource: 164, t: 1, momentSort: 2 },
      { silent: true },
    );
  });

  it('drops an answer that arrives after a reset (logout, unmount)', async () => {
    const answer = deferred<ReturnType<typeof home>>();
    mocked.anchorList.mockReturnValue(answer.promise);
    const loading = anchors().loadHome();
    anchors().reset();
    answer.resolve(home());
    await loading;
    expect(anchors().home.status).toBe('idle');
    expect(anchors().home.data).toBeNull();
  });
});

describe("the anchor home's banners (the promotions' place anchorHome)", () => {
  let stopSharing: () => void;
  beforeEach(() => {
    stopSharing = shareAnchorSchedule();
  });
  afterEach(() => stopSharing());

  const bannerRows = [
    configImage({ id: 1, images: 'a.svg,b.svg' }),
    configImage({ id: 2, actionType: 4, actionContent: '{"hostId":1,"matchId":600}' }),
    configImage({ id: 3, actionType: 4, actionContent: '{"hostId":2,"matchId":600}' }),
  ];

  it('keeps link banners and the anchor banners of a shown host with that match scheduled', async () => {
    mocked.anchorList.mockResolvedValue(home());
    mockedImages.mockResolvedValue(bannerRows);
    await anchors().loadHome();
    await usePromotionStore.getState().load('anchorHome');
    expect(mockedImages).toHaveBeenCalledWith({ categoryId: 30301 });
    expect(shownNow().banners.map((banner) => banner.key)).toEqual(['1-0', '1-1', '2-0']);
  });

  it('shows anchor banners once the anchor list arrives, whichever comes first', async () => {
    mockedImages.mockResolvedValue(bannerRows.slice(1, 2));
    await usePromotionStore.getState().load('anchorHome');
    expect(shownNow().banners).toEqual([]);
    mocked.anchorList.mockResolvedValue(home());
    await anchors().loadHome();
    expect(shownNow().banners.map((banner) => banner.key)).toEqual(['2-0']);
  });
});

it('reset() empties the store', async () => {
  mocked.anchorList.mockResolvedValue(home({ liveMatchList: [liveMatch({ hostList: [anchorInfo()] })] }));
  await anchors().loadHome();
  useAnchorsStore.getState().reset();
  expect(anchors().home.data).toBeNull();
  expect(anchors().moments).toEqual({});
  expect(shownNow().streamers).toEqual([]);
});

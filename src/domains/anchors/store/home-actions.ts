/**
 * The anchor home (/anchor): the anchor list (hosts, live matches, first page of moments) and
 * the banners. A failed first load shows an error state; a failed refresh keeps what is shown.
 */
import { MomentSort, type LiveMatch } from '../../../contracts/anchors';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { httpSettings } from '../../../platform/http/http-client';
import { notify } from '../../../platform/feedback/notify';
import { fetchAnchorHome, fetchImages } from '../api/anchors-api';
import { messages } from '../messages';
import { ANCHOR_BACKGROUND_CATEGORY, anchorBannerCategory, toBanners } from '../rules/banners';
import { withDisplay } from './derive';
import { emptyMomentFeed, HOME_MOMENT_PAGE_SIZE } from './initial-state';
import { isCancelled, type Slice } from './store-kit';

export interface HomeActions {
  /** First load, or a refresh that keeps what is shown when it fails. Concurrent calls share one request. */
  loadHome(): Promise<void>;
  /** The banners of the anchor home and the anchor background. */
  loadBanners(): Promise<void>;
}

export const createHomeActions: Slice<HomeActions> = (set, get, scope) => {
  let homeInFlight: Promise<void> | null = null;
  let bannersInFlight: Promise<void> | null = null;
  scope.onReset(() => {
    homeInFlight = null;
    bannersInFlight = null;
  });

  const loadHome = async (): Promise<void> => {
    const epoch = scope.epoch();
    const hadData = get().home.status === 'ready';
    const sort = get().moments.home?.sort ?? MomentSort.Newest;
    const requestedAt = get().serverNow();
    set((state) => ({
      home: { ...state.home, status: hadData ? 'ready' : 'loading', refreshing: hadData },
      moments: hadData
        ? state.moments
        : { ...state.moments, home: { ...(state.moments.home ?? emptyMomentFeed), status: 'loading', sort } },
    }));
    try {
      const data = await fetchAnchorHome(
        { gameId: configSelectors.sportJumpGame(useConfigStore.getState()), momentSort: sort },
        { silent: true },
      );
      if (!scope.isCurrent(epoch)) return;
      set((state) => {
        const feed = state.moments.home ?? emptyMomentFeed;
        // The user may have changed the sort meanwhile: that request owns the feed then.
        const moments =
          feed.sort === sort
            ? {
                ...state.moments,
                home: {
                  ...emptyMomentFeed,
                  status: 'ready' as const,
                  sort,
                  list: data.hostMomentList,
                  page: 1,
                  isLastPage: data.hostMomentList.length < HOME_MOMENT_PAGE_SIZE,
                },
              }
            : state.moments;
        return withDisplay({
          ...state,
          home: {
            ...state.home,
            status: 'ready',
            refreshing: false,
            hosts: data.hosts,
            liveMatches: data.liveMatchList,
          },
          moments,
        });
      });
      get().seedMatchLive(
        data.liveMatchList.map((item: LiveMatch) => item.match),
        requestedAt,
      );
    } catch (error) {
      if (!scope.isCurrent(epoch)) return;
      set((state) => ({
        home: { ...state.home, status: hadData ? 'ready' : 'failed', refreshing: false },
        moments:
          !hadData && state.moments.home?.status === 'loading'
            ? { ...state.moments, home: { ...state.moments.home, status: 'failed' } }
            : state.moments,
      }));
      if (hadData && !isCancelled(error)) notify('fail', messages.refreshFailed);
    }
  };

  const loadBanners = async (): Promise<void> => {
    const epoch = scope.epoch();
    const hadData = get().banners.status === 'ready';
    if (!hadData) set((state) => ({ banners: { ...state.banners, status: 'loading' } }));
    try {
      const [rows, backgrounds] = await Promise.all([
        fetchImages(anchorBannerCategory(httpSettings().platform), { silent: true }),
        fetchImages(ANCHOR_BACKGROUND_CATEGORY, { silent: true }).catch(() => []),
      ]);
      if (!scope.isCurrent(epoch)) return;
      const background =
        backgrounds
          .flatMap((row) => row.images.split(','))
          .map((image) => image.trim())
          .find(Boolean) ?? null;
      set((state) =>
        withDisplay({
          ...state,
          banners: { ...state.banners, status: 'ready', parsed: toBanners(rows), backgroundImageId: background },
        }),
      );
    } catch {
      if (!scope.isCurrent(epoch)) return;
      // Banners are decoration: a failure hides the carousel, nothing else.
      if (!hadData) set((state) => ({ banners: { ...state.banners, status: 'failed' } }));
    }
  };

  return {
    loadHome: () => (homeInFlight ??= loadHome().finally(() => (homeInFlight = null))),
    loadBanners: () => (bannersInFlight ??= loadBanners().finally(() => (bannersInFlight = null))),
  };
};

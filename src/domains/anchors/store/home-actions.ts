/**
 * The anchor home (/anchor): the anchor list (streamers, live matches, first page of moments) and
 * the banners, each a resource (platform/store/resource): skeleton, refresh in place, error
 * state with retry. The anchor list is kept as last-seen data: the next visit shows it at once.
 */
import { type AnchorHome, type Streamer, type LiveMatch, type MomentSortValue } from '../../../contracts/anchors';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { warmPicture } from '../../../platform/config/use-file-url';
import { httpSettings } from '../../../platform/http/http-client';
import { resourceLoader } from '../../../platform/store/resource';
import { fetchAnchorHome, fetchImages } from '../api/anchors-api';
import { ANCHOR_BACKGROUND_CATEGORY, bannerCategories } from '../../../platform/promotions/banner-places';
import { toBanners } from '../../../platform/promotions/banners';
import type { AnchorsSlice } from './initial-state';
import type { MomentActions } from './moments-actions';
import { emptyMomentFeed, type BannerData, type HomeData } from './initial-state';

export interface HomeActions {
  /** First load, or a refresh that keeps what is shown when it fails. Concurrent calls share one request. */
  loadHome(): Promise<void>;
  /** The banners of the anchor home and the anchor background. */
  loadBanners(): Promise<void>;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
/** A kept anchor list of this version's shape: two lists of objects with ids. */
const isHomeData = (value: unknown): value is HomeData => {
  const data = value as Partial<HomeData> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    isList(data.streamers) &&
    isList(data.liveMatches) &&
    data.streamers.every((streamer: Streamer) => typeof streamer?.id === 'number' && isList(streamer.liveSchedule)) &&
    data.liveMatches.every((item: LiveMatch) => typeof item?.matchId === 'number' && typeof item.match === 'object')
  );
};

/** The home's answer carries the first moments: the moments slice keeps them. */
type HomeNeeds = Pick<MomentActions, 'receiveHomeMoments' | 'markHomeMomentsLoading' | 'markHomeMomentsFailed'>;

export const createHomeActions: AnchorsSlice<HomeActions, HomeNeeds> = (set, get, scope) => {
  let requested: { sort: MomentSortValue; moments: AnchorHome['hostMomentList'] } | null = null;

  const home = resourceLoader<HomeData>({
    scope,
    slot: { get: () => get().home, set: (home) => set({ home }) },
    fetch: async () => {
      const sort = get().moments.home?.query ?? emptyMomentFeed.query;
      const data = await fetchAnchorHome(
        { gameId: configSelectors.sportJumpGame(useConfigStore.getState()), momentSort: sort },
        { silent: true },
      );
      requested = { sort, moments: data.hostMomentList };
      return { streamers: data.hosts, liveMatches: data.liveMatchList };
    },
    onFresh: () => {
      if (requested) get().receiveHomeMoments(requested.sort, requested.moments);
    },
    lastSeen: { name: 'anchors:home', version: 1, accept: isHomeData },
  });

  const banners = resourceLoader<BannerData>({
    scope,
    slot: { get: () => get().banners, set: (banners) => set({ banners }) },
    fetch: async () => {
      const [rows, backgrounds] = await Promise.all([
        fetchImages(bannerCategories('anchorHome', httpSettings().platform)[0]!, { silent: true }),
        fetchImages(ANCHOR_BACKGROUND_CATEGORY, { silent: true }).catch(() => []),
      ]);
      const background =
        backgrounds
          .flatMap((row) => row.images.split(','))
          .map((image) => image.trim())
          .find(Boolean) ?? null;
      const parsed = toBanners(rows);
      // The first banner is the first screen's largest picture: its download starts with the answer.
      warmPicture(parsed[0]?.imageId);
      return { parsed, backgroundImageId: background };
    },
    // Banners are decoration: a failure hides the carousel, nothing else.
    refreshFailedNotice: false,
  });

  return {
    loadHome: async () => {
      if (get().home.status !== 'ready') get().markHomeMomentsLoading();
      await home.load();
      if (get().home.status === 'failed') get().markHomeMomentsFailed();
    },
    loadBanners: () => banners.load(),
  };
};

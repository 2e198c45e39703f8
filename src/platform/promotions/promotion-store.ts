/**
 * The banners of each place (banner-places.ts), asked for when a page of the place first shows
 * them: the place's categories in one go, their rows as banners. Banners are decoration: a
 * failed call leaves the place without banners, and nothing else. The anchor list's schedule
 * (which streamer has which match) is fed here by the anchors domain, so that anchor-jump banners
 * on any page keep the rule of the anchor home: shown only for a streamer of the list with that
 * match scheduled.
 */
import { create } from 'zustand';
import type { Streamer } from '../../contracts/anchors';
import { fetchConfigImages } from '../config/system-api';
import { httpSettings } from '../http/http-client';
import { scheduledPairs, toBanners, type Banner } from './banners';
import { bannerCategories, type BannerPlace } from './banner-places';

export interface PlaceBanners {
  status: 'loading' | 'ready';
  banners: Banner[];
}

interface PromotionState {
  places: Partial<Record<BannerPlace, PlaceBanners>>;
  /** `hostId:matchId` of the anchor list's schedule; null until the list is known. */
  scheduled: ReadonlySet<string> | null;
  /** Asks for the place's banners once (again after reset). */
  load(place: BannerPlace): Promise<void>;
  setAnchorSchedule(streamers: readonly Pick<Streamer, 'id' | 'liveSchedule'>[]): void;
  reset(): void;
}

export const usePromotionStore = create<PromotionState>()((set, get) => ({
  places: {},
  scheduled: null,
  load: async (place) => {
    if (get().places[place]) return;
    set((state) => ({ places: { ...state.places, [place]: { status: 'loading', banners: [] } } }));
    const categories = bannerCategories(place, httpSettings().platform);
    const answers = await Promise.all(
      categories.map((categoryId) => fetchConfigImages(categoryId, { silent: true }).catch(() => [])),
    );
    const banners = toBanners(answers.flat());
    set((state) => ({ places: { ...state.places, [place]: { status: 'ready', banners } } }));
  },
  setAnchorSchedule: (streamers) => set({ scheduled: scheduledPairs(streamers) }),
  reset: () => set({ places: {}, scheduled: null }),
}));

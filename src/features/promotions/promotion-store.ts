/**
 * The banners of each place (banner-places.ts), asked for when a page of the place first shows
 * them — or earlier, when the place opens the first screen (its route's prefetch): the place's
 * categories in one go, their rows as banners. Banners are decoration: a failed call leaves the
 * place without banners, and nothing else. The anchor list's schedule (which streamer has which
 * match) is fed here by the anchors domain, so that anchor-jump banners on every page keep one
 * rule: shown only for a streamer of the list with that match scheduled. The anchor background
 * (the room's poster) is an images category too and is kept here beside them.
 */
import { create } from 'zustand';
import type { Streamer } from '../../contracts/anchors';
import type { ConfigImage } from '../../contracts/system';
import { systemApi } from '../../platform/config/system-api';
import { warmPicture } from '../../platform/config/use-file-url';
import { httpSettings } from '../../platform/http/http-client';
import { scheduledPairs, toBanners, type Banner } from './banners';
import { ANCHOR_BACKGROUND_CATEGORY, bannerCategories, leadsItsPage, type BannerPlace } from './banner-places';

export interface PlaceBanners {
  status: 'loading' | 'ready';
  banners: Banner[];
}

export interface AnchorBackground {
  status: 'loading' | 'ready';
  /** File id of the first picture of the category; null when it has none (or the call failed). */
  imageId: string | null;
}

interface PromotionState {
  places: Partial<Record<BannerPlace, PlaceBanners>>;
  /** `hostId:matchId` of the anchor list's schedule; null until the list is known. */
  scheduled: ReadonlySet<string> | null;
  /** Null until asked for. */
  background: AnchorBackground | null;
  /** Asks for the place's banners once (again after reset). */
  load(place: BannerPlace): Promise<void>;
  /** Asks for the anchor background once (again after reset). */
  loadBackground(): Promise<void>;
  setAnchorSchedule(streamers: readonly Pick<Streamer, 'id' | 'liveSchedule'>[]): void;
  reset(): void;
}

const silentImages = (categoryId: number): Promise<ConfigImage[]> =>
  systemApi.imagesQuery({ categoryId }).catch(() => []);

const firstImage = (rows: readonly ConfigImage[]): string | null =>
  rows
    .flatMap((row) => row.images.split(','))
    .map((image) => image.trim())
    .find(Boolean) ?? null;

export const usePromotionStore = create<PromotionState>()((set, get) => ({
  places: {},
  scheduled: null,
  background: null,
  load: async (place) => {
    if (get().places[place]) return;
    set((state) => ({ places: { ...state.places, [place]: { status: 'loading', banners: [] } } }));
    const categories = bannerCategories(place, httpSettings().platform);
    const answers = await Promise.all(categories.map(silentImages));
    const banners = toBanners(answers.flat());
    // The page's largest picture: its download starts with the answer, not with the strip's render.
    if (leadsItsPage(place)) warmPicture(banners[0]?.imageId);
    set((state) => ({ places: { ...state.places, [place]: { status: 'ready', banners } } }));
  },
  loadBackground: async () => {
    if (get().background) return;
    set({ background: { status: 'loading', imageId: null } });
    const imageId = firstImage(await silentImages(ANCHOR_BACKGROUND_CATEGORY));
    set({ background: { status: 'ready', imageId } });
  },
  setAnchorSchedule: (streamers) => {
    const next = scheduledPairs(streamers);
    const current = get().scheduled;
    // The anchor list is patched by every live message: the same schedule keeps the same set, so
    // the strips that read it do not render again for nothing.
    if (current && current.size === next.size && [...next].every((pair) => current.has(pair))) return;
    set({ scheduled: next });
  },
  reset: () => set({ places: {}, scheduled: null, background: null }),
}));

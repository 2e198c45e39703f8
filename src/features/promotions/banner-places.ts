/**
 * Which banner categories each place asks for, per platform. The spec lists the categories
 * (common 20301–20303, 30306; app 30304, 30305; web 10103, 10106, 30301–30306), not their
 * places: this reading is written down in docs/pages.md (promotions). Each category serves one
 * place of its platform, and every category of the list is asked for somewhere.
 */
import { BannerCategory } from '../../contracts/system';

export type BannerPlace =
  'anchorHome' | 'room' | 'anchorPages' | 'news' | 'ranking' | 'topics' | 'download' | 'anchorDownload';

export type Platform = 'web' | 'app';

const PLACES: Readonly<Record<BannerPlace, Readonly<Record<Platform, readonly number[]>>>> = {
  // The anchor family (303xx): the app has its home and its room; the web its own three places.
  anchorHome: { web: [30301], app: [30304] },
  room: { web: [30302], app: [30305] },
  anchorPages: { web: [30303], app: [] },
  // The web's page that sends a visitor to the app shows the app's own promotions.
  anchorDownload: { web: [30304, 30305], app: [] },
  // The common family (203xx) on both platforms; the web's own (101xx) beside them.
  news: { web: [20301, 10103], app: [20301] },
  ranking: { web: [20302], app: [20302] },
  topics: { web: [20303], app: [20303] },
  download: { web: [10106], app: [] },
};

export function bannerCategories(place: BannerPlace, platform: Platform): readonly number[] {
  return PLACES[place][platform];
}

/** The anchor home's strip is its first screen's largest picture (the others sit below a page's own content). */
export const leadsItsPage = (place: BannerPlace): boolean => place === 'anchorHome';

/** Every place of the reading, for the check that each listed category has one. */
export const BANNER_PLACES = Object.keys(PLACES) as BannerPlace[];

/** The anchor background's category (30306): the room's poster, not a banner. */
export const ANCHOR_BACKGROUND_CATEGORY: number = BannerCategory.anchorBackground;

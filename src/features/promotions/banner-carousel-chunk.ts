/**
 * The banner strip's code as a chunk of its own for the anchor home (lazy-banner-carousel.tsx):
 * its first content frame (the first anchor tile) does not wait for it. The home's route starts
 * it beside the page's chunk, and the banners' call takes longer than either, so the strip is
 * there when its pictures are. One download however many ask.
 */
import type * as BannerCarouselModule from './banner-carousel';

let carousel: Promise<typeof BannerCarouselModule> | null = null;

export function loadBannerCarousel(): Promise<typeof BannerCarouselModule> {
  carousel ??= import('./banner-carousel');
  // A failed download is asked again by the next one who needs it.
  carousel.catch(() => (carousel = null));
  return carousel;
}

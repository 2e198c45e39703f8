/**
 * The banner strip's code as a chunk of its own for the anchor home (lazy-banner-carousel.tsx):
 * its first content frame (the first anchor tile) does not wait for it. The home's route starts
 * it beside the page's chunk, and the banners' call takes longer than either, so the strip is
 * there when its pictures are.
 */
import { chunkOnce } from '../../platform/domain/page-part';

export const loadBannerCarousel = chunkOnce(() => import('./banner-carousel'));

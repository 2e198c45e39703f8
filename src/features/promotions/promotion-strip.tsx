/**
 * A place's promotions on a page (place-banners.ts): its banners in a strip, its first pop not
 * shown today offered to the app's pop dialog. Nothing shows while the banners load or when there
 * are none: the strip reserves no space on pages where promotions are secondary.
 */
import { BannerCarousel } from './banner-carousel';
import type { BannerPlace } from './banner-places';
import { useOfferPop, usePlaceBanners } from './place-banners';

export function PromotionStrip({ place }: { place: BannerPlace }) {
  const { strip, pops } = usePlaceBanners(place);
  useOfferPop(pops);
  return <BannerCarousel banners={strip} />;
}

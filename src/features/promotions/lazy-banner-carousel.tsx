/**
 * The banner carousel as the anchor home shows it: its code from its own chunk
 * (banner-carousel-chunk.ts), its placeholder until then.
 */
import { Suspense } from 'react';
import { lazyPart } from '../../platform/domain/page-part';
import type { Banner } from './banners';
import { loadBannerCarousel } from './banner-carousel-chunk';
import { BannerPlaceholder } from './banner-placeholder';

const Carousel = lazyPart(() => loadBannerCarousel().then((module) => module.BannerCarousel), BannerPlaceholder);

export function LazyBannerCarousel({ banners }: { banners: readonly Banner[] }) {
  return (
    <Suspense fallback={<BannerPlaceholder />}>
      <Carousel banners={banners} />
    </Suspense>
  );
}

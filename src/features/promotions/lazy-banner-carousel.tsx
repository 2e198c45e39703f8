/**
 * The banner carousel as the anchor home shows it: its code from its own chunk
 * (banner-carousel-chunk.ts), its placeholder until then.
 */
import { lazy, Suspense } from 'react';
import { judgeChunkFailure } from '../../platform/deploy/chunk-failures';
import type { Banner } from './banners';
import { loadBannerCarousel } from './banner-carousel-chunk';
import { BannerPlaceholder } from './banner-placeholder';

const Carousel = lazy(() =>
  loadBannerCarousel().then(
    (module) => ({ default: module.BannerCarousel }),
    // The banners are not the page: a strip whose code cannot load keeps its empty box, and a
    // deploy's removal of it is judged as one of the app's own chunks (acted on at the next page).
    (error: unknown) => {
      void judgeChunkFailure(error, 'app');
      return { default: BannerPlaceholder };
    },
  ),
);

export function LazyBannerCarousel({ banners }: { banners: readonly Banner[] }) {
  return (
    <Suspense fallback={<BannerPlaceholder />}>
      <Carousel banners={banners} />
    </Suspense>
  );
}

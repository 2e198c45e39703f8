/**
 * A place's promotions as a page shows them: its banners for the strip (anchor-jump ones only for
 * a streamer of the anchor list with that match scheduled), and its first pop not shown today
 * offered to the app's pop dialog. Apart from the strip (promotion-strip.tsx): the anchor home
 * shows its own.
 */
import { useEffect, useMemo } from 'react';
import { keepReachableBanners, splitPops, type Banner } from './banners';
import type { BannerPlace } from './banner-places';
import { usePromotionDialogs } from './promotion-actions';
import { usePromotionStore } from './promotion-store';
import { popShownToday } from './pop-seen';

const NO_BANNERS: Banner[] = [];

/** The place's banners as shown: asked for once, anchor jumps kept only where reachable. */
export function usePlaceBanners(place: BannerPlace): { strip: Banner[]; pops: Banner[] } {
  const load = usePromotionStore((state) => state.load);
  const banners = usePromotionStore((state) => state.places[place]?.banners ?? NO_BANNERS);
  const scheduled = usePromotionStore((state) => state.scheduled);
  useEffect(() => {
    void load(place);
  }, [load, place]);
  return useMemo(() => splitPops(keepReachableBanners(banners, scheduled ?? new Set<string>())), [banners, scheduled]);
}

/** Offers the first pop not shown today to the app's dialog (which marks it shown). */
export function useOfferPop(pops: readonly Banner[]): void {
  const dialogs = usePromotionDialogs();
  const pop = pops.find((banner) => !popShownToday(banner.rowId));
  useEffect(() => {
    if (pop && dialogs) dialogs.showPop(pop);
  }, [pop, dialogs]);
}

/** The anchors domain's tests start from the app's known world (tests/support/app-world). */
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { shown } from '@src/domains/anchors/store/selectors';
import { statusIn } from '@src/domains/anchors/components/use-shown';
import { currentDisplayContext } from '@src/domains/match/store/display-context';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { keepReachableBanners } from '@src/features/promotions/banners';
import { usePromotionStore } from '@src/features/promotions/promotion-store';

export const setUpAnchorsWorld = setUpAppWorld;

export const anchors = () => useAnchorsStore.getState();

/** What the anchor pages show now, through the display rules (as components/use-shown.ts derives it). */
export function shownNow() {
  const state = anchors();
  const context = currentDisplayContext();
  const streamers = shown.streamers(state.home.data?.streamers, context);
  const promotions = usePromotionStore.getState();
  return {
    streamers,
    liveMatches: shown.homeLiveMatches(state.home.data, context, statusIn(useLiveMatchStore.getState())),
    // The anchor home's banners, as its strip shows them (features/promotions/promotion-strip.tsx).
    banners: keepReachableBanners(
      promotions.places.anchorHome?.banners ?? [],
      promotions.scheduled ?? new Set<string>(),
    ),
  };
}

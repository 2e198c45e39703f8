/**
 * State the frame owns: the hosts behind the anchor tab's live badge (fed from the anchors
 * domain by the app's wiring) and whether the customer-service float is shown.
 */
import { create } from 'zustand';
import { hasLiveAnchorWithLiveMatch, type LiveBadgeHost } from './live-badge';

interface FrameState {
  liveHosts: readonly LiveBadgeHost[];
  customerServiceVisible: boolean;
  setLiveHosts(hosts: readonly LiveBadgeHost[]): void;
  setCustomerServiceVisible(visible: boolean): void;
  reset(): void;
}

export const initialFrameState = { liveHosts: [] as readonly LiveBadgeHost[], customerServiceVisible: true };

export const useFrameStore = create<FrameState>()((set) => ({
  ...initialFrameState,
  setLiveHosts: (liveHosts) => set({ liveHosts }),
  setCustomerServiceVisible: (customerServiceVisible) => set({ customerServiceVisible }),
  reset: () => set({ ...initialFrameState }),
}));

export const frameSelectors = {
  anchorLiveBadge: (state: FrameState): boolean => hasLiveAnchorWithLiveMatch(state.liveHosts),
};

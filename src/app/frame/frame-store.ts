/**
 * State the frame owns: the header tabs' live badges (fed by the domains' descriptors, see
 * the runtime) and whether the customer-service float is shown.
 */
import { create } from 'zustand';

interface FrameState {
  /** Tabs whose badge shows, by tab key. */
  badges: Readonly<Record<string, boolean>>;
  customerServiceVisible: boolean;
  setBadge(tabKey: string, visible: boolean): void;
  setCustomerServiceVisible(visible: boolean): void;
  reset(): void;
}

export const initialFrameState = { badges: {}, customerServiceVisible: true };

export const useFrameStore = create<FrameState>()((set) => ({
  ...initialFrameState,
  setBadge: (tabKey, visible) => set((state) => ({ badges: { ...state.badges, [tabKey]: visible } })),
  setCustomerServiceVisible: (customerServiceVisible) => set({ customerServiceVisible }),
  reset: () => set({ ...initialFrameState }),
}));

export const frameSelectors = {
  badges: (state: FrameState) => state.badges,
};

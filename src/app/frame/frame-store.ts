/**
 * State the frame owns: the header tabs' live badges (fed by the domains' descriptors, see
 * the runtime), whether the customer-service float is shown, and whether the late chunks were asked
 * for (a while after the first screen: the frame's late pieces load then, late-frame.tsx).
 */
import { create } from 'zustand';

interface FrameState {
  /** Tabs whose badge shows, by tab key. */
  badges: Readonly<Record<string, boolean>>;
  customerServiceVisible: boolean;
  lateChunksAsked: boolean;
  setBadge(tabKey: string, visible: boolean): void;
  setCustomerServiceVisible(visible: boolean): void;
  setLateChunksAsked(): void;
  reset(): void;
}

export const initialFrameState = { badges: {}, customerServiceVisible: true, lateChunksAsked: false };

export const useFrameStore = create<FrameState>()((set) => ({
  ...initialFrameState,
  setBadge: (tabKey, visible) => set((state) => ({ badges: { ...state.badges, [tabKey]: visible } })),
  setCustomerServiceVisible: (customerServiceVisible) => set({ customerServiceVisible }),
  setLateChunksAsked: () => set({ lateChunksAsked: true }),
  reset: () => set({ ...initialFrameState }),
}));

export const frameSelectors = {
  badges: (state: FrameState) => state.badges,
};

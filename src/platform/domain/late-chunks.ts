/**
 * The moment the app asks for its late chunks (a while after its first screen, at an idle moment:
 * app/runtime/runtime-reporting.ts), as the frame and the domains read it: what a screen can show
 * a little later (a live card's pulse, the customer-service float) loads then, so its code is no
 * part of the first screen. Set once per mounted app; the app's stop resets it.
 */
import { create } from 'zustand';

interface LateChunksState {
  asked: boolean;
  setAsked(): void;
  reset(): void;
}

export const useLateChunksStore = create<LateChunksState>()((set) => ({
  asked: false,
  setAsked: () => set({ asked: true }),
  reset: () => set({ asked: false }),
}));

/** True from the late-chunks moment on (at once on every mount after it). */
export const useLateChunksAsked = (): boolean => useLateChunksStore((state) => state.asked);

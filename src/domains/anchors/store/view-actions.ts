/**
 * The synchronous setters of the lazily loaded slices (anchors-store.ts): a setter cannot wait
 * for a chunk, and these are a few lines, so they stay with the store.
 */
import type { AnchorsSlice } from './initial-state';
import { ALL_STREAMERS_PAGE_SIZE } from './initial-state';

export interface ViewActions {
  /** The room's player reports: seconds behind live, or null when unknown. */
  setPlayerDelay(seconds: number | null): void;
  /** The room's scores: real-time (true) or the delayed, spoiler-safe ones (false, the default). */
  setRealtimeScore(realtime: boolean): void;
  /** All anchors: shows the next page of the loaded list. */
  showMoreStreamers(): void;
}

export const createViewActions: AnchorsSlice<ViewActions> = (set, get) => ({
  setPlayerDelay: (seconds) => {
    const delaySeconds = seconds === null || !Number.isFinite(seconds) || seconds < 0 ? null : seconds;
    if (get().room.delaySeconds !== delaySeconds) set((state) => ({ room: { ...state.room, delaySeconds } }));
  },
  setRealtimeScore: (realtime) => set((state) => ({ room: { ...state.room, realtime } })),
  showMoreStreamers: () =>
    set((state) => ({
      allStreamers: {
        ...state.allStreamers,
        visibleCount: Math.min(
          state.allStreamers.list.data?.length ?? 0,
          state.allStreamers.visibleCount + ALL_STREAMERS_PAGE_SIZE,
        ),
      },
    })),
});

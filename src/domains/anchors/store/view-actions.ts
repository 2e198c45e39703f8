/**
 * The synchronous setters of the lazily loaded slices (anchors-store.ts): a setter cannot wait
 * for a chunk, and these are a few lines, so they stay with the store.
 */
import type { AnchorsSlice } from './initial-state';
import { ALL_STREAMERS_PAGE_SIZE } from './initial-state';

export interface ViewActions {
  /** All anchors: shows the next page of the loaded list. */
  showMoreStreamers(): void;
}

export const createViewActions: AnchorsSlice<ViewActions> = (set) => ({
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

/** Requests that asked for the loading overlay and have not settled yet. */
import { create } from 'zustand';

interface LoadingState {
  pending: number;
  begin(): void;
  end(): void;
  reset(): void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
  reset: () => set({ pending: 0 }),
}));

export const selectIsLoading = (state: LoadingState): boolean => state.pending > 0;

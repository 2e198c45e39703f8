/**
 * The room's synchronous setters: a setter cannot wait for a chunk (room-actions.ts), and these
 * are a few lines, so they stay with the store.
 */
import type { LiveRoomSlice } from './initial-state';

export interface ViewActions {
  /** The room's player reports: seconds behind live, or null when unknown. */
  setPlayerDelay(seconds: number | null): void;
  /** The room's scores: real-time (true) or the delayed, spoiler-safe ones (false, the default). */
  setRealtimeScore(realtime: boolean): void;
}

export const createViewActions: LiveRoomSlice<ViewActions> = (set, get) => ({
  setPlayerDelay: (seconds) => {
    const delaySeconds = seconds === null || !Number.isFinite(seconds) || seconds < 0 ? null : seconds;
    if (get().room.delaySeconds !== delaySeconds) set((state) => ({ room: { ...state.room, delaySeconds } }));
  },
  setRealtimeScore: (realtime) => set((state) => ({ room: { ...state.room, realtime } })),
});

/**
 * The room's 竞猜 store as the descriptor (loaded with the app) reaches it: the store comes with the
 * 竞猜 card's chunk and hands itself over as it loads (platform/store/lazy-store.ts).
 */
import { lazyStore } from '../../platform/store/lazy-store';
import type { useRoomPredictionsStore } from './store/room-predictions-store';

export const roomPredictionsStore = lazyStore<typeof useRoomPredictionsStore>('room-predictions');

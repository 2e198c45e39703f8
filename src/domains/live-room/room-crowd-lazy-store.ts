/**
 * The room's crowd store as the live room's descriptor (loaded with the app) reaches it: the store
 * is part of the chat's chunk and hands itself over as it loads (platform/store/lazy-store.ts).
 */
import { lazyStore } from '../../platform/store/lazy-store';
import type { useRoomCrowdStore } from './store/room-crowd-store';

export const roomCrowdStore = lazyStore<typeof useRoomCrowdStore>('room-crowd');

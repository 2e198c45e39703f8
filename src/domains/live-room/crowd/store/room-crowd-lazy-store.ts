/**
 * The room's crowd store as the live room's descriptor (loaded with the app) reaches it: the store
 * is part of the chat's chunk and hands itself over as it loads (platform/store/lazy-store.ts), with
 * its push messages, whose schemas so load with the chat, not on the first screen. Typed by what the
 * push handler asks of it, in the contract's words, so this light file needs nothing of the store.
 */
import type { ChatLine, RoomCrowdPush } from '../../../../contracts/room-crowd-push';
import { lazyStore } from '../../../../platform/store/lazy-store';

interface PushedLines {
  receive(lines: readonly ChatLine[]): void;
}

export const roomCrowdStore = lazyStore<{ getState(): PushedLines }, typeof RoomCrowdPush>('room-crowd');

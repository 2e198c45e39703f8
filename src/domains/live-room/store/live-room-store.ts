/**
 * The live room's store: state in initial-state.ts, actions in slices beside it (each calls the
 * api module, never the network), selectors in room-selectors.ts. The room's calls are a chunk of
 * their own (room-actions.ts), loaded beside the room's page or at a press on a link into a room;
 * what stays here is what the domain's `start()` and the player need at once — the setters and
 * the streamers' live changes. Its crowd and its red envelope have stores of their own
 * (room-crowd-store.ts, room-envelope-store.ts), loaded with their chunks.
 */
import { createDomainStore, slices, type DomainStore } from '../../../platform/store/domain-store';
import { lazySlice } from '../../../platform/store/lazy-slice';
import { LIVE_ROOM_DOMAIN } from '../live-room-domain-id';
import { initialLiveRoomState, type LiveRoomState } from './initial-state';
import type { RoomActions } from './room-actions';
import { createStreamerLiveActions, type StreamerLiveActions } from './streamer-live-actions';
import { createViewActions, type ViewActions } from './view-actions';

export type LiveRoomActions = RoomActions & ViewActions & StreamerLiveActions;

export type LiveRoomStore = DomainStore<LiveRoomState, LiveRoomActions>;

/** The room's calls: a chunk loaded at its first call or beside the room's page (its route's `load`). */
export const roomSlice = lazySlice<LiveRoomStore, RoomActions>(
  () => import(/* webpackChunkName: "live-room-actions" */ './room-actions').then((slice) => slice.createRoomActions),
  ['openRoom', 'prefetchRoom', 'loadRoomSchedule'],
);

export const useLiveRoomStore = createDomainStore<LiveRoomState, LiveRoomActions>(
  LIVE_ROOM_DOMAIN,
  initialLiveRoomState,
  slices(roomSlice.create, createViewActions, createStreamerLiveActions),
);

/**
 * The live room's store state: the room on screen, and its server data as received, by streamer —
 * resources (platform/store/resource) of the open room only; what the room shows is derived from
 * them by the display rules when it is read (room-selectors.ts `shownInRoom`,
 * components/use-shown-room.ts).
 */
import type { Streamer } from '../../../contracts/anchors';
import type { ScheduleItem, StreamerMatchInfo, TeamLogos } from '../../../contracts/anchors-room';
import type { StateSlice } from '../../../platform/store/domain-store';
import type { ResourceMap } from '../../../platform/store/keyed';

/** What the room's first call answers: the streamer and the match they stream now or next. */
export interface RoomData {
  rawStreamer: Streamer | null;
  /** The match the streamer streams now or next, as received. */
  rawMatchInfo: StreamerMatchInfo | null;
}

/** The room on screen; its server data is in `rooms` and `roomSchedules`, by streamer id. */
export interface RoomState {
  /** The streamer whose room this is; null before a room was opened. */
  hostId: number | null;
  logos: TeamLogos | null;
  /** How far the viewer's stream is behind live, as the player reports it; null when unknown. */
  delaySeconds: number | null;
  /** The viewer chose real-time scores over spoiler-safe ones. */
  realtime: boolean;
}

export interface LiveRoomState {
  room: RoomState;
  /** The streamer and the match they stream now or next, by streamer id (the open room's only). */
  rooms: ResourceMap<RoomData>;
  /** The streamer's schedule as received, by streamer id (the open room's only). */
  roomSchedules: ResourceMap<ScheduleItem[]>;
}

export const initialRoomState: RoomState = {
  hostId: null,
  logos: null,
  delaySeconds: null,
  realtime: false,
};

export const initialLiveRoomState: LiveRoomState = {
  room: initialRoomState,
  rooms: {},
  roomSchedules: {},
};

/** A slice of the live room's store: its state, and the sibling actions it calls (`Needs`). */
export type LiveRoomSlice<Actions, Needs = unknown> = StateSlice<LiveRoomState, Actions, Needs>;

/**
 * The live room (/anchor/detail/:id): the streamer, the match they stream now or next (with the
 * stream addresses), their schedule, the team crests, and the viewer's score preference
 * (spoiler-safe by default: the score the delayed stream is at, see the room's score). A chunk of
 * its own (live-room-store.ts); the room's setters are in view-actions.ts.
 */
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { keyedIn } from '../../../platform/store/keyed-resources';
import { roomApi } from '../api/room-api';
import { initialRoomState, type LiveRoomSlice, type RoomData } from './initial-state';

export interface RoomActions {
  /** Opens the room of a host: a new streamer starts empty, the same streamer refreshes in place. */
  openRoom(hostId: number): Promise<void>;
  /**
   * Opens it ahead of the room's page (a press on a link into the room); the page's
   * own open within JUST_OPENED_MS takes this one instead of asking again.
   */
  prefetchRoom(hostId: number): Promise<void>;
  loadRoomSchedule(): Promise<void>;
}

/** How long a press's open stands for the room's own (a tap's click follows within a second). */
export const JUST_OPENED_MS = 5_000;

/**
 * The room's resources, by streamer: the open room's only (opening another's drops the
 * previous one's, and its answers still on their way land nowhere).
 */
const ROOMS_HELD = 1;

export const createRoomActions: LiveRoomSlice<RoomActions> = (set, get, scope) => {
  const isRoomOf = (hostId: number, epoch: number) => scope.isCurrent(epoch) && get().room.hostId === hostId;

  const loadLogos = async (hostId: number, matchId: number, epoch: number) => {
    try {
      const logos = await roomApi.teamLogo(
        { matchId, pid: configSelectors.sportJumpGame(useConfigStore.getState()) },
        { silent: true },
      );
      if (isRoomOf(hostId, epoch)) set((state) => ({ room: { ...state.room, logos } }));
    } catch {
      // The crests fall back to the schedule's, or to the team initials.
    }
  };

  const keyed = keyedIn({ scope, get, set });
  const rooms = keyed.resources({
    field: 'rooms',
    cap: ROOMS_HELD,
    fetch: async (hostId: number): Promise<RoomData> => {
      const [streamers, matchInfo] = await Promise.all([
        roomApi.hostList({ hostIds: [hostId] }, { silent: true }),
        // An unknown (or banned) host: host/list leaves them out, and this call may refuse the id.
        roomApi.hostLiveMatchInfo({ hostId }, { silent: true }).catch((error: unknown) => ({ refused: error })),
      ]);
      const rawStreamer = streamers.find((streamer) => streamer.id === hostId) ?? null;
      if (matchInfo && 'refused' in matchInfo) {
        if (rawStreamer !== null) throw matchInfo.refused;
        return { rawStreamer: null, rawMatchInfo: null };
      }
      return { rawStreamer, rawMatchInfo: matchInfo };
    },
    onFresh: (hostId, { rawMatchInfo }) => {
      if (rawMatchInfo && get().room.logos?.matchId !== rawMatchInfo.matchId)
        void loadLogos(hostId, rawMatchInfo.matchId, scope.epoch());
    },
  });
  const schedules = keyed.resources({
    field: 'roomSchedules',
    cap: ROOMS_HELD,
    fetch: (hostId: number) => roomApi.hostSchedule({ hostId }, { silent: true }),
    // The schedule is a tab of the room: its own error state says it.
    refreshFailedNotice: false,
  });

  const open = async (hostId: number) => {
    if (get().room.hostId !== hostId) set({ room: { ...initialRoomState, hostId, realtime: get().room.realtime } });
    void schedules.load(hostId);
    await rooms.load(hostId);
  };
  /** The room a press opened before its link was followed (prefetchRoom). */
  let pressedRoom: { hostId: number; at: number; opened: Promise<void> } | null = null;
  scope.onReset(() => (pressedRoom = null));

  return {
    openRoom: (hostId) => {
      // Opened a moment ago by the press on the link that entered it: the room's mount takes
      // that open (under way or answered) instead of asking again; its minute loop refreshes.
      const pressed = pressedRoom;
      pressedRoom = null;
      if (pressed?.hostId === hostId && Date.now() - pressed.at < JUST_OPENED_MS) return pressed.opened;
      return open(hostId);
    },
    prefetchRoom: (hostId) => {
      const opened = open(hostId);
      pressedRoom = { hostId, at: Date.now(), opened };
      return opened;
    },
    loadRoomSchedule: async () => {
      const { hostId } = get().room;
      if (hostId !== null) await schedules.load(hostId);
    },
  };
};

/**
 * The live room (/anchor/detail/:id): the host, the match they stream now or next (with the
 * stream addresses), their schedule, the team crests, and the viewer's score preference
 * (spoiler-safe by default: the score the delayed stream is at, see the room's score).
 */
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { notify } from '../../../platform/feedback/notify';
import { fetchHostList, fetchHostLiveMatch, fetchHostSchedule, fetchTeamLogos } from '../api/anchors-api';
import { messages } from '../messages';
import { withDisplay } from './derive';
import { initialRoomState } from './initial-state';
import { isCancelled, type Slice } from './store-kit';

export interface RoomActions {
  /** Opens the room of a host: a new host starts empty, the same host refreshes in place. */
  openRoom(hostId: number): Promise<void>;
  loadRoomSchedule(): Promise<void>;
  /** What the player reports: seconds behind live, or null when unknown. */
  setPlayerDelay(seconds: number | null): void;
  /** Real-time scores (true) or the delayed, spoiler-safe ones (false, the default). */
  setRealtimeScore(realtime: boolean): void;
}

export const createRoomActions: Slice<RoomActions> = (set, get, scope) => {
  const isRoomOf = (hostId: number, epoch: number) => scope.isCurrent(epoch) && get().room.hostId === hostId;

  const loadLogos = async (hostId: number, matchId: number, epoch: number) => {
    try {
      const logos = await fetchTeamLogos(matchId, configSelectors.sportJumpGame(useConfigStore.getState()), {
        silent: true,
      });
      if (isRoomOf(hostId, epoch)) set((state) => ({ room: { ...state.room, logos } }));
    } catch {
      // The crests fall back to the schedule's, or to the team initials.
    }
  };

  const loadRoomSchedule = async (): Promise<void> => {
    const { hostId } = get().room;
    if (hostId === null) return;
    const epoch = scope.epoch();
    const requestedAt = get().serverNow();
    const hadData = get().room.scheduleStatus === 'ready';
    if (!hadData) set((state) => ({ room: { ...state.room, scheduleStatus: 'loading' } }));
    try {
      const items = await fetchHostSchedule(hostId, { silent: true });
      if (!isRoomOf(hostId, epoch)) return;
      set((state) => withDisplay({ ...state, room: { ...state.room, scheduleStatus: 'ready', rawSchedule: items } }));
      get().seedMatchLive(
        items.map((item) => item.match),
        requestedAt,
      );
    } catch {
      if (!isRoomOf(hostId, epoch)) return;
      if (!hadData) set((state) => ({ room: { ...state.room, scheduleStatus: 'failed' } }));
    }
  };

  return {
    openRoom: async (hostId) => {
      const epoch = scope.epoch();
      const sameHost = get().room.hostId === hostId;
      const hadData = sameHost && get().room.status === 'ready';
      if (!sameHost) set({ room: { ...initialRoomState, hostId, status: 'loading', realtime: get().room.realtime } });
      else if (!hadData) set((state) => ({ room: { ...state.room, status: 'loading' } }));
      void loadRoomSchedule();
      const [hosts, matchInfo] = await Promise.allSettled([
        fetchHostList({ hostIds: [hostId] }, { silent: true }),
        fetchHostLiveMatch(hostId, { silent: true }),
      ]);
      if (!isRoomOf(hostId, epoch)) return;
      // An unknown (or banned) host: host/list leaves them out, and the other calls may refuse the id.
      const rawHost = hosts.status === 'fulfilled' ? (hosts.value.find((host) => host.id === hostId) ?? null) : null;
      if (hosts.status === 'fulfilled' && (rawHost === null || matchInfo.status === 'fulfilled')) {
        const rawMatchInfo = matchInfo.status === 'fulfilled' ? matchInfo.value : null;
        set((state) => withDisplay({ ...state, room: { ...state.room, status: 'ready', rawHost, rawMatchInfo } }));
        if (rawMatchInfo && get().room.logos?.matchId !== rawMatchInfo.matchId)
          void loadLogos(hostId, rawMatchInfo.matchId, epoch);
        return;
      }
      set((state) => ({ room: { ...state.room, status: hadData ? 'ready' : 'failed' } }));
      const reason =
        hosts.status === 'rejected' ? hosts.reason : matchInfo.status === 'rejected' ? matchInfo.reason : null;
      if (hadData && !isCancelled(reason)) notify('fail', messages.refreshFailed);
    },
    loadRoomSchedule,
    setPlayerDelay: (seconds) => {
      const delaySeconds = seconds === null || !Number.isFinite(seconds) || seconds < 0 ? null : seconds;
      if (get().room.delaySeconds !== delaySeconds) set((state) => ({ room: { ...state.room, delaySeconds } }));
    },
    setRealtimeScore: (realtime) => set((state) => ({ room: { ...state.room, realtime } })),
  };
};

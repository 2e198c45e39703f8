/**
 * The room's streamer going live or off on a match (the match layer's streamer-live feed,
 * `host-live` on `host:<id>`): the open room's streamer, its match info and its schedule are
 * patched, in one store update per animation frame; another streamer's change leaves the state as
 * it was.
 */
import type { StreamerLivePayload } from '../../../contracts/anchors-push';
import type { ScheduleItem } from '../../../contracts/anchors-room';
import type { ResourceMap } from '../../../platform/store/keyed';
import type { Resource } from '../../../platform/store/resource';
import type { Timed } from '../../match/rules/live-history';
import { patchStreamer } from '../../match/store/streamer-live-feed';
import type { LiveRoomSlice, LiveRoomState } from './initial-state';

export interface StreamerLiveActions {
  applyStreamerLive(items: readonly Timed<StreamerLivePayload>[]): void;
}

function patchSchedule(items: ScheduleItem[], change: StreamerLivePayload): ScheduleItem[] {
  return items.map((item) =>
    item.matchId === change.matchId ? { ...item, liveStatus: change.scheduleLiveStatus } : item,
  );
}

/** The streamer's entry of a keyed map with other data (none held: the map as it was). */
const patchEntry = <T>(map: ResourceMap<T>, hostId: number, patch: (data: T) => T): ResourceMap<T> => {
  const entry = map[hostId];
  return entry?.data == null ? map : { ...map, [hostId]: { ...entry, data: patch(entry.data) } as Resource<T> };
};

export const createStreamerLiveActions: LiveRoomSlice<StreamerLiveActions> = (set) => ({
  applyStreamerLive: (items) => {
    if (items.length === 0) return;
    set((state) => {
      let next: LiveRoomState = state;
      for (const { value: change } of items) {
        next = {
          ...next,
          rooms: patchEntry(next.rooms, change.hostId, ({ rawStreamer, rawMatchInfo }) => ({
            rawStreamer: rawStreamer && patchStreamer(rawStreamer, change),
            rawMatchInfo:
              rawMatchInfo?.matchId === change.matchId
                ? { ...rawMatchInfo, liveStatus: change.scheduleLiveStatus }
                : rawMatchInfo,
          })),
          roomSchedules: patchEntry(next.roomSchedules, change.hostId, (schedule) => patchSchedule(schedule, change)),
        };
      }
      return next;
    });
  },
});

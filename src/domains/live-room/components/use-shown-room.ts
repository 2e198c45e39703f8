/**
 * The room's streamer, match and schedule as the room and the mini-player show them, as
 * use-shown.ts does for the home: the stored values through the display rules for who is
 * looking, kept until an input changes.
 */
import { useMemo } from 'react';
import type { Streamer } from '../../../contracts/anchors';
import type { ScheduleItem, StreamerMatchInfo } from '../../../contracts/anchors-room';
import { useDisplayContext } from '../../match/components/use-visible-matches';
import { useLiveRoomStore } from '../store/live-room-store';
import { roomSelectors, shownInRoom } from '../store/room-selectors';

export function useRoomStreamer(): Streamer | null {
  const context = useDisplayContext();
  const room = useLiveRoomStore(roomSelectors.data);
  return useMemo(() => shownInRoom.streamer(room, context), [room, context]);
}

export function useRoomMatchInfo(): StreamerMatchInfo | null {
  const context = useDisplayContext();
  const room = useLiveRoomStore(roomSelectors.data);
  const schedule = useLiveRoomStore(roomSelectors.rawSchedule);
  return useMemo(() => shownInRoom.matchInfo(room, schedule, context), [room, schedule, context]);
}

export function useRoomSchedule(): ScheduleItem[] {
  const context = useDisplayContext();
  const schedule = useLiveRoomStore(roomSelectors.rawSchedule);
  return useMemo(() => shownInRoom.schedule(schedule, context), [schedule, context]);
}

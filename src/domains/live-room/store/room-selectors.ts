/**
 * The open room's selectors (stored values only), and the display rules over them
 * (`shownInRoom`, read through components/use-shown-room.ts).
 */
import type { Streamer } from '../../../contracts/anchors';
import type { ScheduleItem, StreamerMatchInfo } from '../../../contracts/anchors-room';
import type { MatchSummary } from '../../../contracts/match';
import { resourceAt } from '../../../platform/store/keyed';
import { isDisplayableEntry, type DisplayContext } from '../../match/rules/match-anchors';
import { filterPrivateAnchors } from '../../match/rules/private-rooms';
import { displayMatchInfo, displayStreamers } from '../../match/rules/streamer-display';
import type { LiveRoomState, RoomData } from './initial-state';

type State = LiveRoomState;
const NO_SCHEDULE: readonly ScheduleItem[] = [];

export const shownInRoom = {
  /** The room's streamer: null when they do not exist, are banned, or before loading. */
  streamer: (room: RoomData | null, context: DisplayContext): Streamer | null =>
    room?.rawStreamer ? (displayStreamers([room.rawStreamer], context)[0] ?? null) : null,
  /** The room's match info: null when the entry rule hides that stream (another game id, a private room not allowed). */
  matchInfo: (
    room: RoomData | null,
    schedule: readonly ScheduleItem[],
    context: DisplayContext,
  ): StreamerMatchInfo | null =>
    displayMatchInfo(room?.rawMatchInfo ?? null, [...schedule, ...(room?.rawStreamer?.liveSchedule ?? [])], context),
  /** The room's schedule entries shown, with private anchors filtered. */
  schedule: (schedule: readonly ScheduleItem[], context: DisplayContext): ScheduleItem[] =>
    schedule
      .filter((item) => isDisplayableEntry(item, context))
      .map((item) => {
        const match = filterPrivateAnchors(item.match, context);
        return match === item.match ? item : { ...item, match };
      }),
};

export const roomSelectors = {
  status: (state: State) => resourceAt(state.rooms, state.room.hostId).status,
  /** The open room's streamer and match info as received. */
  data: (state: State) => resourceAt(state.rooms, state.room.hostId).data,
  scheduleStatus: (state: State) => resourceAt(state.roomSchedules, state.room.hostId).status,
  /** The open room's schedule as received. */
  rawSchedule: (state: State): readonly ScheduleItem[] =>
    resourceAt(state.roomSchedules, state.room.hostId).data ?? NO_SCHEDULE,
  delaySeconds: (state: State) => state.room.delaySeconds,
  realtime: (state: State) => state.room.realtime,
  logos: (state: State) => state.room.logos,
  /**
   * The room's match as a match summary (teams, crests, status), from the streamer's schedule
   * (the match info is one of its entries); undefined until the schedule has it — the card then
   * names the teams from the match info. Without match info no entry is found: every entry has a
   * match id.
   */
  match: (state: State): MatchSummary | undefined => {
    const matchId = roomSelectors.data(state)?.rawMatchInfo?.matchId;
    return roomSelectors.rawSchedule(state).find((item) => item.matchId === matchId)?.match;
  },
};

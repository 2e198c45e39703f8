/**
 * The room's lines as they come — the history on entry, the pushed `room.line`s, a send's echo — a
 * live timeline (store kit, live-timeline.ts) per room, in the order of the lines' index (the
 * server numbers a room's lines 0, 1, 2… without holes): a jump or a reconnect asks the history
 * since the last line had in order, a server that numbers anew starts over. Nothing shows from it
 * directly: each line it admits goes to the room's release queue (room-crowd-session.ts).
 */
import { RoomCrowdCalls } from '../../../../contracts/room-crowd';
import { RoomCrowdPush, type ChatLine } from '../../../../contracts/room-crowd-push';
import { liveTimeline } from '../../../../platform/store/live-timeline';
import { roomCrowdApi } from '../api/room-crowd-api';
import { LIVE_ROOM_DOMAIN } from '../../live-room-domain-id';

/** Lines kept per room: a flood's pushes before the history answered, and what a repair is asked since. */
export const CROWD_LINES_KEPT = 1000;
/** A failed history (entry or repair) is asked again this long after, a few times. */
export const HISTORY_RETRY_MS = 3000;

export const useCrowdTimeline = liveTimeline<number, ChatLine, null>({
  domain: LIVE_ROOM_DOMAIN,
  snapshot: async (roomId, since) => {
    const { lines, nextIndex } = await roomCrowdApi.history(
      since === undefined ? { roomId } : { roomId, sinceIndex: since },
    );
    return { items: lines, head: null, next: nextIndex };
  },
  call: RoomCrowdCalls.history,
  keyOf: (line) => line.roomId,
  orderOf: (line) => line.index,
  cap: CROWD_LINES_KEPT,
  // One room at a time.
  keysKept: 1,
  channel: (roomId) => RoomCrowdPush.room(roomId),
  retry: { attempts: 3, afterMs: HISTORY_RETRY_MS },
});

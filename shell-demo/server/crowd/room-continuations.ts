/**
 * A take-over (push/publisher-role.ts): each room chatting on the bus in the last minute goes on
 * from its stream on the new publisher — its lines numbered after the last publisher's, its
 * history theirs — so fans see none again and none lost. A room this gateway holds already
 * continues at once; one it makes later, when it makes it.
 */
import { RoomCrowdPush, type ChatLine } from '../../../src/contracts/room-crowd-push';
import { numericChannelId } from '../push/channel-ids';
import type { PublisherRole } from '../push/publisher-role';
import { ROOM_LINES_KEPT } from './room-log';
import type { RoomState } from './room-state';

/** A room is continued when its stream had a line within this long before the take-over. */
const CHATTING_WITHIN_MS = 60_000;

export class RoomContinuations {
  /** Rooms' lines read from their streams at a take-over, for rooms made after it. */
  private readonly lines = new Map<number, ChatLine[]>();

  constructor(role: PublisherRole, room: (roomId: number) => RoomState | undefined) {
    role.onTakeOver(async (recent) => {
      const kind = RoomCrowdPush.room.kind;
      const found = await recent(kind, RoomCrowdPush.line.name, {
        count: ROOM_LINES_KEPT,
        withinMs: CHATTING_WITHIN_MS,
      });
      for (const [channel, messages] of found) {
        const roomId = numericChannelId(channel, kind);
        if (roomId === null || messages.length === 0) continue;
        const lines = messages.map((message) => message.payload as ChatLine);
        const held = room(roomId);
        if (held) held.log.continueFrom(lines);
        else this.lines.set(roomId, lines);
      }
    });
  }

  /** The lines a room made now goes on from (once); undefined: a new room. */
  take(roomId: number): ChatLine[] | undefined {
    const lines = this.lines.get(roomId);
    this.lines.delete(roomId);
    return lines;
  }
}

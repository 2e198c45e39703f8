/**
 * A take-over (push/publisher-role.ts): each room chatting on the bus in the last minute goes on
 * from its stream on the new publisher — its lines numbered after the last publisher's, its
 * history theirs — so fans see none again and none lost. A room this gateway holds already
 * continues at once; one it makes later, when it makes it.
 *
 * The read-back may outlast the take-over's wait (a loaded process, a slow stream): the new
 * publisher publishes meanwhile, so until the rooms are read back (`waiting`) they hold their
 * lines — no crowd, no fan's line, no welcome — rather than start again from nothing. A read that
 * fails is tried again for a while (`readAtTakeOver`) before the rooms start afresh.
 */
import { RoomCrowdPush, type ChatLine } from '../../../src/contracts/room-crowd-push';
import { numericChannelId } from '../push/channel-ids';
import { readAtTakeOver, type PublisherRole, type RecentReader } from '../push/publisher-role';
import { ROOM_LINES_KEPT } from './room-log';
import type { RoomState } from './room-state';

/** A room is continued when its stream had a line within this long before the take-over. */
const CHATTING_WITHIN_MS = 60_000;

export class RoomContinuations {
  /** Rooms' lines read from their streams at a take-over, for rooms made after it. */
  private readonly lines = new Map<number, ChatLine[]>();
  /** Take-overs whose read-back has not ended. */
  private reading = 0;
  /** Rooms made while a read-back was on its way: each learns at its end whether it goes on or is new. */
  private readonly madeWhileReading = new Set<number>();

  /** `fresh`: a room made while reading that the streams did not know starts (its welcome). */
  constructor(
    role: PublisherRole,
    private readonly room: (roomId: number) => RoomState | undefined,
    private readonly fresh: (state: RoomState) => void,
  ) {
    role.onTakeOver(async (recent) => {
      this.reading += 1;
      try {
        this.continueFrom(await readBack(recent));
      } finally {
        this.reading -= 1;
        if (this.reading === 0) this.welcomeMadeWhileReading();
      }
    });
  }

  /** True while a take-over's read-back is on its way: the rooms hold their lines. */
  waiting(): boolean {
    return this.reading > 0;
  }

  /**
   * The lines a room made now goes on from (once); undefined: a new room — or, while reading, one
   * that learns later (`fresh` then, if the streams did not know it).
   */
  take(roomId: number): ChatLine[] | undefined {
    const lines = this.lines.get(roomId);
    this.lines.delete(roomId);
    if (!lines && this.waiting()) this.madeWhileReading.add(roomId);
    return lines;
  }

  private continueFrom(found: Map<number, ChatLine[]>): void {
    for (const [roomId, lines] of found) {
      this.madeWhileReading.delete(roomId);
      const held = this.room(roomId);
      if (held) held.log.continueFrom(lines);
      else this.lines.set(roomId, lines);
    }
  }

  private welcomeMadeWhileReading(): void {
    for (const roomId of this.madeWhileReading) {
      const state = this.room(roomId);
      if (state) this.fresh(state);
    }
    this.madeWhileReading.clear();
  }
}

/** Each chatting room's newest lines, read again while the read fails, for READ_WITHIN_MS at most. */
async function readBack(recent: RecentReader): Promise<Map<number, ChatLine[]>> {
  const kind = RoomCrowdPush.room.kind;
  const found = await readAtTakeOver(() =>
    recent(kind, RoomCrowdPush.line.name, { count: ROOM_LINES_KEPT, withinMs: CHATTING_WITHIN_MS }),
  );
  const rooms = new Map<number, ChatLine[]>();
  for (const [channel, messages] of found) {
    const roomId = numericChannelId(channel, kind);
    if (roomId !== null && messages.length > 0)
      rooms.set(
        roomId,
        messages.map((message) => message.payload as ChatLine),
      );
  }
  return rooms;
}

/**
 * A room's lines: numbered 0, 1, 2, … (contiguous, so a client sees a gap), stamped with the
 * server clock, published on `room:<id>` as they are added, and the newest ROOM_LINES_KEPT kept
 * for the history call (CHAT_HISTORY_SIZE on entry, up to CHAT_REPAIR_MAX to repair a gap).
 */
import { CHAT_HISTORY_SIZE, CHAT_REPAIR_MAX, type ChatHistory } from '../../../src/contracts/room-crowd';
import type { ChatLine } from '../../../src/contracts/room-crowd-push';
import { onAnswer, type Answer } from '../push/live-bus';

/** Lines kept per room: above what a repair asks for, bounded (a few hundred rooms at most). */
export const ROOM_LINES_KEPT = 500;

/** A line before the room numbers and stamps it (with its sender's 竞猜 record). */
export type NewLine = Omit<ChatLine, 'roomId' | 'index' | 'id' | 'at' | 'record'>;

/** A sender's 竞猜 record as their lines carry it (null: none). */
export type RecordOf = (uid: string) => ChatLine['record'];

export class RoomLog {
  private lines: ChatLine[] = [];
  private next = 0;

  constructor(
    readonly roomId: number,
    /** Answers once the bus holds the line (at once on the in-process bus). */
    private readonly publish: (line: ChatLine) => Answer<unknown>,
    private readonly recordOf: RecordOf = () => null,
  ) {}

  get nextIndex(): number {
    return this.next;
  }

  /** Numbers, stamps, keeps and publishes a line (the crowd's and the room's own: nobody waits for them). */
  add(fields: NewLine, at: number): ChatLine {
    return this.append(fields, at).line;
  }

  /**
   * As `add`, answered once the bus holds the line: a user's send is acknowledged only then, so a
   * publisher that dies right after its answer cannot take an acknowledged line with it.
   */
  addPublished(fields: NewLine, at: number): Answer<ChatLine> {
    const { line, published } = this.append(fields, at);
    return onAnswer(published, () => line);
  }

  private append(fields: NewLine, at: number): { line: ChatLine; published: Answer<unknown> } {
    const index = this.next++;
    const record = fields.uid === '' ? null : this.recordOf(fields.uid);
    const line: ChatLine = { roomId: this.roomId, index, id: `${this.roomId}-${index}`, at, ...fields, record };
    this.lines.push(line);
    // Trimmed in chunks, not one shift per line.
    if (this.lines.length > ROOM_LINES_KEPT * 1.5) this.lines = this.lines.slice(-ROOM_LINES_KEPT);
    return { line, published: this.publish(line) };
  }

  /**
   * Goes on from the lines the room's stream holds (a take-over: the last publisher numbered
   * them), oldest first: kept for the history call, the next line numbered after the last. Lines
   * this gateway numbered before (its own copy while it did not publish) give way.
   */
  continueFrom(lines: readonly ChatLine[]): void {
    const last = lines.at(-1);
    if (!last) return;
    this.lines = lines.slice(-ROOM_LINES_KEPT);
    this.next = last.index + 1;
  }

  /** A kept line by its id (`<roomId>-<index>`), for reports. */
  find(id: string): ChatLine | undefined {
    const match = /^(\d+)-(\d+)$/.exec(id);
    if (!match || Number(match[1]) !== this.roomId) return undefined;
    const index = Number(match[2]);
    const first = this.lines[0]?.index ?? this.next;
    return this.lines[index - first];
  }

  /** The kept line a user sent with this client id (a retry's answer after a take-over), newest first. */
  sentBy(uid: string, clientMsgId: string): ChatLine | undefined {
    return this.lines.findLast((line) => line.uid === uid && line.clientMsgId === clientMsgId);
  }

  /**
   * The history answer: without `sinceIndex` the newest CHAT_HISTORY_SIZE lines; with it the lines
   * after it, at most CHAT_REPAIR_MAX (the newest). A `sinceIndex` at or beyond the next index
   * (a client that knew a restarted server) cannot be trusted: it gets the newest lines.
   */
  history(sinceIndex?: number): ChatHistory {
    const fresh = sinceIndex === undefined || sinceIndex >= this.next;
    const first = this.lines[0]?.index ?? this.next;
    const after = fresh ? this.lines : this.lines.slice(Math.max(0, sinceIndex + 1 - first));
    const most = fresh ? CHAT_HISTORY_SIZE : CHAT_REPAIR_MAX;
    return { roomId: this.roomId, nextIndex: this.next, lines: after.slice(-most) };
  }
}

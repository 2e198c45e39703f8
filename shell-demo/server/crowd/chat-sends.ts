/**
 * A user's message to a room (RoomCrowdCalls.send), with what real rooms enforce, in this order:
 * a retried send (same user and clientMsgId) answers its first answer and posts nothing; the
 * comment rule (the tips' own: banned, recharge, VIP — CommentRuleCode.Forbidden with its text);
 * a blank text (Blank); over CHAT_MAX_LENGTH code points (TooLong); slow mode, one message per
 * CHAT_SLOW_MODE_MS per user and room (SlowMode); the room's flood limit, ROOM_FLOOD_LIMIT
 * messages of users per ROOM_FLOOD_WINDOW_MS (Flood). Then sensitive words are masked and the
 * line goes out like every line of the room.
 *
 * The retries' answers and the slow-mode clocks live in the user's cell, shared by every gateway
 * and claimed by compare-and-set before the line goes out: a publisher that takes over neither
 * restarts a clock nor posts a resent line twice.
 */
import {
  CHAT_MAX_LENGTH,
  CHAT_SLOW_MODE_MS,
  LOTTERY_RESULT_KEPT_MS,
  RoomCrowdCode,
  type ChatSendResult,
} from '../../../src/contracts/room-crowd';
import { ChatLineKind, type ChatLine } from '../../../src/contracts/room-crowd-push';
import { ApiError, DevServerCode, Messages, badParams } from '../api-error';
import type { SessionRef } from '../router';
import { hashString } from '../seed';
import { onAnswer, type Answer } from '../push/live-bus';
import { changeCell } from '../push/shared-cells';
import type { ServerContext } from '../server-context';
import { USER_TITLES } from '../world/data/texts';
import { commentRuleOf, commentRuleRefusal } from '../comment-rule';
import { demoProfileOf } from '../demo-profiles';
import { checkChatText } from './chat-checks';
import { LOTTERY_OPEN_MS } from './lottery';
import type { RoomLines, RoomState } from './room-state';

/** Users' messages a room takes per window: more are refused with Flood (the crowd does not count). */
export const ROOM_FLOOD_LIMIT = 20;
export const ROOM_FLOOD_WINDOW_MS = 1_000;
/**
 * Sends kept for replay in a user's chat cell, a day: a client retries within seconds, and the
 * newest 30 are far more than it has unanswered; the cell is written with every line, so it stays
 * small, and each user's flood forgets only its own.
 */
export const KEPT_SENDS = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 30 } as const;
/**
 * A user's last line per room is kept in the cell while it can still count: its slow-mode clock
 * (3 s), and the red envelope's send-a-message condition of a 红包 opened before it (open three
 * minutes, its result shown five more). The newest LAST_LINE_ROOMS rooms at most: one user's spray
 * over every room bounds only its own cell.
 */
const LAST_LINE_KEPT_MS = Math.max(CHAT_SLOW_MODE_MS, LOTTERY_OPEN_MS + LOTTERY_RESULT_KEPT_MS);
const LAST_LINE_ROOMS = 100;

/** A send kept in the cell: its line once posted (null: claimed, not posted yet). */
interface KeptSend {
  id: string;
  roomId: number;
  at: number;
  line: ChatLine | null;
}

/**
 * A user's chat in the cells every gateway shares (`chat.<uid>`): the time of the last line per
 * room (slow mode) and the newest sends (a retry's answer), so a publisher that takes over goes on
 * with the clocks and the client ids of the one before it.
 */
interface ChatCell {
  last: Record<string, number>;
  sends: KeptSend[];
}

const chatCellKey = (uid: string) => `chat.${uid}`;

/** The cell without what no check needs any more: last lines that count for nothing now, sends past their time. */
function freshCell(kept: ChatCell | undefined, now: number): ChatCell {
  const last = Object.fromEntries(Object.entries(kept?.last ?? {}).filter(([, at]) => now - at < LAST_LINE_KEPT_MS));
  const sends = (kept?.sends ?? []).filter((sent) => now - sent.at < KEPT_SENDS.ttlMs);
  return { last, sends };
}

/** What the cell said of a send: a kept one (a retry), or the claim this call wrote. */
type CellStep = { kind: 'kept'; sent: KeptSend } | { kind: 'claimed'; sent: KeptSend };

export class ChatSends {
  /** Per room, the times of the users' messages within the flood window. */
  private readonly recent = new Map<number, number[]>();
  /** Sends of this process waiting for the cells, by uid and client id: a retry meanwhile waits for the same answer. */
  private readonly pending = new Map<string, { roomId: number; answer: Promise<ChatSendResult> }>();

  constructor(
    private readonly server: ServerContext,
    private readonly rooms: RoomLines,
  ) {}

  /**
   * Whether the user sent a message in the room at or after `since` (server ms), through whichever
   * publisher: read from the user's cell, so a take-over does not ask the fan for another line.
   */
  sentSince(uid: string, roomId: number, since: number): Answer<boolean> {
    return onAnswer(this.server.cells.read<ChatCell>(chatCellKey(uid)), (kept) => {
      const last = kept?.value.last[roomId];
      return last !== undefined && last >= since;
    });
  }

  /** A message of `session`'s user sent from `client` (its address: the senders kept are shared fairly by address). */
  send(
    session: SessionRef,
    client: string,
    room: RoomState,
    text: string,
    clientMsgId: string,
  ): Answer<ChatSendResult> {
    const pendingKey = `${session.uid}\n${clientMsgId}`;
    const pending = this.pending.get(pendingKey);
    if (pending) {
      if (pending.roomId !== room.roomId) throw otherRoom();
      return pending.answer;
    }
    // A take-over still reading the room back: the app sends again, as it does while nobody publishes.
    if (this.rooms.waiting()) throw new ApiError(DevServerCode.Busy, Messages.busy, 503);
    const now = this.server.now();
    const step = changeCell<ChatCell, CellStep>(this.server.cells, chatCellKey(session.uid), (kept) => {
      const cell = freshCell(kept, now);
      const sent = cell.sends.find((one) => one.id === clientMsgId);
      if (sent) {
        if (sent.roomId !== room.roomId) throw otherRoom();
        return { value: undefined, result: { kind: 'kept', sent } };
      }
      this.check(session, room, text, cell.last[room.roomId], now);
      const claim: KeptSend = { id: clientMsgId, roomId: room.roomId, at: now, line: null };
      const rooms = Object.entries<number>({ ...cell.last, [room.roomId]: now }).sort(([, a], [, b]) => b - a);
      cell.last = Object.fromEntries(rooms.slice(0, LAST_LINE_ROOMS));
      cell.sends = [...cell.sends, claim].slice(-KEPT_SENDS.maxEntries);
      return { value: cell, result: { kind: 'claimed', sent: claim } };
    });
    const answer = onAnswer(step, ({ kind, sent }) => {
      if (sent.line) return { line: sent.line, nextSendAt: sent.at + CHAT_SLOW_MODE_MS };
      // Claimed by a publisher that stopped before its line went out, or whose answer was lost:
      // the line it posted is in the room's log (a take-over reads it back), else it goes out now.
      const posted = kind === 'kept' ? room.log.sentBy(session.uid, clientMsgId) : undefined;
      if (posted) return { line: posted, nextSendAt: sent.at + CHAT_SLOW_MODE_MS };
      return this.post(session, client, room, checkedText(text), sent);
    });
    if (answer instanceof Promise) {
      const waiting = answer.finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, { roomId: room.roomId, answer: waiting });
      return waiting;
    }
    return answer;
  }

  /** The checks of a new line, in their order; throws the first refusal. */
  private check(session: SessionRef, room: RoomState, text: string, last: number | undefined, now: number): void {
    const refusal = commentRuleRefusal(commentRuleOf(session.username, now));
    if (refusal) throw refusal;
    checkedText(text);
    if (last !== undefined && now - last < CHAT_SLOW_MODE_MS) {
      const seconds = Math.ceil((last + CHAT_SLOW_MODE_MS - now) / 1000);
      throw new ApiError(RoomCrowdCode.SlowMode, `发言太快啦，请 ${seconds} 秒后再发`);
    }
    // The flood window (a second) is over before a take-over is (3 s): it stays in this process.
    const recent = (this.recent.get(room.roomId) ?? []).filter((at) => now - at < ROOM_FLOOD_WINDOW_MS);
    this.recent.set(room.roomId, recent);
    if (recent.length >= ROOM_FLOOD_LIMIT) throw new ApiError(RoomCrowdCode.Flood, '直播间消息太多啦，请稍后再发');
  }

  /** Posts a claimed send's line and keeps it in the cell for its retries. */
  private post(
    session: SessionRef,
    client: string,
    room: RoomState,
    text: string,
    sent: KeptSend,
  ): Answer<ChatSendResult> {
    const { at } = sent;
    this.recent.set(room.roomId, [...(this.recent.get(room.roomId) ?? []), at]);
    this.rooms.rememberName(session.uid, client, session.username);
    const posted = this.rooms.addLine(room, {
      kind: ChatLineKind.Chat,
      ...senderOf(session, at),
      text,
      clientMsgId: sent.id,
      lotteryId: 0,
      amount: 0,
    });
    // Kept once the room's stream holds it: a take-over that finds the claim without its line finds the line.
    return onAnswer(posted, (line) => {
      const result: ChatSendResult = { line, nextSendAt: at + CHAT_SLOW_MODE_MS };
      return changeCell<ChatCell, ChatSendResult>(this.server.cells, chatCellKey(session.uid), (cell) => {
        const claim = cell?.sends.find((one) => one.id === sent.id);
        if (!cell || !claim || claim.line) return { value: undefined, result };
        claim.line = line;
        return { value: cell, result };
      });
    });
  }
}

const otherRoom = () => badParams('clientMsgId 已用于其他直播间的消息');

/** The text a line carries, or the refusal of a blank or too long one. */
function checkedText(text: string): string {
  const verdict = checkChatText(text);
  if (verdict.ok) return verdict.text;
  if (verdict.problem === 'blank') throw new ApiError(RoomCrowdCode.Blank, '不能发送空白消息');
  throw new ApiError(RoomCrowdCode.TooLong, `消息最多 ${CHAT_MAX_LENGTH} 个字，当前 ${verdict.length} 个`);
}

/** How a real user appears on a line: the username, the profile's VIP level, a level and a title drawn from the name. */
export function senderOf(session: SessionRef, now: number) {
  const hash = hashString(`chat:${session.username.toLowerCase()}`);
  return {
    uid: session.uid,
    nickName: session.username,
    titleId: hash % 3 === 0 ? USER_TITLES[hash % USER_TITLES.length]!.id : 0,
    level: 1 + ((hash >>> 3) % 50),
    vip: demoProfileOf(session.username, now).vipLevel,
  };
}

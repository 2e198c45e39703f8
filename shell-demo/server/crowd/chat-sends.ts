/**
 * A user's message to a room (RoomCrowdCalls.send), with what real rooms enforce, in this order:
 * a retried send (same user and clientMsgId) answers its first answer and posts nothing; the
 * comment rule (the tips' own: banned, recharge, VIP — CommentRuleCode.Forbidden with its text);
 * a blank text (Blank); over CHAT_MAX_LENGTH code points (TooLong); slow mode, one message per
 * CHAT_SLOW_MODE_MS per user and room (SlowMode); the room's flood limit, ROOM_FLOOD_LIMIT
 * messages of users per ROOM_FLOOD_WINDOW_MS (Flood). Then sensitive words are masked and the
 * line goes out like every line of the room.
 */
import {
  CHAT_MAX_LENGTH,
  CHAT_SLOW_MODE_MS,
  RoomCrowdCode,
  type ChatSendResult,
} from '../../../src/contracts/room-crowd';
import { ChatLineKind } from '../../../src/contracts/room-crowd-push';
import { ApiError, badParams } from '../api-error';
import { ExpiringMapsByOwner } from '../expiring-map';
import type { SessionRef } from '../router';
import { hashString } from '../seed';
import { usersKeptFor } from '../sessions';
import type { ServerContext } from '../server-context';
import { USER_TITLES } from '../world/data/texts';
import { commentRuleOf, commentRuleRefusal } from '../comment-rule';
import { demoProfileOf } from '../demo-profiles';
import { checkChatText } from './chat-checks';
import type { RoomLines, RoomState } from './room-state';

/** Users' messages a room takes per window: more are refused with Flood (the crowd does not count). */
export const ROOM_FLOOD_LIMIT = 20;
export const ROOM_FLOOD_WINDOW_MS = 1_000;
/**
 * Sends kept for replay, per sender: a client retries within seconds; the count bounds a flood of
 * fresh ids, and being per sender, one user's flood forgets only that user's sends.
 */
export const KEPT_SENDS = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 200 } as const;
/**
 * Each user's last message per room (slow mode, the red envelope's send-a-message condition): an
 * hour, per user the latest 1000 rooms — one user's spray over every room forgets only its own.
 */
const LAST_SENT = { ttlMs: 60 * 60 * 1000, maxEntries: 1_000 } as const;

export class ChatSends {
  private readonly kept: ExpiringMapsByOwner<string, { roomId: number; result: ChatSendResult }>;
  private readonly lastSent: ExpiringMapsByOwner<number, number>;
  /** Per room, the times of the users' messages within the flood window. */
  private readonly recent = new Map<number, number[]>();

  constructor(
    private readonly server: ServerContext,
    private readonly rooms: RoomLines,
  ) {
    // The senders kept, per client address and in all, as the sessions (sessions.ts USERS_KEPT).
    this.kept = new ExpiringMapsByOwner(server.now, KEPT_SENDS, usersKeptFor(server.usersKept, KEPT_SENDS.ttlMs));
    this.lastSent = new ExpiringMapsByOwner(server.now, LAST_SENT, usersKeptFor(server.usersKept, LAST_SENT.ttlMs));
  }

  /** Whether the user sent a message in the room at or after `since` (server ms). */
  sentSince(uid: string, roomId: number, since: number): boolean {
    const last = this.lastSent.peek(uid, roomId);
    return last !== undefined && last >= since;
  }

  /** A message of `session`'s user sent from `client` (its address: the senders kept are shared fairly by address). */
  send(session: SessionRef, client: string, room: RoomState, text: string, clientMsgId: string): ChatSendResult {
    const sent = this.kept.of(session.uid, client);
    const kept = sent.get(clientMsgId);
    if (kept) {
      if (kept.roomId !== room.roomId) throw badParams('clientMsgId 已用于其他直播间的消息');
      return kept.result;
    }
    const now = this.server.now();
    const refusal = commentRuleRefusal(commentRuleOf(session.username, now));
    if (refusal) throw refusal;
    const verdict = checkChatText(text);
    if (!verdict.ok) {
      if (verdict.problem === 'blank') throw new ApiError(RoomCrowdCode.Blank, '不能发送空白消息');
      throw new ApiError(RoomCrowdCode.TooLong, `消息最多 ${CHAT_MAX_LENGTH} 个字，当前 ${verdict.length} 个`);
    }
    const last = this.lastSent.peek(session.uid, room.roomId);
    if (last !== undefined && now - last < CHAT_SLOW_MODE_MS) {
      const seconds = Math.ceil((last + CHAT_SLOW_MODE_MS - now) / 1000);
      throw new ApiError(RoomCrowdCode.SlowMode, `发言太快啦，请 ${seconds} 秒后再发`);
    }
    const recent = (this.recent.get(room.roomId) ?? []).filter((at) => now - at < ROOM_FLOOD_WINDOW_MS);
    if (recent.length >= ROOM_FLOOD_LIMIT) {
      this.recent.set(room.roomId, recent);
      throw new ApiError(RoomCrowdCode.Flood, '直播间消息太多啦，请稍后再发');
    }
    recent.push(now);
    this.recent.set(room.roomId, recent);
    this.lastSent.of(session.uid, client).set(room.roomId, now);
    this.rooms.rememberName(session.uid, client, session.username);
    const line = this.rooms.addLine(room, {
      kind: ChatLineKind.Chat,
      ...senderOf(session, now),
      text: verdict.text,
      clientMsgId,
      lotteryId: 0,
      amount: 0,
    });
    const result: ChatSendResult = { line, nextSendAt: now + CHAT_SLOW_MODE_MS };
    sent.set(clientMsgId, { roomId: room.roomId, result });
    return result;
  }
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

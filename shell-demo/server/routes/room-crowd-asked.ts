/**
 * The room's calls a gateway that does not publish hands to the one that does
 * (push/publisher-role.ts `publisherCall`): the room's log, its lotteries and its reports are the
 * publisher's. Each as the publisher takes it, checked field by field: it crossed the network. A
 * session comes without its token (the gateway the fan reached checked it).
 */
import { ApiError, DevServerCode } from '../api-error';
import { handedSession, type SessionRef } from '../router';

/** A call handed on that is not what its topic says. */
const notA = (what: string) => new ApiError(DevServerCode.BadParams, `not a ${what}`);

/** A chat line handed to the publisher. */
export const SEND_TOPIC = 'room-send';

/** A send as the publisher takes it: the session checked by the gateway the fan reached (its token stays there). */
export interface SendAsked {
  session: SessionRef;
  client: string;
  roomId: number;
  text: string;
  clientMsgId: string;
}

export function sendAskedOf(body: unknown): SendAsked {
  const asked = (body ?? {}) as Record<string, unknown>;
  const session = handedSession(asked.session);
  const { client, roomId, text, clientMsgId } = asked;
  if (
    !session ||
    typeof client !== 'string' ||
    !Number.isInteger(roomId) ||
    typeof text !== 'string' ||
    typeof clientMsgId !== 'string'
  ) {
    throw notA('chat send');
  }
  return { session, client, roomId: roomId as number, text, clientMsgId };
}

/** The 红包 calls handed to the publisher, where the room's lotteries are opened, entered and drawn. */
export const LOTTERY_INFO_TOPIC = 'room-lottery-info';
export const LOTTERY_ENTER_TOPIC = 'room-lottery-enter';

/**
 * A 红包 call as the publisher takes it: the room (info) or the lottery (entry), the fan, and the
 * streamers the fan follows on the gateway it reached (a follow is kept there: 关注主播 is read
 * from both).
 */
export interface LotteryAsked {
  id: number;
  session: SessionRef | null;
  followed: number[];
}

export function lotteryAskedOf(body: unknown): LotteryAsked {
  const asked = (body ?? {}) as Record<string, unknown>;
  const session = handedSession(asked.session);
  const { id, followed } = asked;
  if (
    !Number.isInteger(id) ||
    (asked.session !== null && !session) ||
    !Array.isArray(followed) ||
    !followed.every((hostId) => Number.isInteger(hostId))
  ) {
    throw notA('红包 call');
  }
  return { id: id as number, session, followed: followed as number[] };
}

/** The room's history (its lines since `sinceIndex`, else the latest), read where the room's log is. */
export const HISTORY_TOPIC = 'room-history';

export interface HistoryAsked {
  roomId: number;
  sinceIndex?: number;
}

export function historyAskedOf(body: unknown): HistoryAsked {
  const { roomId, sinceIndex } = (body ?? {}) as Record<string, unknown>;
  if (!Number.isInteger(roomId) || !(sinceIndex === undefined || Number.isInteger(sinceIndex)))
    throw notA('history read');
  return { roomId: roomId as number, sinceIndex: sinceIndex as number | undefined };
}

/** A report of one of the room's lines, counted where the room's log is. */
export const REPORT_TOPIC = 'room-report';

export interface ReportAsked {
  session: SessionRef;
  client: string;
  roomId: number;
  lineId: string;
}

export function reportAskedOf(body: unknown): ReportAsked {
  const asked = (body ?? {}) as Record<string, unknown>;
  const session = handedSession(asked.session);
  const { client, roomId, lineId } = asked;
  if (!session || typeof client !== 'string' || !Number.isInteger(roomId) || typeof lineId !== 'string')
    throw notA('chat line report');
  return { session, client, roomId: roomId as number, lineId };
}

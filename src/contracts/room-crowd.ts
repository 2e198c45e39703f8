/**
 * The live room's crowd: chat (聊天, also shown as 弹幕), the room's notices and the red-envelope
 * lottery (红包). OUR EXTENSION: the spec names only the comment rule (comment-rule.ts), the
 * report call (news.ts `reportAdd`, which takes `roomId` for a chat line), user titles, the
 * lottery approval calls and the schedule's `isLotteryProgress` / `redEnvelopeTotalAmount`, so a
 * backend may lack everything below:
 * - HTTP 404 (or code 404 in the envelope) from `history`: the backend has no chat — the room shows
 *   no chat, no input and no 红包; nothing else changes (as the match centre: match-centre.ts).
 * - 404 from `lotteryInfo` alone: no 红包; the chat stays.
 *
 * Calls (POST, form-encoded, signed, common headers — like every call). `roomId` is the live
 * room id (a schedule entry's `liveRoomId`); an unknown one is refused with RoomNotFound.
 *   history    `{ roomId, sinceIndex? }` → ChatHistory. Visitors allowed.
 *              Without sinceIndex: the newest CHAT_HISTORY_SIZE lines. With it: the lines with
 *              index > sinceIndex, at most CHAT_REPAIR_MAX — the newest ones when more are missing.
 *              A sinceIndex at or beyond `nextIndex` (a client that knew a restarted server) is not
 *              trusted: it gets the answer without sinceIndex.
 *   send       login, `{ roomId, text, clientMsgId }` → ChatSendResult. Idempotent per (user,
 *              clientMsgId): a retried send answers the same line (the same nextSendAt) and posts
 *              nothing new, also when the retry comes after the slow-mode wait. clientMsgId
 *              matches CLIENT_MSG_ID_PATTERN. Refused (each code with a Chinese message that says
 *              why): CommentRuleCode.Forbidden (the comment rule — banned, recharge or VIP threshold —
 *              the same rule as the tips' comments), Blank, TooLong, SlowMode, Flood, RoomNotFound
 *              (checked in that order). Sensitive words are masked (＊＊) in the accepted line, not
 *              refused; control, bidi, BOM and tag characters are dropped (a line break becomes a space),
 *              the ends trimmed (user-text.ts).
 *   lotteryInfo  `{ roomId }` → RoomLottery | null: the room's open lottery, else its last drawn
 *              one within LOTTERY_RESULT_KEPT_MS of the draw, else null. Visitors allowed (then
 *              `entered` false, every condition's `done` false, `result` null).
 *   lotteryEnter login, `{ lotteryId }` → RoomLottery (entered). Entering twice counts once (the
 *              same answer). Refused with LotteryClosed, LotteryConditionUnmet, LotteryNotFound.
 *
 * Push: every line (a message, a notice, a lottery opened or drawn) on `room:<liveRoomId>`
 * (room-crowd-push.ts). Sender's echo: the pushed line carries the sender's `clientMsgId`, so the
 * sender's pending line is replaced, never doubled.
 *
 * The draw credits each winner once (a win record per user and lottery); lottery/approval/info
 * (news.ts) lists the wins in `wins`.
 */
import { CommentRuleCode } from './comment-rule';
import { postFormCall } from './http';
import {
  asBoolean,
  asNumber,
  asString,
  booleanOrFalse,
  listDroppingBad,
  listOf,
  numberOr0,
  withDefault,
} from './parse';
import { chatLine } from './room-crowd-push';
import { idParam, integerParam, keyParam, keyPattern, required, sentTextParam } from './request';
import { answer, object, oneOf, type Infer } from './schema';
import { isBlankText } from './user-text';

/** Business codes of the crowd calls (the comment rule's refusal is CommentRuleCode.Forbidden). */
export const RoomCrowdCode = {
  /** Over CHAT_MAX_LENGTH characters. */
  TooLong: 31001,
  /** Within CHAT_SLOW_MODE_MS of the user's last message in the room. */
  SlowMode: 31002,
  /** The room takes too many messages right now (a flood limit per room). */
  Flood: 31003,
  /** Blank, or control characters only. */
  Blank: 31004,
  /** The lottery is drawn: no more entries. */
  LotteryClosed: 31005,
  /** A condition of the lottery is not done yet (follow the host, send a message). */
  LotteryConditionUnmet: 31006,
  LotteryNotFound: 31007,
  /** No live room has that id. */
  RoomNotFound: 31008,
} as const;

/** A message's most characters, counted as code points (an emoji is one). */
export const CHAT_MAX_LENGTH = 50;
/** One message per user per room this often (ms). */
export const CHAT_SLOW_MODE_MS = 3000;
/** Lines history answers without sinceIndex. */
export const CHAT_HISTORY_SIZE = 100;
/** Most lines history answers with sinceIndex (gap repair). */
export const CHAT_REPAIR_MAX = 200;
/** A drawn lottery stays the room's lotteryInfo answer this long after its draw (ms). */
export const LOTTERY_RESULT_KEPT_MS = 5 * 60_000;
/** A client message id: 1–64 letters, digits, `_` or `-`. */
export const CLIENT_MSG_ID_PATTERN = keyPattern(1, 64);

/** A text's length as the limit counts it: code points. */
export const chatTextLength = (text: string): number => Array.from(text).length;

/** What Blank refuses: nothing in it shows (user-text.ts's rule: white space, controls, zero-width, fillers…). */
export const isBlankChatText = (text: string): boolean => isBlankText(text);

const chatHistory = object({
  roomId: asNumber,
  /** The index the room's next line will have: the client continues from here. */
  nextIndex: asNumber,
  /** Oldest first. A line the client cannot read is dropped (and reported), not the answer. */
  lines: listDroppingBad(chatLine),
});
export type ChatHistory = Infer<typeof chatHistory>;
export const parseChatHistory = answer(chatHistory);

const chatSendResult = object({
  /** The accepted line, as the room's push carries it. */
  line: chatLine,
  /** Server ms from which the user may send again in this room (slow mode). */
  nextSendAt: asNumber,
});
export type ChatSendResult = Infer<typeof chatSendResult>;
export const parseChatSendResult = answer(chatSendResult);

/** What a lottery asks of an entrant (the world chooses per lottery). */
export const LotteryConditionKind = {
  /** Follow the room's host (anchors' follow call). */
  FollowStreamer: 'follow-host',
  /** Send a message in the room's chat after the lottery opened. */
  SendChat: 'send-chat',
} as const;

const lotteryCondition = object({
  /** LotteryConditionKind (a text: a client shows an unknown kind by its `text`). */
  kind: asString,
  /** What the user must do, in Chinese. */
  text: asString,
  /** Done by the asking user (false for a visitor). */
  done: booleanOrFalse,
});
export type LotteryCondition = Infer<typeof lotteryCondition>;

const roomLottery = object({
  lotteryId: asNumber,
  roomId: asNumber,
  hostId: asNumber,
  /** The total prize (元): the schedule entry's redEnvelopeTotalAmount. */
  amount: asNumber,
  winnerCount: numberOr0,
  /** 'open' takes entries until drawAt; 'drawn' has its winners. */
  status: oneOf(['open', 'drawn']),
  /** Server ms. */
  openedAt: asNumber,
  drawAt: asNumber,
  participants: numberOr0,
  conditions: withDefault(listOf(lotteryCondition), []),
  /** The asking user has entered. */
  entered: booleanOrFalse,
  /** For the asking user once drawn and entered; null otherwise. `amount` is their share (元). */
  result: withDefault(object({ won: asBoolean, amount: numberOr0 }), null),
});
export type RoomLottery = Infer<typeof roomLottery>;
/** lotteryInfo: the room's lottery, or null when it has none. */
const roomLotteryInfo = withDefault(roomLottery, null);
export const parseRoomLotteryInfo = answer(roomLotteryInfo);

export const RoomCrowdCalls = {
  history: postFormCall(
    '/api/forehead/live/chat/history',
    { roomId: idParam, sinceIndex: integerParam(-1) },
    chatHistory,
    { refusals: [RoomCrowdCode.RoomNotFound], optional: true },
  ),
  send: postFormCall(
    '/api/forehead/live/chat/send',
    {
      roomId: idParam,
      text: required(sentTextParam),
      clientMsgId: keyParam(1, 64),
    },
    chatSendResult,
    {
      auth: 'login',
      refusals: [
        RoomCrowdCode.TooLong,
        RoomCrowdCode.SlowMode,
        RoomCrowdCode.Flood,
        RoomCrowdCode.Blank,
        RoomCrowdCode.RoomNotFound,
        CommentRuleCode.Forbidden,
      ],
      optional: true,
    },
  ),
  lotteryInfo: postFormCall('/api/forehead/live/lottery/info', { roomId: idParam }, roomLotteryInfo, {
    refusals: [RoomCrowdCode.RoomNotFound],
    optional: true,
  }),
  lotteryEnter: postFormCall('/api/forehead/live/lottery/enter', { lotteryId: idParam }, roomLottery, {
    auth: 'login',
    refusals: [RoomCrowdCode.LotteryClosed, RoomCrowdCode.LotteryConditionUnmet, RoomCrowdCode.LotteryNotFound],
    optional: true,
  }),
} as const;

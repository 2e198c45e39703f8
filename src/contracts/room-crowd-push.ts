/**
 * The live room's crowd on the push socket (protocol and catalogue in push.ts): every chat
 * message, room notice and red-envelope line of a live room travels as one `ChatLine` on
 * `room:<liveRoomId>`, namespace `room`, name `line`. OUR EXTENSION, optional as the calls of
 * room-crowd.ts are: a backend that has no crowd never publishes it. An event, not a latest
 * value: the push snapshot does not keep it; the history call (room-crowd.ts) repairs a gap by
 * `index`. A file of its own so the room registers the handler without loading the calls.
 */
import { asNumber, asString, numberOr0, stringOrEmpty, wholeNumber, withDefault } from './parse';
import { fanRecord } from './prediction-record';
import { channelKind, pushMessages, type PushPayload } from './push';
import { object } from './schema';

/** What a line is; a client shows a kind it does not know as a notice. */
export const ChatLineKind = {
  /** A viewer's message. */
  Chat: 'chat',
  /** A system line: the room's notice, a rule reminder. */
  Notice: 'notice',
  /** A red envelope opened: `lotteryId`, `amount`. */
  LotteryOpen: 'lottery-open',
  /** A red envelope drawn: `lotteryId`, `amount`; each entrant asks lottery/info for their result. */
  LotteryDraw: 'lottery-draw',
} as const;

/** One line of a room's chat: the push payload and the rows of the history answer. */
export const chatLine = object({
  /** The live room id. */
  roomId: asNumber,
  /** 0, 1, 2, … per room, contiguous: a jump means a missed line (repaired by history with sinceIndex). */
  index: wholeNumber('line index'),
  /** Unique across the server (`${roomId}-${index}`): what a report names as `commentId`. */
  id: asString,
  /** ChatLineKind (a text, so a new kind does not break an older client). */
  kind: asString,
  /** Server time the line was accepted (ms since the epoch): the spoiler gate's clock. */
  at: asNumber,
  /**
   * The sender's uid, as the session and the `uid` header carry it (a text, e.g. `u12345678`), so a
   * client knows its own lines by comparing it with its session's uid; '' for system lines.
   */
  uid: stringOrEmpty,
  /** The sender's nickname; '' for system lines. Untrusted text: shown as text. */
  nickName: stringOrEmpty,
  /** A title of user/title/list/all; 0 none. */
  titleId: numberOr0,
  /** User level 1–50; 0 unknown. */
  level: numberOr0,
  /** VIP level; 0 none. */
  vip: numberOr0,
  /** The text as the server accepted it (sensitive words already masked ＊＊). Untrusted: shown as text. */
  text: stringOrEmpty,
  /** The sender's client message id; '' for lines no client sent. */
  clientMsgId: stringOrEmpty,
  /** The red envelope of a lottery line; 0 otherwise. */
  lotteryId: numberOr0,
  /** The envelope's total (元) of a lottery line; 0 otherwise. */
  amount: numberOr0,
  /** The sender's 竞猜 record when the line was accepted (prediction-record.ts); null: none, or a system line. */
  record: withDefault(fanRecord, null),
});

const room = channelKind('room');

/** The room crowd's push catalogue: one channel per live room. */
export const RoomCrowdPush = {
  room,
  /** Every line of the room, in index order. */
  line: pushMessages('room').event('line', [room.kind], chatLine),
} as const;
export type ChatLine = PushPayload<typeof RoomCrowdPush.line>;

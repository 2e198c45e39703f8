/**
 * The push protocol (with its heartbeat): what travels over the push socket and the snapshot call
 * that repairs a gap. Channels and the message catalogue: push.ts.
 * Shared by the app's socket client (src/platform/socket), the development server's hub
 * (shell-demo/server/push) and the tests.
 *
 * Transport: one WebSocket to the first push address of the domain list (`DomainType.Push`,
 * e.g. `ws://host/ws`). Every frame is a UTF-8 text frame holding one JSON object.
 * The address may carry `lang` (a locale, as the calls' `language` header: `ws://host/ws?lang=en`):
 * the names and the server's own sentences of every payload on that socket are then in that
 * language (a viewer's chat line, a nickname stay as written); without it, as published. It holds
 * for the socket's life: a client that switches language opens a new socket to change it.
 *
 * Client → server commands
 *   {"cmd":"subscribe","channels":["match:12345","anchors:live"],"heldMs":{"match:12345":3400}}
 *       `heldMs` (optional): for a channel the client has no seq for yet, how long ago (by its own
 *       clock) it read over HTTP the data it shows for the channel. The confirmation then says
 *       where the channel stood at that moment, so what was published between the read and the
 *       subscription is repaired by snapshot instead of lost.
 *   {"cmd":"unsubscribe","channels":["match:12345"]}
 *   {"cmd":"ping"}                                   → answered with a heartbeat; the app sends
 *                                                      one every PUSH_HEARTBEAT_MS while open
 *   At most MAX_CHANNELS_PER_COMMAND channels per command. The app sends at most one
 *   subscribe command per second (spec: "socket throttle 1000 ms"), batching the channels.
 *
 * Server → client messages
 *   {"type":"subscribed","channels":[...],"seq":{"match:12345":16},"epoch":"k3x9","since":{"match:12345":14}}
 *       the current sequence number of each channel, so the client knows where it starts;
 *       `epoch` changes when the server restarts (sequence numbers start again at 0); `since`
 *       (only for the channels the command gave `heldMs` for): the channel's seq `heldMs` ago,
 *       0 when that is older than the server remembers (SEQ_MEMORY_MS), or the current seq when
 *       only events came since (the snapshot does not keep them). A `since` below `seq` means
 *       values were published after the client's read: it asks the snapshot from there.
 *   {"type":"unsubscribed","channels":[...]}
 *   {"type":"message","channel":"match:12345","seq":17,"namespace":"match","name":"score",
 *    "payload":{...},"at":1700000000000}
 *       `seq` counts per channel, +1 per message. A client that sees seq > last + 1 missed
 *       messages and calls the snapshot (below). `namespace` + `name` pick the store action;
 *       `payload` is that action's argument, parsed by the action's own parser.
 *   {"type":"heartbeat","at":1700000000000}         every PUSH_HEARTBEAT_MS (60 s), and on ping
 *   {"type":"error","message":"..."}                a command the server could not use
 *
 * Limits (the server's protection; a well-behaved client never meets them)
 *   - At most MAX_CHANNELS_PER_SOCKET channels per socket: a subscribe beyond it is answered
 *     `{"type":"error","message":"at most 5000 channels per socket"}`; the channels before the
 *     limit are subscribed (and confirmed), the rest are not.
 *   - A socket whose unsent data piles up (a slow consumer) is closed with
 *     PushCloseCode.SlowConsumer (4001); the client reconnects and repairs the gap by snapshot.
 *   - An upgrade from a page whose Origin the server does not allow is refused with HTTP 403;
 *     one beyond the connection caps (per peer address, in total) with HTTP 503.
 *
 * Snapshot: POST /api/forehead/push/snapshot (form, signed like every call) {channel, sinceSeq}
 *   → data {channel, seq, epoch, entries: [{namespace, name, key, seq, at, payload}]}: the
 *   latest payload of every (namespace, name, key) of the channel published after `sinceSeq`
 *   (all of them for sinceSeq 0), in seq order, and the channel's current seq.
 */
import { postFormCall, type RequestOf } from './http';
import {
  asArray,
  asString,
  type Json,
  listOf,
  MalformedDataError,
  numberOr0,
  optional,
  stringOrEmpty,
  wholeNumber,
} from './parse';
import { alwaysSent, integerParam, refine, required, textParam, withFallback } from './request';
import { answer, derive, object, record, variant, withParts, type Infer } from './schema';
import { CHANNEL_PATTERN, isChannelName, MAX_CHANNEL_NAME_LENGTH, type ChannelName } from './push';

/**
 * The server sends a heartbeat this often, and the client pings as often while its socket is open
 * (each ping is answered with a heartbeat); a client that hears nothing for this plus 10 s calls
 * its socket dead and reconnects (socket-lifecycle.ts).
 */
export const PUSH_HEARTBEAT_MS = 60_000;
export const MAX_CHANNELS_PER_COMMAND = 1000;
/** Channels one socket may hold at once. */
export const MAX_CHANNELS_PER_SOCKET = 5000;
/**
 * How far back the server can say where a channel stood (a subscribe's `heldMs`): it remembers
 * when each message of this long before the channel's newest was published. A read older than
 * that is answered `since: 0`, a snapshot of everything the channel keeps.
 */
export const SEQ_MEMORY_MS = 60_000;

/** WebSocket close codes of the protocol (4000–4999 are the application's). */
export const PushCloseCode = {
  /** The socket let too much unsent data pile up: cut, recover by snapshot. */
  SlowConsumer: 4001,
} as const;

// ---------------------------------------------------------------------------------------------
// Frames, declared with the schema kit (each read at `command` or `message`, naming what it refuses)

const readSeq = wholeNumber('sequence number');
const readHeldMs = wholeNumber('milliseconds');

const readChannel = withParts(
  (value: Json, path: string): ChannelName => {
    if (!isChannelName(value)) throw new MalformedDataError(path, 'channel name', value);
    return value;
  },
  { json: { type: 'string', maxLength: MAX_CHANNEL_NAME_LENGTH, pattern: CHANNEL_PATTERN.source } },
);

const channelNames = listOf(readChannel);
/** At most MAX_CHANNELS_PER_COMMAND names, counted before any is read. */
const channelList = withParts(
  (value: Json, path: string): ChannelName[] => {
    const count = asArray(value, path).length;
    if (count > MAX_CHANNELS_PER_COMMAND) {
      throw new MalformedDataError(path, `at most ${MAX_CHANNELS_PER_COMMAND} channels`, count);
    }
    return channelNames(value, path);
  },
  { item: readChannel },
);

/** The figures of a frame's own channels (one it does not list is left out). */
const ofChannels = <T>(figures: Record<ChannelName, T>, channels: readonly ChannelName[]): Record<ChannelName, T> =>
  Object.fromEntries(
    channels.filter((channel) => Object.hasOwn(figures, channel)).map((channel) => [channel, figures[channel]!]),
  );

interface SubscribeFields {
  channels: ChannelName[];
  /** For channels the client has no seq for: how long ago it read their data over HTTP. */
  heldMs?: Record<ChannelName, number>;
}

// Client → server

const pushCommand = variant('cmd', {
  subscribe: derive(
    object({ channels: channelList, heldMs: optional(record(readHeldMs)) }),
    ({ channels, heldMs }): SubscribeFields =>
      heldMs ? { channels, heldMs: ofChannels(heldMs, channels) } : { channels },
  ),
  unsubscribe: object({ channels: channelList }),
  ping: object({}),
});
export type PushCommand = Infer<typeof pushCommand>;

export const serializeCommand = (command: PushCommand): string => JSON.stringify(command);

/** A command as the server receives it (already JSON-decoded); throws MalformedDataError. */
export const parseCommand = Object.assign((value: Json): PushCommand => pushCommand(value, 'command'), {
  schema: pushCommand,
  root: 'command',
});

// Server → client

/** What a message and a snapshot entry both carry: the action it routes to, its place in the channel, its payload. */
const messageFields = {
  seq: readSeq,
  namespace: asString,
  name: asString,
  /** Read by the message's own parser. */
  payload: (value: Json): Json => value,
  /** Server time of publication (ms since epoch). */
  at: numberOr0,
};

interface SubscribedFields {
  channels: ChannelName[];
  /** Current sequence number of each channel of `channels`. */
  seq: Record<ChannelName, number>;
  epoch: string;
  /**
   * Per channel the command gave `heldMs` for: the seq it had that long ago (0: older than
   * remembered), or the current one when only events came since.
   */
  since?: Record<ChannelName, number>;
}

const serverMessage = variant('type', {
  message: object({ channel: readChannel, ...messageFields }),
  subscribed: derive(
    object({ channels: channelList, seq: record(readSeq), epoch: stringOrEmpty, since: optional(record(readSeq)) }),
    ({ channels, seq, epoch, since }, path): SubscribedFields => {
      const missing = channels.find((channel) => !Object.hasOwn(seq, channel));
      if (missing !== undefined) throw new MalformedDataError(`${path}.seq.${missing}`, 'sequence number', undefined);
      const confirmed: SubscribedFields = { channels, seq: ofChannels(seq, channels), epoch };
      if (since) confirmed.since = ofChannels(since, channels);
      return confirmed;
    },
  ),
  unsubscribed: object({ channels: channelList }),
  heartbeat: object({ at: numberOr0 }),
  error: object({ message: stringOrEmpty }),
});
export type PushServerMessage = Infer<typeof serverMessage>;
export type PushMessage = Extract<PushServerMessage, { type: 'message' }>;
export type PushSubscribed = Extract<PushServerMessage, { type: 'subscribed' }>;

/** A server message as the client receives it (already JSON-decoded); throws MalformedDataError. */
export const parseServerMessage = Object.assign((value: Json): PushServerMessage => serverMessage(value, 'message'), {
  schema: serverMessage,
  root: 'message',
});

// ---------------------------------------------------------------------------------------------
// Snapshot call

/** A snapshot entry is a message of the channel's past, kept under its key. */
const pushSnapshotEntry = object({
  ...messageFields,
  /** Which value of the stream this is (e.g. a host id); '' for a single-value stream. */
  key: stringOrEmpty,
});
export type PushSnapshotEntry = Infer<typeof pushSnapshotEntry>;

const pushSnapshot = object({
  channel: readChannel,
  /** The channel's current seq: the client continues from here. */
  seq: readSeq,
  epoch: stringOrEmpty,
  /** In seq order. */
  entries: listOf(pushSnapshotEntry),
});
export type PushSnapshot = Infer<typeof pushSnapshot>;
export const parsePushSnapshot = answer(pushSnapshot);

export const PushCalls = {
  /** `sinceSeq`: the last seq the client applied; 0 for everything the server keeps. */
  snapshot: postFormCall(
    '/api/forehead/push/snapshot',
    {
      channel: refine(required(textParam), isChannelName, (key, channel) => `${key} 不是合法的频道名：${channel}`),
      sinceSeq: alwaysSent(withFallback(integerParam(0, undefined, '应为非负整数'), 0)),
    },
    pushSnapshot,
  ),
} as const;
export type PushSnapshotParams = RequestOf<typeof PushCalls.snapshot>;

/**
 * Push channels and the message catalogue: each domain's contract builds its channels (`<kind>` or
 * `<kind>:<id>` — lower-case kind, id of letters, digits, `_`, `-`: `match:12345`, `anchors:live`,
 * `host:88`) and declares its messages with `pushMessages(namespace)`. What travels over the socket
 * and the snapshot call that repairs a gap: push-protocol.ts, which only the socket client (its own
 * chunk), the development server's hub and the tests read.
 */
import type { Json } from './parse';
import { answer, type Read } from './schema';

export const MAX_CHANNEL_NAME_LENGTH = 64;

// ---------------------------------------------------------------------------------------------
// Channels

export const CHANNEL_PATTERN = /^[a-z][a-z0-9-]*(?::[A-Za-z0-9_-]+)?$/;

export type ChannelName = string;

export function isChannelName(value: unknown): value is ChannelName {
  return typeof value === 'string' && value.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_PATTERN.test(value);
}

/** `channelName('match', 12345)` → `match:12345`; `channelName('anchors', 'live')` → `anchors:live`. */
export function channelName(kind: string, id?: string | number): ChannelName {
  const name = id === undefined ? kind : `${kind}:${id}`;
  if (!isChannelName(name)) throw new Error(`not a push channel name: ${name}`);
  return name;
}

export function splitChannelName(name: ChannelName): { kind: string; id: string | undefined } {
  const colon = name.indexOf(':');
  return colon < 0 ? { kind: name, id: undefined } : { kind: name.slice(0, colon), id: name.slice(colon + 1) };
}

// ---------------------------------------------------------------------------------------------
// The message catalogue: each domain declares its messages in its own contract file
// (match-push.ts: `MatchPush`, match-centre-push.ts: `MatchCentrePush`, anchors-push.ts: `AnchorsPush`,
// news-push.ts: `NewsPush`). The development server's `publish` and the app's handler registry
// both take the declaration, so a payload that is not what the parser reads fails to compile on
// either side.

/**
 * event: every message applies, in order (a goal); the server does not keep it for the snapshot.
 * latest: only the newest value per key matters (a score); the server keeps the last one per key
 * for the snapshot, and the client coalesces values per key, applied at most once per frame.
 */
export type PushMode = 'event' | 'latest';

/** Which message a frame is: routes it to a domain; `name` is the message within it. */
export interface PushAddress {
  readonly namespace: string;
  readonly name: string;
}

export interface PushMessageType<T> extends PushAddress {
  /**
   * The channels it travels on: a channel kind (`match` for `match:<id>`) or a whole name
   * (`anchors:live`). The server refuses to publish it anywhere else.
   */
  readonly channels: readonly string[];
  readonly mode: PushMode;
  /** Reads the payload; throws MalformedDataError when it cannot. */
  readonly parse: (payload: Json) => T;
  /** latest: which value of the stream a payload is (a match id); one value per channel when absent. */
  readonly key?: (value: T) => string;
}

/** The payload type of a declared message. */
export type PushPayload<M> = M extends PushMessageType<infer T> ? T : never;

export const definePushMessage = <T>(message: PushMessageType<T>): PushMessageType<T> => Object.freeze(message);

/**
 * A domain's messages with its namespace said once: each declaration gives its name, the channels
 * it travels on and its payload's schema (read at `payload`), and for a latest value its key.
 */
export const pushMessages = (namespace: string) => ({
  latest: <T>(name: string, channels: readonly string[], payload: Read<T>, key: (value: T) => string) =>
    definePushMessage<T>({ namespace, name, channels, mode: 'latest', parse: answer(payload, 'payload'), key }),
  event: <T>(name: string, channels: readonly string[], payload: Read<T>) =>
    definePushMessage<T>({ namespace, name, channels, mode: 'event', parse: answer(payload, 'payload') }),
});

/** The channels of one kind, by id: `host(7)` is `host:7`; messages travel on `host.kind`. */
export const channelKind = <const K extends string>(kind: K) =>
  Object.assign((id: string | number): ChannelName => channelName(kind, id), { kind });

/** Whether the message is declared on `channel` (`match:12` for a `match` message, `anchors:live`). */
export function travelsOn(message: { readonly channels: readonly string[] }, channel: ChannelName): boolean {
  return message.channels.includes(channel) || message.channels.includes(splitChannelName(channel).kind);
}

/** The key the server keeps a latest value under and the client coalesces by ('' for one per channel). */
export const pushMessageKey = <T>(message: PushMessageType<T>, value: T): string => message.key?.(value) ?? '';

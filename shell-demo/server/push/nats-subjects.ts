/**
 * Where a channel lives on NATS (docs/scaling.md, Subjects and Streams): its subjects
 * `<kind>.<id>.<namespace>` and its stream `LIVE_<kind>_<id>`, the same for every gateway and for
 * a portal's backend publishing with any NATS client.
 */
import { splitChannelName, type ChannelName } from '../../../src/contracts/push';

/** What every channel's stream name starts with (the bus's own streams too: LIVE_BUS…). */
export const STREAM_PREFIX = 'LIVE_';
/** A subject token: what a namespace may be. */
const TOKEN = /^[A-Za-z0-9_-]+$/;

/** `match:12` → `match.12`; `anchors` → `anchors.~` (an id is never `~`). */
export function channelSubject(channel: ChannelName): string {
  const { kind, id } = splitChannelName(channel);
  return `${kind}.${id ?? '~'}`;
}

/** `match:12` → `LIVE_match_12` (a kind has no `_`, so the first one ends it). */
export function channelStream(channel: ChannelName): string {
  const { kind, id } = splitChannelName(channel);
  return id === undefined ? `${STREAM_PREFIX}${kind}` : `${STREAM_PREFIX}${kind}_${id}`;
}

/** A message's subject: its channel's, then the namespace its domain declares it under. */
export function messageSubject(channel: ChannelName, namespace: string): string {
  if (!TOKEN.test(namespace)) throw new Error(`not a live namespace: ${namespace}`);
  return `${channelSubject(channel)}.${namespace}`;
}

/**
 * Where the last publisher stopped, read back from the channels' streams on NATS (nats-bus.ts):
 * what a gateway taking the publisher's role over goes on from (publisher-role.ts RecentReader).
 */
import type { JetStreamManager } from '@nats-io/jetstream';
import type { ChannelName } from '../../../src/contracts/push';
import type { LiveMessage, NumberedLiveMessage } from './live-bus';
import type { RecentReader } from './publisher-role';

/** Hands `visit` a channel's messages from seq `from` to `to`, in seq order (NatsBus's stream read). */
export type StreamRead = (
  channel: ChannelName,
  from: number,
  to: number,
  visit: (seq: number, body: LiveMessage) => void,
) => Promise<void>;

/** `streamPrefix`: what a channel's stream name starts with, before `<kind>_<id>`. */
export function recentReader(manager: JetStreamManager, streamPrefix: string, read: StreamRead): RecentReader {
  return async (kind, name, { count, withinMs }) => {
    const found = new Map<ChannelName, NumberedLiveMessage[]>();
    const prefix = `${streamPrefix}${kind}_`;
    for await (const info of manager.streams.list()) {
      const { state } = info;
      const id = info.config.name.startsWith(prefix) ? info.config.name.slice(prefix.length) : '';
      if (!id || state.messages === 0 || Date.parse(state.last_ts) < Date.now() - withinMs) continue;
      const channel = `${kind}:${id}` as ChannelName;
      const messages: NumberedLiveMessage[] = [];
      await read(channel, Math.max(state.first_seq, state.last_seq - count + 1), state.last_seq, (seq, body) => {
        if (body.name === name) messages.push({ ...body, channel, seq });
      });
      found.set(channel, messages);
    }
    return found;
  };
}

/**
 * The push hub's channels: per channel a sequence number, the subscribers, and the last value of
 * every (namespace, name, key) published on it, which the snapshot call answers from. A channel
 * is made when first subscribed or published on, and forgotten when nobody follows it and
 * nothing was ever published on it.
 */
import type { ChannelName, PushSnapshot, PushSnapshotEntry } from '../../../src/contracts/push';

/** Retained values per channel; the oldest is forgotten beyond this. */
const MAX_RETAINED_PER_CHANNEL = 5000;

export interface ChannelRecord<S> {
  seq: number;
  readonly subscribers: Set<S>;
  /** `${namespace}\0${name}\0${key}` → last entry; insertion order is seq order. */
  readonly retained: Map<string, PushSnapshotEntry>;
}

export interface NumberedMessage {
  namespace: string;
  name: string;
  payload: unknown;
  /** ms since epoch. */
  at: number;
  /** Which value of the stream this payload is; undefined: an event, not kept for the snapshot. */
  key: string | undefined;
}

export class ChannelStore<S> {
  private readonly records = new Map<ChannelName, ChannelRecord<S>>();

  /** The channel's record, made on first use. */
  recordOf(channel: ChannelName): ChannelRecord<S> {
    let record = this.records.get(channel);
    if (!record) {
      record = { seq: 0, subscribers: new Set(), retained: new Map() };
      this.records.set(channel, record);
    }
    return record;
  }

  /** Numbers a message on its channel (the seq goes up by one) and keeps it when it has a key. */
  number(channel: ChannelName, message: NumberedMessage): { record: ChannelRecord<S>; seq: number } {
    const record = this.recordOf(channel);
    const seq = ++record.seq;
    const { namespace, name, payload, at, key } = message;
    if (key !== undefined) {
      const retainKey = `${namespace}\0${name}\0${key}`;
      // Delete first so the map's order stays the seq order (the snapshot reads it backwards).
      record.retained.delete(retainKey);
      record.retained.set(retainKey, { namespace, name, key, seq, at, payload });
      if (record.retained.size > MAX_RETAINED_PER_CHANNEL) {
        const oldest = record.retained.keys().next().value;
        if (oldest !== undefined) record.retained.delete(oldest);
      }
    }
    return { record, seq };
  }

  /** What the snapshot call answers: values published after `sinceSeq`, in seq order. */
  snapshot(channel: ChannelName, sinceSeq: number, epoch: string): PushSnapshot {
    const record = this.records.get(channel);
    if (!record) return { channel, seq: 0, epoch, entries: [] };
    const entries: PushSnapshotEntry[] = [];
    // A sinceSeq from another epoch (or the future) cannot be trusted: answer everything.
    const since = sinceSeq > record.seq ? 0 : sinceSeq;
    for (const entry of [...record.retained.values()].reverse()) {
      if (entry.seq <= since) break;
      entries.push(entry);
    }
    return { channel, seq: record.seq, epoch, entries: entries.reverse() };
  }

  currentSeq(channel: ChannelName): number {
    return this.records.get(channel)?.seq ?? 0;
  }

  subscriberCount(channel: ChannelName): number {
    return this.records.get(channel)?.subscribers.size ?? 0;
  }

  /** Adds a subscriber; answers the channel's current seq. */
  join(channel: ChannelName, subscriber: S): number {
    const record = this.recordOf(channel);
    record.subscribers.add(subscriber);
    return record.seq;
  }

  leave(channel: ChannelName, subscriber: S): void {
    const record = this.records.get(channel);
    if (!record) return;
    record.subscribers.delete(subscriber);
    // A channel nobody follows and nothing was published on holds nothing worth keeping.
    if (record.subscribers.size === 0 && record.seq === 0) this.records.delete(channel);
  }

  clear(): void {
    this.records.clear();
  }
}

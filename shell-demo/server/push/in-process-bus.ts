/**
 * The live bus in this process (live-bus.ts): what `npm start`, the tests and the bench run, with
 * nothing to install. Per channel something was published on: its seq, the last value of every
 * (namespace, name, key), which the snapshot call answers from, and when each recent message was
 * published; per channel followed: its listeners, handed each message as it is published. A
 * restart starts every channel again (a new epoch).
 */
import { randomUUID } from 'node:crypto';
import type { ChannelName } from '../../../src/contracts/push';
import { SEQ_MEMORY_MS, type PushSnapshot, type PushSnapshotEntry } from '../../../src/contracts/push-protocol';
import type { LiveBus, LiveListener, LiveMessage } from './live-bus';

/** Retained values per channel; the oldest is forgotten beyond this. */
export const MAX_RETAINED_PER_CHANNEL = 5000;
/** When each recent message was published, per channel: the last SEQ_MEMORY_MS, at most this many. */
export const MAX_RECENT_PER_CHANNEL = 2000;

interface Published {
  seq: number;
  /** The seq of the newest value kept for the snapshot (events are not kept). */
  retainedSeq: number;
  /** `${namespace}\0${name}\0${key}` → last entry; insertion order is seq order. */
  readonly retained: Map<string, PushSnapshotEntry>;
  /** Every message of the last SEQ_MEMORY_MS (events too), oldest first: where the channel stood when. */
  readonly recent: { seq: number; at: number }[];
}

export class InProcessBus implements LiveBus {
  readonly epoch = randomUUID().slice(0, 8);
  /** Channels something was published on. */
  private readonly records = new Map<ChannelName, Published>();
  private readonly listeners = new Map<ChannelName, Set<LiveListener>>();

  publish(channel: ChannelName, message: LiveMessage, options: { deliver?: boolean } = {}): number {
    let record = this.records.get(channel);
    if (!record) {
      record = { seq: 0, retainedSeq: 0, retained: new Map(), recent: [] };
      this.records.set(channel, record);
    }
    const seq = ++record.seq;
    const { namespace, name, payload, at, key } = message;
    rememberRecent(record.recent, seq, at);
    if (key !== undefined) {
      const retainKey = `${namespace}\0${name}\0${key}`;
      // Delete first so the map's order stays the seq order (the snapshot reads it backwards).
      record.retained.delete(retainKey);
      record.retained.set(retainKey, { namespace, name, key, seq, at, payload });
      record.retainedSeq = seq;
      if (record.retained.size > MAX_RETAINED_PER_CHANNEL) {
        const oldest = record.retained.keys().next().value;
        if (oldest !== undefined) record.retained.delete(oldest);
      }
    }
    const listeners = this.listeners.get(channel);
    if (options.deliver === false || !listeners) return seq;
    for (const listener of [...listeners]) listener({ channel, seq, namespace, name, payload, at, key });
    return seq;
  }

  subscribe(channel: ChannelName, listener: LiveListener): () => void {
    // A function of its own per subscription: the same listener twice is two subscriptions.
    const own: LiveListener = (message) => listener(message);
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(own);
    return () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(own)) return;
      if (current.size === 0) this.listeners.delete(channel);
    };
  }

  snapshot(channel: ChannelName, sinceSeq: number): PushSnapshot {
    const { epoch } = this;
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

  seqAt(channel: ChannelName, time: number): number {
    const record = this.records.get(channel);
    if (!record) return 0;
    const { recent } = record;
    let seq = 0;
    for (let index = recent.length - 1; index >= 0; index -= 1) {
      const published = recent[index]!;
      if (published.at <= time) {
        seq = published.seq;
        break;
      }
    }
    return record.retainedSeq > seq ? seq : record.seq;
  }

  channelCount(): number {
    return this.records.size;
  }

  close(): void {
    this.records.clear();
    this.listeners.clear();
  }
}

/** Keeps the newest message always, and the others of the last SEQ_MEMORY_MS before it. */
export function rememberRecent(recent: { seq: number; at: number }[], seq: number, at: number): void {
  recent.push({ seq, at });
  let drop = 0;
  while (recent.length - drop > MAX_RECENT_PER_CHANNEL || recent[drop]!.at < at - SEQ_MEMORY_MS) drop += 1;
  if (drop > 0) recent.splice(0, drop);
}

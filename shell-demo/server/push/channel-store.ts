/**
 * The push hub's channels: per channel a sequence number, the subscribers, and the last value of
 * every (namespace, name, key) published on it, which the snapshot call answers from. A channel's
 * record (seq, retained values) is made when something is published on it — a channel only
 * subscribed to has none, only its followers, forgotten with the last of them. The channels
 * followed and the subscriptions are shared fairly between client addresses
 * (subscription-quotas.ts): sockets cannot make the server hold a million channels nobody
 * publishes on, nor one client's sockets keep another's subscribe out.
 */
import { type ChannelName } from '../../../src/contracts/push';
import { SEQ_MEMORY_MS, type PushSnapshot, type PushSnapshotEntry } from '../../../src/contracts/push-protocol';
import { SubscriptionQuotas, type Subscription, type SubscriptionLimits } from './subscription-quotas';

/** Retained values per channel; the oldest is forgotten beyond this. */
const MAX_RETAINED_PER_CHANNEL = 5000;
/** When each recent message was published, per channel: the last SEQ_MEMORY_MS, at most this many. */
const MAX_RECENT_PER_CHANNEL = 2000;

/**
 * The world's channels are a few thousand; the bench follows 2000 sockets × a few from one
 * address. A client may hold a fifth of the hub's total unless told otherwise.
 */
export const CHANNEL_LIMITS = { maxChannels: 50_000, maxSubscriptions: 250_000 } as const;
/** Each client's share of a total when the options name none. */
export const CLIENT_SHARE = 1 / 5;

/** What a join did: the channel's seq, and the subscriptions (of anyone) it ended to make room. */
export type Joined<S> = { seq: number; displaced: Subscription<S>[] } | { refused: string };

const NO_SUBSCRIBERS: ReadonlySet<never> = new Set();

export interface ChannelRecord<S> {
  seq: number;
  readonly subscribers: ReadonlySet<S>;
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

interface Published {
  seq: number;
  /** The seq of the newest value kept for the snapshot (events are not kept). */
  retainedSeq: number;
  readonly retained: Map<string, PushSnapshotEntry>;
  /** Every message of the last SEQ_MEMORY_MS (events too), oldest first: where the channel stood when. */
  readonly recent: { seq: number; at: number }[];
}

export class ChannelStore<S> {
  /** Channels something was published on. */
  private readonly records = new Map<ChannelName, Published>();
  /** Channels someone follows, with their followers. */
  private readonly followers = new Map<ChannelName, Set<S>>();
  private subscriptions = 0;
  private quotas: SubscriptionQuotas<S>;

  constructor(
    limits: SubscriptionLimits,
    private readonly clientOf: (subscriber: S) => string,
  ) {
    this.quotas = new SubscriptionQuotas(limits, clientOf);
  }

  /** Channels followed, and (socket, channel) pairs, now. */
  get counts(): { channels: number; published: number; subscriptions: number } {
    return { channels: this.followers.size, published: this.records.size, subscriptions: this.subscriptions };
  }

  /** Numbers a message on its channel (the seq goes up by one) and keeps it when it has a key. */
  number(channel: ChannelName, message: NumberedMessage): { record: ChannelRecord<S>; seq: number } {
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
    const subscribers: ReadonlySet<S> = this.followers.get(channel) ?? NO_SUBSCRIBERS;
    return { record: { seq, subscribers, retained: record.retained }, seq };
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

  /**
   * Where a client that read the channel's data at `time` needs its snapshot from: the seq of the
   * last message published by then — 0 when nothing was, or when `time` is older than the recent
   * messages reach (a snapshot of everything is then the safe answer) — or the current seq when
   * only events came since, which the snapshot does not keep (a call would bring nothing).
   */
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

  subscriberCount(channel: ChannelName): number {
    return this.followers.get(channel)?.size ?? 0;
  }

  /**
   * Adds a subscriber; answers the channel's current seq and the subscriptions ended to make room
   * (subscription-quotas.ts), or the quota its client would pass: then nothing is added.
   */
  join(channel: ChannelName, subscriber: S): Joined<S> {
    if (this.followers.get(channel)?.has(subscriber)) return { seq: this.currentSeq(channel), displaced: [] };
    const admission = this.quotas.admit(channel, subscriber);
    if ('refused' in admission) return admission;
    for (const ended of admission.displaced) this.leave(ended.channel, ended.subscriber);
    let set = this.followers.get(channel);
    if (!set) this.followers.set(channel, (set = new Set()));
    set.add(subscriber);
    this.subscriptions += 1;
    this.quotas.add(channel, subscriber);
    return { seq: this.currentSeq(channel), displaced: admission.displaced };
  }

  leave(channel: ChannelName, subscriber: S): void {
    const set = this.followers.get(channel);
    if (!set?.delete(subscriber)) return;
    this.subscriptions -= 1;
    this.quotas.release(channel, subscriber);
    if (set.size === 0) this.followers.delete(channel);
  }

  clear(): void {
    this.records.clear();
    this.followers.clear();
    this.subscriptions = 0;
    this.quotas = new SubscriptionQuotas(this.quotas.limits, this.clientOf);
  }
}

/** Keeps the newest message always, and the others of the last SEQ_MEMORY_MS before it. */
function rememberRecent(recent: { seq: number; at: number }[], seq: number, at: number): void {
  recent.push({ seq, at });
  let drop = 0;
  while (recent.length - drop > MAX_RECENT_PER_CHANNEL || recent[drop]!.at < at - SEQ_MEMORY_MS) drop += 1;
  if (drop > 0) recent.splice(0, drop);
}

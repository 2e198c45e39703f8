/**
 * The channels the push hub's sockets hold: per channel its followers, the hub's one
 * subscription to it on the live bus (live-bus.ts: the sequence numbers and the values kept for
 * the snapshot live there), taken with the first follower and given up with the last, and where
 * the channel's fan-out stands (the seq a socket joining now goes on from). The
 * channels followed and the subscriptions are shared fairly between client addresses
 * (subscription-quotas.ts): sockets cannot make the server hold a million channels nobody
 * publishes on, nor one client's sockets keep another's subscribe out.
 */
import { type ChannelName } from '../../../src/contracts/push';
import { SubscriptionQuotas, type Subscription, type SubscriptionLimits } from './subscription-quotas';

/**
 * The world's channels are a few thousand; the bench follows 2000 sockets × a few from one
 * address. A client may hold a fifth of the hub's total unless told otherwise.
 */
export const CHANNEL_LIMITS = { maxChannels: 50_000, maxSubscriptions: 250_000 } as const;
/** Each client's share of a total when the options name none. */
export const CLIENT_SHARE = 1 / 5;

/** What a join did: the subscriptions (of anyone) it ended to make room. */
export type Joined<S> = { displaced: Subscription<S>[] } | { refused: string };

/**
 * Starts following a channel for its followers (the set grows and shrinks in place), from after
 * seq `after`; answers how to stop.
 */
export type FollowChannel<S> = (channel: ChannelName, followers: ReadonlySet<S>, after: number) => () => void;

export class ChannelStore<S> {
  /** Channels someone follows, with their followers. */
  private readonly followers = new Map<ChannelName, Set<S>>();
  /** How to stop following each channel followed. */
  private readonly stops = new Map<ChannelName, () => void>();
  /** Per channel followed: the seq of the last message fanned out, or the one its following started after. */
  private readonly positions = new Map<ChannelName, number>();
  private subscriptions = 0;
  private quotas: SubscriptionQuotas<S>;

  constructor(
    limits: SubscriptionLimits,
    private readonly clientOf: (subscriber: S) => string,
    private readonly follow: FollowChannel<S>,
  ) {
    this.quotas = new SubscriptionQuotas(limits, clientOf);
  }

  /** Channels followed, and (socket, channel) pairs, now. */
  get counts(): { channels: number; subscriptions: number } {
    return { channels: this.followers.size, subscriptions: this.subscriptions };
  }

  subscriberCount(channel: ChannelName): number {
    return this.followers.get(channel)?.size ?? 0;
  }

  /** Where the fan-out of a channel followed stands; undefined for a channel nobody follows. */
  position(channel: ChannelName): number | undefined {
    return this.positions.get(channel);
  }

  /** A message of a followed channel was fanned out. */
  advance(channel: ChannelName, seq: number): void {
    if (this.positions.has(channel)) this.positions.set(channel, seq);
  }

  /**
   * Adds a subscriber; answers the subscriptions ended to make room (subscription-quotas.ts), or
   * the quota its client would pass: then nothing is added. A channel nobody followed yet is
   * followed from after seq `after`.
   */
  join(channel: ChannelName, subscriber: S, after: number): Joined<S> {
    if (this.followers.get(channel)?.has(subscriber)) return { displaced: [] };
    const admission = this.quotas.admit(channel, subscriber);
    if ('refused' in admission) return admission;
    for (const ended of admission.displaced) this.leave(ended.channel, ended.subscriber);
    let set = this.followers.get(channel);
    if (!set) {
      this.followers.set(channel, (set = new Set()));
      this.positions.set(channel, after);
      this.stops.set(channel, this.follow(channel, set, after));
    }
    set.add(subscriber);
    this.subscriptions += 1;
    this.quotas.add(channel, subscriber);
    return { displaced: admission.displaced };
  }

  leave(channel: ChannelName, subscriber: S): void {
    const set = this.followers.get(channel);
    if (!set?.delete(subscriber)) return;
    this.subscriptions -= 1;
    this.quotas.release(channel, subscriber);
    if (set.size > 0) return;
    this.followers.delete(channel);
    this.positions.delete(channel);
    this.stops.get(channel)?.();
    this.stops.delete(channel);
  }

  clear(): void {
    for (const stop of this.stops.values()) stop();
    this.stops.clear();
    this.followers.clear();
    this.positions.clear();
    this.subscriptions = 0;
    this.quotas = new SubscriptionQuotas(this.quotas.limits, this.clientOf);
  }
}

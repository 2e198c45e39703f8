/**
 * The push hub's subscriptions, shared fairly between client addresses (fair-share.ts). Two things
 * are counted per client: its subscriptions (socket, channel), and the channels it follows (one
 * per channel, however many of its sockets follow it). A client at its own quota of either is
 * refused the next (`{"type":"error"}`, as the per-socket cap is); at the hub's total, the client
 * keeping the most gives up its oldest — a subscription, or a channel with all its sockets on it —
 * so the channels and subscriptions of one client, or of a few, never keep another's subscribe
 * out. A socket that closes or unsubscribes gives its share back.
 */
import type { ChannelName } from '../../../src/contracts/push';
import { FairShare } from '../fair-share';

export interface SubscriptionLimits {
  /** Channels followed, counted once per client following each: the hub's total. */
  maxChannels: number;
  /** (socket, channel) subscriptions on the hub. */
  maxSubscriptions: number;
  maxChannelsPerClient: number;
  maxSubscriptionsPerClient: number;
}

/** One socket on one channel: what is counted, and what the hub ends to make room. */
export interface Subscription<S> {
  subscriber: S;
  channel: ChannelName;
}

export type Admission<S> = { refused: string } | { displaced: Subscription<S>[] };

export class SubscriptionQuotas<S> {
  private readonly subscriptions: FairShare<Subscription<S>>;
  /** `${client} ${channel}` → the client's subscriptions to the channel. */
  private readonly follows: FairShare<string>;
  private readonly followers = new Map<string, Set<Subscription<S>>>();
  private readonly bySubscriber = new Map<S, Map<ChannelName, Subscription<S>>>();

  constructor(
    readonly limits: SubscriptionLimits,
    private readonly clientOf: (subscriber: S) => string,
  ) {
    this.subscriptions = new FairShare({ perHolder: limits.maxSubscriptionsPerClient, total: limits.maxSubscriptions });
    this.follows = new FairShare({ perHolder: limits.maxChannelsPerClient, total: limits.maxChannels });
  }

  /** Before `subscriber` joins `channel`: refused at its client's quota, else the subscriptions to end first (none while there is room). */
  admit(channel: ChannelName, subscriber: S): Admission<S> {
    const client = this.clientOf(subscriber);
    const newFollow = !this.followers.has(followKey(client, channel));
    if (this.subscriptions.isFull(client)) {
      return { refused: `at most ${this.limits.maxSubscriptionsPerClient} subscriptions per address` };
    }
    if (newFollow && this.follows.isFull(client)) {
      return { refused: `at most ${this.limits.maxChannelsPerClient} channels per address` };
    }
    const displaced = new Set<Subscription<S>>();
    const follow = newFollow ? this.follows.displaced(client) : undefined;
    if (follow !== undefined) for (const subscription of this.followers.get(follow) ?? []) displaced.add(subscription);
    if (displaced.size === 0) {
      const subscription = this.subscriptions.displaced(client);
      if (subscription) displaced.add(subscription);
    }
    return { displaced: [...displaced] };
  }

  /** Counts a subscription the hub made. */
  add(channel: ChannelName, subscriber: S): void {
    let mine = this.bySubscriber.get(subscriber);
    if (!mine) this.bySubscriber.set(subscriber, (mine = new Map()));
    if (mine.has(channel)) return;
    const client = this.clientOf(subscriber);
    const subscription: Subscription<S> = { subscriber, channel };
    mine.set(channel, subscription);
    this.subscriptions.add(client, subscription);
    const key = followKey(client, channel);
    let followers = this.followers.get(key);
    if (!followers) {
      this.followers.set(key, (followers = new Set()));
      this.follows.add(client, key);
    }
    followers.add(subscription);
  }

  /** Stops counting a subscription that ended. */
  release(channel: ChannelName, subscriber: S): void {
    const mine = this.bySubscriber.get(subscriber);
    const subscription = mine?.get(channel);
    if (!mine || !subscription) return;
    mine.delete(channel);
    if (mine.size === 0) this.bySubscriber.delete(subscriber);
    this.subscriptions.release(subscription);
    const key = followKey(this.clientOf(subscriber), channel);
    const followers = this.followers.get(key);
    followers?.delete(subscription);
    if (followers?.size === 0) {
      this.followers.delete(key);
      this.follows.release(key);
    }
  }

  /** Subscriptions and followed channels a client holds now. */
  heldBy(client: string): { subscriptions: number; channels: number } {
    return { subscriptions: this.subscriptions.countOf(client), channels: this.follows.countOf(client) };
  }
}

const followKey = (client: string, channel: ChannelName): string => `${client} ${channel}`;

/**
 * The push client's subscriptions: which channels the app holds (two rows of one match hold
 * one channel twice), the subscribe commands that tell the server — batched, at most one per
 * SUBSCRIBE_THROTTLE_MS, sent again on every new socket — and the sequence numbers per channel
 * that show a gap for the repair (gap-repair.ts) to fill.
 */
import { isChannelName, type ChannelName } from '../../contracts/push';
import {
  MAX_CHANNELS_PER_COMMAND,
  type PushCommand,
  type PushMessage,
  type PushSubscribed,
} from '../../contracts/push-protocol';
import type { DropReporter } from './drop-reporter';
import type { ChannelState, GapRepair } from './gap-repair';
import type { PushClock, PushLog } from './push-environment';
import type { SocketStoreApi } from './socket-store';

/** Socket throttle: 1000 ms. */
export const SUBSCRIBE_THROTTLE_MS = 1000;
/**
 * How long before a channel is held its page may have read the data it shows: the server
 * produced the answer, it travelled and was rendered. A new channel's subscribe says it was
 * read this much before the hold, so what was published since is repaired, never lost.
 */
export const READ_BEFORE_HOLD_MS = 3000;
/** Channels whose last seq is remembered after they are let go. */
const RELEASED_SEQ_LIMIT = 500;

/** The socket as the subscriptions see it. */
export interface SubscriptionSocket {
  isOpen(): boolean;
  /** Does nothing while the socket is not open. */
  send(command: PushCommand): void;
}

export interface ChannelSubscriptionsOptions {
  socket: SubscriptionSocket;
  repair: GapRepair;
  clock: PushClock;
  store: SocketStoreApi;
  drops: DropReporter;
  log: PushLog;
  throttleMs: number;
}

export class ChannelSubscriptions {
  private readonly channels = new Map<ChannelName, ChannelState>();
  /**
   * The last seq of channels let go, oldest first (bounded): held again, a channel that missed
   * messages meanwhile is repaired with a snapshot, instead of trusting data a page read over
   * HTTP before those messages (a list re-rendered its rows a second ago, say).
   */
  private readonly releasedSeq = new Map<ChannelName, number>();
  /** Channels waiting for the next subscribe command. */
  private readonly pendingSubscribe = new Set<ChannelName>();
  /** Channels a subscribe command was sent for on the current socket. */
  private readonly sentOnSocket = new Set<ChannelName>();
  private lastSubscribeSentAt = Number.NEGATIVE_INFINITY;
  private subscribeTimer: unknown = null;
  private serverEpoch: string | null = null;

  constructor(private readonly options: ChannelSubscriptionsOptions) {}

  /** The server life of the last confirmation (sequence numbers start again in a new one). */
  get epoch(): string | null {
    return this.serverEpoch;
  }

  stateOf(channel: ChannelName): ChannelState | undefined {
    return this.channels.get(channel);
  }

  /** Holds channels; returns those that are channel names (the others are dropped and reported). */
  hold(channels: readonly ChannelName[]): ChannelName[] {
    const held: ChannelName[] = [];
    let added = false;
    for (const channel of new Set(channels)) {
      if (!isChannelName(channel)) {
        this.options.drops.drop('push-bad-channel', channel, `not a push channel name: ${channel}`);
        continue;
      }
      held.push(channel);
      const state = this.channels.get(channel);
      if (state) {
        state.holders += 1;
        continue;
      }
      this.channels.set(channel, {
        holders: 1,
        isSubscribed: false,
        lastSeq: this.takeReleasedSeq(channel),
        heldAt: this.options.clock.now(),
        recovery: null,
      });
      this.pendingSubscribe.add(channel);
      added = true;
    }
    if (added) {
      this.publishSubscribeList();
      this.flushSubscribesSoon();
    }
    return held;
  }

  /** Lets channels go; a channel is left when nobody holds it any more. */
  release(channels: readonly ChannelName[]): void {
    const toSend: ChannelName[] = [];
    let removed = false;
    for (const channel of new Set(channels)) {
      const state = this.channels.get(channel);
      if (!state) continue;
      state.holders -= 1;
      if (state.holders > 0) continue;
      this.options.repair.stop(state);
      this.channels.delete(channel);
      if (state.lastSeq !== null) this.rememberReleasedSeq(channel, state.lastSeq);
      removed = true;
      this.pendingSubscribe.delete(channel);
      if (this.sentOnSocket.delete(channel)) toSend.push(channel);
    }
    // Only channels subscribed on this socket, and only while it is open (send does nothing else).
    this.sendInChunks('unsubscribe', toSend);
    if (removed) this.publishSubscribeList();
  }

  /** A new socket is open: every held channel is subscribed on it. */
  socketOpened(): void {
    this.sentOnSocket.clear();
    for (const channel of this.channels.keys()) this.pendingSubscribe.add(channel);
    this.flushSubscribesSoon();
  }

  /** Every channel needs subscribing again on the next socket. */
  socketLost(): void {
    this.sentOnSocket.clear();
    this.pendingSubscribe.clear();
    this.clearSubscribeTimer();
    let changed = false;
    for (const state of this.channels.values()) {
      if (state.isSubscribed) changed = true;
      state.isSubscribed = false;
    }
    if (changed) this.publishSubscribeList();
  }

  /** The server confirmed channels with their current seq: where each starts, or a gap to repair. */
  confirm(message: PushSubscribed): void {
    // Another server life than the last confirmation's (the first one too: nothing is numbered yet).
    const restarted = message.epoch !== this.serverEpoch;
    this.serverEpoch = message.epoch;
    // Seqs of another server life mean nothing to this one.
    if (restarted) this.releasedSeq.clear();
    const { repair } = this.options;
    for (const channel of message.channels) {
      const state = this.channels.get(channel);
      // Unsubscribed while the command was under way: its unsubscribe follows.
      if (!state) continue;
      state.isSubscribed = true;
      const serverSeq = message.seq[channel] ?? 0;
      if (state.lastSeq === null) {
        // A new channel starts here: the domain read its state over HTTP, and what was published
        // after that read (the server says where the channel stood then) comes from the snapshot.
        const atRead = message.since?.[channel];
        if (atRead !== undefined && atRead < serverSeq) repair.recover(channel, state, atRead, serverSeq);
        state.lastSeq = serverSeq;
      } else if (restarted) {
        // A new server life numbers from 0: what it has is all new to us.
        repair.stop(state);
        if (serverSeq > 0) repair.recover(channel, state, 0, serverSeq);
        state.lastSeq = serverSeq;
      } else if (serverSeq > state.lastSeq || repair.isOwed(state)) {
        // Messages were published while we were away, or an earlier gap's repair failed: what it
        // lacks is asked again on the new socket, though nothing more was published.
        repair.recover(channel, state, state.lastSeq, serverSeq);
        state.lastSeq = Math.max(state.lastSeq, serverSeq);
      } else {
        state.lastSeq = serverSeq;
      }
    }
    this.publishSubscribeList();
  }

  /** Whether a message is new on a held channel (a skipped seq starts a repair). */
  accept(message: PushMessage): boolean {
    const state = this.channels.get(message.channel);
    // Still in flight when the channel was unsubscribed: expected, not worth a report.
    if (!state) return false;
    const { lastSeq } = state;
    if (lastSeq !== null && message.seq <= lastSeq) {
      this.options.log(`dropped an old message ${message.channel}#${message.seq} (at #${lastSeq})`);
      return false;
    }
    if (lastSeq !== null && message.seq > lastSeq + 1) {
      this.options.repair.recover(message.channel, state, lastSeq, message.seq - 1);
    }
    state.lastSeq = message.seq;
    return true;
  }

  dispose(): void {
    this.clearSubscribeTimer();
    for (const state of this.channels.values()) this.options.repair.stop(state);
    this.channels.clear();
    this.pendingSubscribe.clear();
    this.options.store.getState().setSubscribeList([]);
  }

  private rememberReleasedSeq(channel: ChannelName, seq: number): void {
    this.releasedSeq.delete(channel);
    this.releasedSeq.set(channel, seq);
    if (this.releasedSeq.size > RELEASED_SEQ_LIMIT) this.releasedSeq.delete(this.releasedSeq.keys().next().value!);
  }

  private takeReleasedSeq(channel: ChannelName): number | null {
    const seq = this.releasedSeq.get(channel);
    this.releasedSeq.delete(channel);
    return seq ?? null;
  }

  private sendInChunks(cmd: 'subscribe' | 'unsubscribe', channels: ChannelName[]): void {
    for (let start = 0; start < channels.length; start += MAX_CHANNELS_PER_COMMAND) {
      const chunk = channels.slice(start, start + MAX_CHANNELS_PER_COMMAND);
      const heldMs = cmd === 'subscribe' ? this.heldMsOf(chunk) : null;
      this.options.socket.send(heldMs ? { cmd, channels: chunk, heldMs } : { cmd, channels: chunk });
    }
  }

  /** For the channels with no seq yet: how long ago their data was read (null when none). */
  private heldMsOf(channels: readonly ChannelName[]): Record<ChannelName, number> | null {
    const now = this.options.clock.now();
    let heldMs: Record<ChannelName, number> | null = null;
    for (const channel of channels) {
      const state = this.channels.get(channel);
      if (!state || state.lastSeq !== null) continue;
      heldMs ??= {};
      heldMs[channel] = Math.max(0, Math.round(now - state.heldAt)) + READ_BEFORE_HOLD_MS;
    }
    return heldMs;
  }

  /** At most one subscribe command per throttle window; channels added meanwhile ride along. */
  private flushSubscribesSoon(): void {
    // One timer for the window: sendSubscribes sends what is pending then, if the socket is open.
    if (this.subscribeTimer !== null) return;
    const { clock } = this.options;
    const wait = this.lastSubscribeSentAt + this.options.throttleMs - clock.now();
    if (wait <= 0) {
      this.sendSubscribes();
      return;
    }
    this.subscribeTimer = clock.setTimeout(() => {
      this.subscribeTimer = null;
      this.sendSubscribes();
    }, wait);
  }

  private sendSubscribes(): void {
    if (!this.options.socket.isOpen() || this.pendingSubscribe.size === 0) return;
    const channels = [...this.pendingSubscribe];
    this.pendingSubscribe.clear();
    this.lastSubscribeSentAt = this.options.clock.now();
    for (const channel of channels) this.sentOnSocket.add(channel);
    this.sendInChunks('subscribe', channels);
  }

  private clearSubscribeTimer(): void {
    this.options.clock.clearTimeout(this.subscribeTimer);
    this.subscribeTimer = null;
  }

  private publishSubscribeList(): void {
    const list = [...this.channels].map(([channelName, state]) => ({ channelName, isSubscribed: state.isSubscribed }));
    this.options.store.getState().setSubscribeList(list);
  }
}

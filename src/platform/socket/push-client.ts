/**
 * The app's push client (protocol in src/contracts/push.ts). React-free:
 * the app runtime creates it, calls `connect(pushUrl)` once the domain list is loaded and
 * `dispose()` on unmount. Domains register handlers for declared messages; the client routes
 * every message to the handler of its namespace and name.
 *
 * It is put together from its four seams:
 *   - socket-lifecycle.ts: one socket at a time, status, reconnecting, silent deaths;
 *   - channel-subscriptions.ts: held channels, throttled subscribe commands, sequence numbers;
 *   - gap-repair.ts: the snapshot call that fills a gap in a channel's sequence;
 *   - frame-batching.ts: latest values coalesced and applied once per animation frame.
 *
 * Close and error are logged, never shown to the user; only exhausted retries surface (the
 * store's reconnectError, for the UI's banner with a manual retry).
 */
import { MalformedDataError, type Json } from '../../contracts/parse';
import { pushMessageKey, type ChannelName, type PushAddress, type PushMessageType } from '../../contracts/push';
import {
  parseServerMessage,
  type PushMessage,
  type PushSnapshot,
  type PushSnapshotParams,
} from '../../contracts/push-protocol';
import { report as reportToMonitor, type MonitorEvent } from '../feedback/monitor';
import { ChannelSubscriptions, SUBSCRIBE_THROTTLE_MS } from './channel-subscriptions';
import { DropReporter } from './drop-reporter';
import { FrameBatcher } from './frame-batching';
import { admitDuringRecovery, GapRepair } from './gap-repair';
import {
  defaultClock,
  defaultFrames,
  defaultLog,
  defaultPage,
  describeError,
  type PushClock,
  type PushFrames,
  type PushLog,
  type PushPageEvents,
  type PushSocketConstructor,
} from './push-environment';
import { PushHandlerRegistry, type PushHandler, type PushMessageMeta } from './push-handlers';
import { pushSnapshotApi } from './push-snapshot-api';
import { MAX_RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS, SocketLifecycle } from './socket-lifecycle';
import { useSocketStore, type PushStatus, type SocketStoreApi } from './socket-store';

export interface PushClientOptions {
  /** Default: the global WebSocket. */
  WebSocket?: PushSocketConstructor;
  clock?: PushClock;
  /** Default: requestAnimationFrame (a 16 ms timer where there is none). */
  frames?: PushFrames;
  /** Default: the global window and document; null: no page events (Node). */
  page?: PushPageEvents | null;
  fetchSnapshot?: (params: PushSnapshotParams, signal: AbortSignal) => Promise<PushSnapshot>;
  store?: SocketStoreApi;
  report?: (event: MonitorEvent) => void;
  /** Close and error go here (default console.info); they are not shown to the user. */
  log?: PushLog;
  reconnectDelayMs?: number;
  maxReconnectAttempts?: number;
  subscribeThrottleMs?: number;
}

const streamKey = (channel: ChannelName, namespace: string, name: string, key: string) =>
  `${channel}\0${namespace}\0${name}\0${key}`;

export class PushClient {
  private readonly handlers = new PushHandlerRegistry();
  private readonly statusListeners = new Set<(status: PushStatus) => void>();
  private readonly store: SocketStoreApi;
  private readonly drops: DropReporter;
  private readonly log: PushLog;
  private readonly lifecycle: SocketLifecycle;
  private readonly subscriptions: ChannelSubscriptions;
  private readonly batcher: FrameBatcher;

  constructor(options: PushClientOptions = {}) {
    const clock = options.clock ?? defaultClock;
    const report = options.report ?? reportToMonitor;
    this.store = options.store ?? useSocketStore;
    this.drops = new DropReporter(report, () => clock.now());
    this.log = options.log ?? defaultLog;
    this.batcher = new FrameBatcher(options.frames ?? defaultFrames(clock), this.store, this.drops);
    this.lifecycle = new SocketLifecycle(
      {
        WebSocket: options.WebSocket ?? (globalThis.WebSocket as unknown as PushSocketConstructor | undefined),
        clock,
        page: options.page === undefined ? defaultPage() : options.page,
        log: this.log,
        report,
        reconnectDelayMs: options.reconnectDelayMs ?? RECONNECT_DELAY_MS,
        maxReconnectAttempts: options.maxReconnectAttempts ?? MAX_RECONNECT_ATTEMPTS,
      },
      {
        statusChanged: (status) => {
          this.store.getState().setStatus(status);
          // The listeners of the moment: one that leaves or joins meanwhile does not change this round.
          for (const listener of [...this.statusListeners]) listener(status);
        },
        opened: () => this.subscriptions.socketOpened(),
        socketLost: () => this.subscriptions.socketLost(),
        frame: (data) => this.onFrame(data),
      },
    );
    const repair = new GapRepair({
      fetchSnapshot: options.fetchSnapshot ?? ((params, signal) => pushSnapshotApi.snapshot(params, { signal })),
      clock,
      report,
      log: this.log,
      epoch: () => this.subscriptions.epoch,
      replay: (channel, entry) =>
        this.route(channel, entry.namespace, entry.name, entry.payload, entry.seq, entry.at, 'snapshot'),
    });
    this.subscriptions = new ChannelSubscriptions({
      socket: {
        isOpen: () => this.lifecycle.isOpen(),
        send: (command) => this.lifecycle.send(command),
      },
      repair,
      clock,
      store: this.store,
      drops: this.drops,
      log: this.log,
      throttleMs: options.subscribeThrottleMs ?? SUBSCRIBE_THROTTLE_MS,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Public API

  get status(): PushStatus {
    return this.lifecycle.status;
  }

  /** Reconnect attempts made since the socket was last open. */
  get reconnectAttempts(): number {
    return this.lifecycle.reconnectAttempts;
  }

  onStatus(listener: (status: PushStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** Routes a declared message to `handler`; returns the function that unregisters it. */
  registerHandler<T>(message: PushMessageType<T>, handler: PushHandler<T>): () => void {
    return this.handlers.register(message, handler);
  }

  /** A message dropped quietly until a handler comes (push-handlers.ts `expect`). */
  expectMessage(address: PushAddress): () => void {
    return this.handlers.expect(address);
  }

  /** Opens the socket to the push address (the first push domain). Connecting again to the same address does nothing. */
  connect(url: string): void {
    this.lifecycle.connect(url);
  }

  /**
   * Holds channels: they are subscribed now (or once connected) and after every reconnect, until
   * as many unsubscribe() calls (or the returned release function) let them go.
   */
  subscribe(channels: readonly ChannelName[]): () => void {
    if (this.status === 'closed') return () => undefined;
    const held = this.subscriptions.hold(channels);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.unsubscribe(held);
    };
  }

  /** Lets channels go; a channel is left when nobody holds it any more. */
  unsubscribe(channels: readonly ChannelName[]): void {
    // Once closed nothing is held: there is nothing to let go.
    this.subscriptions.release(channels);
  }

  /** The manual retry offered after reconnectError; also any time the socket is not open. */
  retry(): void {
    this.lifecycle.retry();
  }

  /** Closes the socket and removes every timer and page listener. The client cannot be used again. */
  dispose(): void {
    if (this.status === 'closed') return;
    this.lifecycle.dispose();
    this.batcher.dispose();
    this.subscriptions.dispose();
    this.statusListeners.clear();
  }

  /** For diagnostics and tests: the highest seq seen on a channel. */
  lastSeqOf(channel: ChannelName): number | null {
    return this.subscriptions.stateOf(channel)?.lastSeq ?? null;
  }

  // -------------------------------------------------------------------------------------------
  // Incoming frames

  private onFrame(data: unknown): void {
    if (typeof data !== 'string') {
      this.drops.drop('push-malformed-message', 'binary', 'a binary frame is not a push message');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      this.drops.drop('push-malformed-message', 'json', 'a push frame is not JSON', data.slice(0, 200));
      return;
    }
    let message;
    try {
      message = parseServerMessage(json);
    } catch (error) {
      const reason = error instanceof MalformedDataError ? error.path : 'unknown';
      this.drops.drop(
        'push-malformed-message',
        reason,
        `a push message has the wrong shape (${describeError(error)})`,
        data.slice(0, 200),
      );
      return;
    }
    switch (message.type) {
      case 'message':
        this.onMessage(message);
        break;
      case 'subscribed':
        this.subscriptions.confirm(message);
        break;
      case 'error':
        this.log(`server refused a command: ${message.message}`);
        this.drops.drop('push-server-error', message.message, `push server: ${message.message}`);
        break;
      // unsubscribed, heartbeat: nothing to do (a heartbeat has already counted as a frame).
    }
  }

  private onMessage(message: PushMessage): void {
    if (!this.subscriptions.accept(message)) return;
    const { channel, namespace, name, seq, at } = message;
    this.batcher.summarize({ channel, namespace, name, seq, at });
    this.route(channel, namespace, name, message.payload, seq, at, 'live');
  }

  /** Parses the payload with the declared message's parser and hands it to its handler (now, or next frame for latest values). */
  private route(
    channel: ChannelName,
    namespace: string,
    name: string,
    payload: unknown,
    seq: number,
    at: number,
    source: PushMessageMeta['source'],
  ): void {
    const route = this.handlers.find(namespace, name);
    if (!route) {
      if (this.handlers.isExpected(namespace, name)) return;
      this.drops.drop(
        'push-unknown-message',
        `${namespace}.${name}`,
        `no handler for push message ${namespace}.${name} (${channel})`,
      );
      return;
    }
    let value: unknown;
    let key: string;
    try {
      value = route.message.parse(payload as Json);
      key = pushMessageKey(route.message, value);
    } catch (error) {
      this.drops.drop(
        'push-malformed-payload',
        `${namespace}.${name}`,
        `push payload ${namespace}.${name} (${channel}): ${describeError(error)}`,
      );
      return;
    }
    const stream = streamKey(channel, namespace, name, key);
    const isEvent = route.message.mode === 'event';
    const recovery = this.subscriptions.stateOf(channel)?.recovery;
    if (recovery && !admitDuringRecovery(recovery, stream, seq, isEvent, source)) return;
    const meta: PushMessageMeta = { channel, namespace, name, seq, at, source };
    if (isEvent) this.batcher.applyEvent(route.handler, value, meta);
    else this.batcher.applyLatest(stream, route.handler, value, meta);
  }
}

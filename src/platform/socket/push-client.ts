/**
 * The app's push client (spec sections 4, 7, 9; protocol in src/contracts/push.ts). React-free:
 * the app runtime creates it, calls `connect(pushUrl)` once the domain list is loaded and
 * `dispose()` on unmount. Domains register handlers; the client routes every message to the
 * handler of its namespace and name.
 *
 * Lifecycle (status):
 *   idle ─connect()→ connecting ─open→ open ─close→ reconnecting ─(timer)→ connecting …
 *   A dropped open socket is retried at once, a failed attempt after RECONNECT_DELAY_MS; after
 *   MAX_RECONNECT_ATTEMPTS failures → failed (reconnectError), until retry(), `pageshow`,
 *   `online` or the page becoming visible — and, quietly, one attempt every FAILED_RETRY_MS
 *   (the status stays failed while it runs), so the banner goes by itself once the server is
 *   back. dispose() → closed, for good.
 *
 * Channels: subscribe() records what the app wants; the client sends it (batched, at most one
 * subscribe command per SUBSCRIBE_THROTTLE_MS) whenever a socket is open, so a reconnect
 * resubscribes everything. Sequence numbers per channel detect lost messages; a gap is repaired
 * with the snapshot call.
 *
 * Close and error are logged, never shown to the user; only exhausted retries surface (the
 * store's reconnectError, for the UI's banner with a manual retry).
 */
import EventEmitter from 'eventemitter3';
import { MalformedDataError, type Json } from '../../contracts/parse';
import { isChannelName, MAX_CHANNELS_PER_COMMAND, parseServerMessage, PUSH_HEARTBEAT_MS, pushMessageKey, serializeCommand, type ChannelName, type PushCommand, type PushMessage, type PushMessageType, type PushSnapshot, type PushSnapshotParams, type PushSubscribed } from '../../contracts/push';
import { report as reportToMonitor, type MonitorEvent } from '../feedback/monitor';
import { DropReporter } from './drop-reporter';
import { PushHandlerRegistry, type PushHandler, type PushMessageMeta } from './push-handlers';
import { fetchPushSnapshot } from './push-snapshot-api';
import { useSocketStore, type PushMessageSummary, type PushStatus, type SocketStoreApi } from './socket-store';

/** Spec section 9: "socket throttle 1000 ms". */
export const SUBSCRIBE_THROTTLE_MS = 1000;
/** Spec section 9: "reconnect 3000 ms × 5". */
export const RECONNECT_DELAY_MS = 3000;
export const MAX_RECONNECT_ATTEMPTS = 5;
/** Once reconnecting gave up: a quiet attempt this often (the spec's 20 s loop time). */
export const FAILED_RETRY_MS = 20_000;
/** An attempt that neither opens nor fails within this counts as failed (a black-holed network). */
export const CONNECT_TIMEOUT_MS = 10_000;
/** After a ping (page visible again), no answer within this → the socket died silently. */
export const PROBE_TIMEOUT_MS = 5000;
/** The server's heartbeat comes every 60 s; two missed → the socket died silently. */
export const SILENCE_TIMEOUT_MS = 2 * PUSH_HEARTBEAT_MS + 10_000;
export const SNAPSHOT_RETRY_MS = 3000;
export const MAX_SNAPSHOT_ATTEMPTS = 3;

const SOCKET_OPEN = 1;
const NORMAL_CLOSURE = 1000;

/** The part of the browser WebSocket (and of `ws`'s) the client uses. */
export interface PushSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * Pass `WebSocket` (browser) or `ws`'s WebSocket (Node); their event types differ from this
 * minimal interface only in what the client does not read, hence the cast at the call site.
 */
export type PushSocketConstructor = new (url: string) => PushSocket;

export interface PushClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PushFrames {
  request(callback: () => void): unknown;
  cancel(handle: unknown): void;
}

/** Where `pageshow`, `online` and `visibilitychange` come from. */
export interface PushPageEvents {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly visibilityState: string };
}

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
  log?: (message: string, detail?: unknown) => void;
  reconnectDelayMs?: number;
  maxReconnectAttempts?: number;
  subscribeThrottleMs?: number;
}

/** Channels whose last seq is remembered after they are let go. */
const RELEASED_SEQ_LIMIT = 500;

export type PushClientEvents = { status: (status: PushStatus) => void };

interface Recovery {
  controller: AbortController;
  attempt: number;
  /** The highest seq known to be missing; the recovery is done once a snapshot covers it. */
  missingUpTo: number;
  /** Live latest values that arrived meanwhile, per stream: older snapshot values must not override them. */
  readonly liveSeqByStream: Map<string, number>;
  /** Live events that arrived meanwhile: the snapshot may hold them again. */
  readonly liveEventSeqs: Set<number>;
  retryTimer: unknown;
}

interface ChannelState {
  /** How many subscribe() calls hold the channel (two rows of one match): it is left at 0. */
  holders: number;
  isSubscribed: boolean;
  /** The highest seq seen; null until the server told where the channel starts. */
  lastSeq: number | null;
  recovery: Recovery | null;
}

interface PendingValue {
  handler: PushHandler<unknown>;
  value: unknown;
  meta: PushMessageMeta;
}

const defaultClock: PushClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

function defaultFrames(clock: PushClock): PushFrames {
  if (typeof requestAnimationFrame === 'function') {
    return {
      request: (callback) => requestAnimationFrame(callback),
      cancel: (handle) => cancelAnimationFrame(handle as number),
    };
  }
  return { request: (callback) => clock.setTimeout(callback, 16), cancel: (handle) => clock.clearTimeout(handle) };
}

function defaultPage(): PushPageEvents | null {
  return typeof window !== 'undefined' && typeof document !== 'undefined' ? { window, document } : null;
}

const defaultLog = (message: string, detail?: unknown) => console.info(`[sport-info] push: ${message}`, detail ?? '');

const streamKey = (channel: ChannelName, namespace: string, name: string, key: string) =>
  `${channel}\0${namespace}\0${name}\0${key}`;

export class PushClient {
  private readonly handlers = new PushHandlerRegistry();
  private readonly emitter = new EventEmitter<PushClientEvents>();
  private readonly WebSocketImpl: PushSocketConstructor | undefined;
  private readonly clock: PushClock;
  private readonly frames: PushFrames;
  private readonly page: PushPageEvents | null;
  private readonly fetchSnapshot: (params: PushSnapshotParams, signal: AbortSignal) => Promise<PushSnapshot>;
  private readonly store: SocketStoreApi;
  private readonly reportEvent: (event: MonitorEvent) => void;
  private readonly drops: DropReporter;
  private readonly log: (message: string, detail?: unknown) => void;
  private readonly reconnectDelayMs: number;
  private readonly maxReconnectAttempts: number;
  private readonly subscribeThrottleMs: number;

  private currentStatus: PushStatus = 'idle';
  private url: string | null = null;
  private socket: PushSocket | null = null;
  private socketOpened = false;
  private attempts = 0;
  private epoch: string | null = null;
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
  private lastFrameAt = 0;
  private pendingLatest = new Map<string, PendingValue>();
  private pendingSummary: PushMessageSummary | null = null;
  private frameHandle: unknown = null;
  private reconnectTimer: unknown = null;
  /** Reconnecting gave up: attempts now run every FAILED_RETRY_MS without leaving `failed`. */
  private retryingQuietly = false;
  private connectTimer: unknown = null;
  private subscribeTimer: unknown = null;
  private silenceTimer: unknown = null;
  private probeTimer: unknown = null;
  private pageListening = false;

  constructor(options: PushClientOptions = {}) {
    this.WebSocketImpl = options.WebSocket ?? (globalThis.WebSocket as unknown as PushSocketConstructor | undefined);
    this.clock = options.clock ?? defaultClock;
    this.frames = options.frames ?? defaultFrames(this.clock);
    this.page = options.page === undefined ? defaultPage() : options.page;
    this.fetchSnapshot = options.fetchSnapshot ?? ((params, signal) => fetchPushSnapshot(params, { signal }));
    this.store = options.store ?? useSocketStore;
    this.reportEvent = options.report ?? reportToMonitor;
    this.drops = new DropReporter(this.reportEvent, () => this.clock.now());
    this.log = options.log ?? defaultLog;
    this.reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
    this.maxReconnectAttempts = options.maxReconnectAttempts ?? MAX_RECONNECT_ATTEMPTS;
    this.subscribeThrottleMs = options.subscribeThrottleMs ?? SUBSCRIBE_THROTTLE_MS;
  }

  // -------------------------------------------------------------------------------------------
  // Public API

  get status(): PushStatus {
    return this.currentStatus;
  }

  /** Reconnect attempts made since the socket was last open. */
  get reconnectAttempts(): number {
    return this.attempts;
  }

  onStatus(listener: (status: PushStatus) => void): () => void {
    this.emitter.on('status', listener);
    return () => this.emitter.off('status', listener);
  }

  /** Routes a declared message to `handler`; returns the function that unregisters it. */
  registerHandler<T>(message: PushMessageType<T>, handler: PushHandler<T>): () => void {
    return this.handlers.register(message, handler);
  }

  /** Opens the socket to the push address (the first push domain). Connecting again to the same address does nothing. */
  connect(url: string): void {
    if (this.currentStatus === 'closed') throw new Error('PushClient is disposed');
    if (url === this.url && (this.currentStatus === 'open' || this.currentStatus === 'connecting')) return;
    this.url = url;
    this.listenToPage();
    this.attempts = 0;
    this.openSocket();
  }

  /**
   * Holds channels: they are subscribed now (or once connected) and after every reconnect, until
   * as many unsubscribe() calls (or the returned release function) let them go.
   */
  subscribe(channels: readonly ChannelName[]): () => void {
    if (this.currentStatus === 'closed') return () => undefined;
    const held: ChannelName[] = [];
    let added = false;
    for (const channel of new Set(channels)) {
      if (!isChannelName(channel)) {
        this.drops.drop('push-bad-channel', channel, `not a push channel name: ${channel}`);
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
        recovery: null,
      });
      if (this.isOpen()) this.pendingSubscribe.add(channel);
      added = true;
    }
    if (added) {
      this.publishSubscribeList();
      this.flushSubscribesSoon();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.unsubscribe(held);
    };
  }

  /** Lets channels go; a channel is left when nobody holds it any more. */
  unsubscribe(channels: readonly ChannelName[]): void {
    if (this.currentStatus === 'closed') return;
    const toSend: ChannelName[] = [];
    let removed = false;
    for (const channel of new Set(channels)) {
      const state = this.channels.get(channel);
      if (!state) continue;
      state.holders -= 1;
      if (state.holders > 0) continue;
      this.stopRecovery(state);
      this.channels.delete(channel);
      if (state.lastSeq !== null) this.rememberReleasedSeq(channel, state.lastSeq);
      removed = true;
      this.pendingSubscribe.delete(channel);
      if (this.sentOnSocket.delete(channel)) toSend.push(channel);
    }
    if (toSend.length > 0 && this.isOpen()) this.sendInChunks('unsubscribe', toSend);
    if (removed) this.publishSubscribeList();
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

  /** The manual retry offered after reconnectError; also any time the socket is not open. */
  retry(): void {
    if (this.currentStatus === 'closed' || this.url === null) return;
    if (this.currentStatus === 'open' || this.currentStatus === 'connecting') return;
    this.attempts = 0;
    this.retryingQuietly = false;
    this.openSocket();
  }

  /** Closes the socket and removes every timer and page listener. The client cannot be used again. */
  dispose(): void {
    if (this.currentStatus === 'closed') return;
    this.setStatus('closed');
    this.clearTimer('reconnectTimer');
    this.clearTimer('subscribeTimer');
    this.discardSocket('disposed');
    if (this.frameHandle !== null) this.frames.cancel(this.frameHandle);
    this.frameHandle = null;
    this.pendingLatest.clear();
    this.pendingSummary = null;
    for (const state of this.channels.values()) this.stopRecovery(state);
    this.channels.clear();
    this.pendingSubscribe.clear();
    this.unlistenToPage();
    this.store.getState().setSubscribeList([]);
    this.emitter.removeAllListeners();
  }

  /** For diagnostics and tests: the highest seq seen on a channel. */
  lastSeqOf(channel: ChannelName): number | null {
    return this.channels.get(channel)?.lastSeq ?? null;
  }

  // -------------------------------------------------------------------------------------------
  // Socket lifecycle

  private setStatus(status: PushStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.store.getState().setStatus(status);
    this.emitter.emit('status', status);
  }

  private isOpen(): boolean {
    return this.currentStatus === 'open' && this.socket !== null && this.socket.readyState === SOCKET_OPEN;
  }

  private openSocket(): void {
    this.clearTimer('reconnectTimer');
    this.discardSocket('replaced');
    this.forgetSocketSubscriptions();
    const url = this.url;
    if (url === null) return;
    if (!this.retryingQuietly) this.setStatus('connecting');
    let socket: PushSocket;
    try {
      if (!this.WebSocketImpl) throw new Error('no WebSocket in this environment');
      socket = new this.WebSocketImpl(url);
    } catch (error) {
      this.log('could not open the socket', error);
      this.attemptFailed();
      return;
    }
    this.socket = socket;
    this.socketOpened = false;
    socket.onopen = () => {
      if (this.socket === socket) this.onOpen();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.onFrame(event.data);
    };
    socket.onerror = (event) => {
      // The close event follows and decides what happens; an error alone is only logged.
      if (this.socket === socket) this.log('socket error', describeEvent(event));
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.onSocketGone(`closed (${event.code}${event.reason ? ` ${event.reason}` : ''})`);
    };
    this.connectTimer = this.clock.setTimeout(() => {
      this.connectTimer = null;
      if (this.socket === socket && !this.socketOpened) this.onSocketGone('connect timed out');
    }, CONNECT_TIMEOUT_MS);
  }

  private onOpen(): void {
    this.clearTimer('connectTimer');
    this.socketOpened = true;
    this.attempts = 0;
    this.retryingQuietly = false;
    this.lastFrameAt = this.clock.now();
    this.setStatus('open');
    this.log(`connected to ${this.url}`);
    this.sentOnSocket.clear();
    for (const channel of this.channels.keys()) this.pendingSubscribe.add(channel);
    this.flushSubscribesSoon();
    this.armSilenceTimer(SILENCE_TIMEOUT_MS);
  }

  /**
   * The socket is gone: closed by either side, or given up as dead (no answer, connect
   * timeout) — then it is closed here rather than waiting for the browser to notice.
   */
  private onSocketGone(reason: string): void {
    const wasOpen = this.socketOpened;
    this.discardSocket(reason);
    this.log(reason);
    if (this.currentStatus === 'closed') return;
    // A socket that was open is retried at once (mobile networks and deploys drop sockets);
    // an attempt that never opened waits before the next.
    this.forgetSocketSubscriptions();
    if (wasOpen) this.reconnectLater(0);
    else this.attemptFailed();
  }

  private attemptFailed(): void {
    this.reconnectLater(this.reconnectDelayMs);
  }

  private reconnectLater(delayMs: number): void {
    if (this.attempts >= this.maxReconnectAttempts) {
      if (!this.retryingQuietly) {
        this.setStatus('failed');
        this.log(`gave up after ${this.attempts} reconnect attempts`);
        this.reportEvent({ code: 'push-reconnect-failed', message: `${this.url}: ${this.attempts} attempts failed` });
        this.retryingQuietly = true;
      }
      this.clearTimer('reconnectTimer');
      this.reconnectTimer = this.clock.setTimeout(() => {
        this.reconnectTimer = null;
        this.openSocket();
      }, FAILED_RETRY_MS);
      return;
    }
    this.setStatus('reconnecting');
    this.clearTimer('reconnectTimer');
    this.reconnectTimer = this.clock.setTimeout(() => {
      this.reconnectTimer = null;
      this.attempts += 1;
      this.openSocket();
    }, delayMs);
  }

  /** Stops listening to the socket and closes it; no event of it reaches the client any more. */
  private discardSocket(reason: string): void {
    const socket = this.socket;
    this.socket = null;
    this.socketOpened = false;
    this.clearTimer('connectTimer');
    this.clearTimer('silenceTimer');
    this.clearTimer('probeTimer');
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    // Not null: `ws` throws an 'error' event nobody listens to (closing while connecting emits one).
    socket.onerror = ignoreEvent;
    try {
      // Browsers refuse close reasons over 123 bytes.
      socket.close(NORMAL_CLOSURE, reason.slice(0, 60));
    } catch {
      // Closing a socket that never opened may throw in some engines; it is gone either way.
    }
  }

  /** Every channel needs subscribing again on the next socket. */
  private forgetSocketSubscriptions(): void {
    this.sentOnSocket.clear();
    this.pendingSubscribe.clear();
    this.clearTimer('subscribeTimer');
    let changed = false;
    for (const state of this.channels.values()) {
      if (state.isSubscribed) changed = true;
      state.isSubscribed = false;
    }
    if (changed) this.publishSubscribeList();
  }

  private armSilenceTimer(ms: number): void {
    this.clearTimer('silenceTimer');
    this.silenceTimer = this.clock.setTimeout(() => {
      this.silenceTimer = null;
      const quietFor = this.clock.now() - this.lastFrameAt;
      // Checked lazily instead of re-arming per message: a message a millisecond stays cheap.
      if (quietFor >= SILENCE_TIMEOUT_MS) this.onSocketGone(`nothing heard for ${quietFor} ms`);
      else this.armSilenceTimer(SILENCE_TIMEOUT_MS - quietFor);
    }, ms);
  }

  // -------------------------------------------------------------------------------------------
  // Page lifecycle: mobile browsers drop sockets silently while a page is hidden or frozen.

  private readonly onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) this.wake('pageshow');
  };

  private readonly onOnline = () => this.wake('online');

  private readonly onVisibilityChange = () => {
    if (this.page?.document.visibilityState === 'visible') this.wake('visible');
  };

  private listenToPage(): void {
    if (this.pageListening || !this.page) return;
    this.pageListening = true;
    this.page.window.addEventListener('pageshow', this.onPageShow);
    this.page.window.addEventListener('online', this.onOnline);
    this.page.document.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  private unlistenToPage(): void {
    if (!this.pageListening || !this.page) return;
    this.pageListening = false;
    this.page.window.removeEventListener('pageshow', this.onPageShow);
    this.page.window.removeEventListener('online', this.onOnline);
    this.page.document.removeEventListener('visibilitychange', this.onVisibilityChange);
  }

  private wake(reason: string): void {
    switch (this.currentStatus) {
      case 'reconnecting':
      case 'failed':
        this.log(`${reason}: reconnecting now`);
        this.attempts = 0;
        this.retryingQuietly = false;
        this.openSocket();
        break;
      case 'open':
        if (this.socket?.readyState !== SOCKET_OPEN) {
          this.onSocketGone(`${reason}: socket no longer open`);
        } else if (this.probeTimer === null) {
          // The socket says open but may be dead: any answer to a ping proves it alive.
          this.send({ cmd: 'ping' });
          this.probeTimer = this.clock.setTimeout(() => {
            this.probeTimer = null;
            this.onSocketGone(`${reason}: no answer to ping`);
          }, PROBE_TIMEOUT_MS);
        }
        break;
      default:
        break;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Commands

  private send(command: PushCommand): void {
    if (!this.socket || this.socket.readyState !== SOCKET_OPEN) return;
    try {
      this.socket.send(serializeCommand(command));
    } catch (error) {
      this.log('send failed', error);
    }
  }

  private sendInChunks(cmd: 'subscribe' | 'unsubscribe', channels: ChannelName[]): void {
    for (let start = 0; start < channels.length; start += MAX_CHANNELS_PER_COMMAND) {
      this.send({ cmd, channels: channels.slice(start, start + MAX_CHANNELS_PER_COMMAND) });
    }
  }

  /** At most one subscribe command per throttle window; channels added meanwhile ride along. */
  private flushSubscribesSoon(): void {
    if (!this.isOpen() || this.pendingSubscribe.size === 0 || this.subscribeTimer !== null) return;
    const wait = this.lastSubscribeSentAt + this.subscribeThrottleMs - this.clock.now();
    if (wait <= 0) {
      this.sendSubscribes();
      return;
    }
    this.subscribeTimer = this.clock.setTimeout(() => {
      this.subscribeTimer = null;
      this.sendSubscribes();
    }, wait);
  }

  private sendSubscribes(): void {
    if (!this.isOpen() || this.pendingSubscribe.size === 0) return;
    const channels = [...this.pendingSubscribe];
    this.pendingSubscribe.clear();
    this.lastSubscribeSentAt = this.clock.now();
    for (const channel of channels) this.sentOnSocket.add(channel);
    this.sendInChunks('subscribe', channels);
  }

  // -------------------------------------------------------------------------------------------
  // Incoming frames

  private onFrame(data: unknown): void {
    this.lastFrameAt = this.clock.now();
    this.clearTimer('probeTimer');
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
        this.onSubscribed(message);
        break;
      case 'error':
        this.log(`server refused a command: ${message.message}`);
        this.drops.drop('push-server-error', message.message, `push server: ${message.message}`);
        break;
      case 'unsubscribed':
      case 'heartbeat':
        break;
    }
  }

  private onSubscribed(message: PushSubscribed): void {
    const restarted = this.epoch !== null && message.epoch !== this.epoch;
    this.epoch = message.epoch;
    // Seqs of another server life mean nothing to this one.
    if (restarted) this.releasedSeq.clear();
    for (const channel of message.channels) {
      const state = this.channels.get(channel);
      // Unsubscribed while the command was under way: its unsubscribe follows.
      if (!state) continue;
      state.isSubscribed = true;
      const serverSeq = message.seq[channel] ?? 0;
      if (state.lastSeq === null) {
        // A new channel starts here: the domain loaded the current state over HTTP.
        state.lastSeq = serverSeq;
      } else if (restarted) {
        // A new server life numbers from 0: what it has is all new to us.
        this.stopRecovery(state);
        if (serverSeq > 0) this.recover(channel, state, 0, serverSeq);
        state.lastSeq = serverSeq;
      } else if (serverSeq > state.lastSeq) {
        // Messages were published while we were away.
        this.recover(channel, state, state.lastSeq, serverSeq);
        state.lastSeq = serverSeq;
      } else {
        state.lastSeq = serverSeq;
      }
    }
    this.publishSubscribeList();
  }

  private onMessage(message: PushMessage): void {
    const state = this.channels.get(message.channel);
    // Still in flight when the channel was unsubscribed: expected, not worth a report.
    if (!state) return;
    const { lastSeq } = state;
    if (lastSeq !== null && message.seq <= lastSeq) {
      this.log(`dropped an old message ${message.channel}#${message.seq} (at #${lastSeq})`);
      return;
    }
    if (lastSeq !== null && message.seq > lastSeq + 1) this.recover(message.channel, state, lastSeq, message.seq - 1);
    state.lastSeq = message.seq;
    this.pendingSummary = {
      channel: message.channel,
      namespace: message.namespace,
      name: message.name,
      seq: message.seq,
      at: message.at,
    };
    this.requestFlush();
    this.route(message.channel, message.namespace, message.name, message.payload, message.seq, message.at, 'live');
  }

  /** Parses the payload with the registered handler and applies it (now, or next frame for latest values). */
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
      this.drops.drop(
        'push-unknown-message',
        `${namespace}.${name}`,
        `no handler for push message ${namespace}.${name} (${channel})`,
      );
      return;
    }
    let value: unknown;
    let key = '';
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
    const recovery = this.channels.get(channel)?.recovery;
    if (recovery) {
      const isEvent = route.message.mode === 'event';
      if (source === 'live') {
        if (isEvent) recovery.liveEventSeqs.add(seq);
        else recovery.liveSeqByStream.set(stream, seq);
      } else if (isEvent ? recovery.liveEventSeqs.has(seq) : (recovery.liveSeqByStream.get(stream) ?? -1) >= seq) {
        return;
      }
    }
    const meta: PushMessageMeta = { channel, namespace, name, seq, at, source };
    const { handler } = route;
    if (route.message.mode === 'latest') {
      this.pendingLatest.set(stream, { handler, value, meta });
      this.requestFlush();
    } else {
      this.applySafely(() => handler.apply(value, meta), meta);
    }
  }

  private requestFlush(): void {
    if (this.frameHandle !== null || this.currentStatus === 'closed') return;
    this.frameHandle = this.frames.request(this.flush);
  }

  /** Once per animation frame: the newest value of every latest-value stream, and the store's summary. */
  private readonly flush = () => {
    this.frameHandle = null;
    const batch = this.pendingLatest;
    this.pendingLatest = new Map();
    const batches = new Map<PushHandler<unknown>, { value: unknown; meta: PushMessageMeta }[]>();
    for (const { handler, value, meta } of batch.values()) {
      if (handler.applyBatch) {
        const items = batches.get(handler) ?? [];
        items.push({ value, meta });
        batches.set(handler, items);
      } else {
        this.applySafely(() => handler.apply(value, meta), meta);
      }
    }
    for (const [handler, items] of batches) {
      const first = items[0]!.meta;
      this.applySafely(() => handler.applyBatch!(items), first);
    }
    if (this.pendingSummary) {
      this.store.getState().setMessage(this.pendingSummary);
      this.pendingSummary = null;
    }
  };

  /** A failing store action is a bug to report, not a reason to stop the stream. */
  private applySafely(apply: () => void, meta: PushMessageMeta): void {
    try {
      apply();
    } catch (error) {
      this.drops.drop(
        'push-handler-failed',
        `${meta.namespace}.${meta.name}`,
        `push handler ${meta.namespace}.${meta.name} threw: ${describeError(error)}`,
      );
    }
  }

  // -------------------------------------------------------------------------------------------
  // Gap recovery

  private recover(channel: ChannelName, state: ChannelState, sinceSeq: number, missingUpTo: number): void {
    if (state.recovery) {
      // One snapshot at a time; when it comes back, it is checked against what is missing by then.
      state.recovery.missingUpTo = Math.max(state.recovery.missingUpTo, missingUpTo);
      return;
    }
    this.log(`gap on ${channel} after #${sinceSeq}: fetching a snapshot`);
    state.recovery = {
      controller: new AbortController(),
      attempt: 0,
      missingUpTo,
      liveSeqByStream: new Map(),
      liveEventSeqs: new Set(),
      retryTimer: null,
    };
    this.requestSnapshot(channel, state, sinceSeq);
  }

  private requestSnapshot(channel: ChannelName, state: ChannelState, sinceSeq: number): void {
    const recovery = state.recovery;
    if (!recovery) return;
    recovery.attempt += 1;
    const { signal } = recovery.controller;
    this.fetchSnapshot({ channel, sinceSeq }, signal).then(
      (snapshot) => {
        if (signal.aborted || state.recovery !== recovery) return;
        this.applySnapshot(channel, state, recovery, snapshot);
      },
      (error: unknown) => {
        if (signal.aborted || state.recovery !== recovery) return;
        this.reportEvent({
          code: 'push-snapshot-failed',
          message: `${channel} since #${sinceSeq}: ${describeError(error)}`,
        });
        if (recovery.attempt >= MAX_SNAPSHOT_ATTEMPTS) {
          // Values stay stale until their next update; the next gap or reconnect tries again.
          state.recovery = null;
          return;
        }
        recovery.retryTimer = this.clock.setTimeout(() => {
          recovery.retryTimer = null;
          this.requestSnapshot(channel, state, sinceSeq);
        }, SNAPSHOT_RETRY_MS);
      },
    );
  }

  private applySnapshot(channel: ChannelName, state: ChannelState, recovery: Recovery, snapshot: PushSnapshot): void {
    if (this.epoch !== null && snapshot.epoch !== '' && snapshot.epoch !== this.epoch) {
      // The server restarted while we asked: its numbering starts again, so ask for everything.
      this.retryRecovery(channel, state, recovery, 0);
      return;
    }
    for (const entry of snapshot.entries) {
      this.route(channel, entry.namespace, entry.name, entry.payload, entry.seq, entry.at, 'snapshot');
    }
    state.lastSeq = Math.max(state.lastSeq ?? 0, snapshot.seq);
    if (recovery.missingUpTo > snapshot.seq) {
      // More was lost after the snapshot was taken.
      this.retryRecovery(channel, state, recovery, snapshot.seq);
      return;
    }
    state.recovery = null;
    this.log(`recovered ${channel} up to #${snapshot.seq} (${snapshot.entries.length} values)`);
  }

  private retryRecovery(channel: ChannelName, state: ChannelState, recovery: Recovery, sinceSeq: number): void {
    if (recovery.attempt >= MAX_SNAPSHOT_ATTEMPTS) {
      this.reportEvent({
        code: 'push-snapshot-failed',
        message: `${channel}: gave up after ${recovery.attempt} snapshots`,
      });
      state.recovery = null;
      return;
    }
    this.requestSnapshot(channel, state, sinceSeq);
  }

  private stopRecovery(state: ChannelState): void {
    const recovery = state.recovery;
    if (!recovery) return;
    recovery.controller.abort();
    if (recovery.retryTimer !== null) this.clock.clearTimeout(recovery.retryTimer);
    state.recovery = null;
  }

  // -------------------------------------------------------------------------------------------

  private publishSubscribeList(): void {
    if (this.currentStatus === 'closed') return;
    const list = [...this.channels].map(([channelName, state]) => ({ channelName, isSubscribed: state.isSubscribed }));
    this.store.getState().setSubscribeList(list);
  }

  private clearTimer(name: 'reconnectTimer' | 'connectTimer' | 'subscribeTimer' | 'silenceTimer' | 'probeTimer'): void {
    const handle = this[name];
    if (handle === null) return;
    this.clock.clearTimeout(handle);
    this[name] = null;
  }
}

function ignoreEvent(): void {}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function describeEvent(event: unknown): string {
  if (typeof event === 'object' && event !== null && 'message' in event)
    return String((event as { message: unknown }).message);
  return 'no detail';
}

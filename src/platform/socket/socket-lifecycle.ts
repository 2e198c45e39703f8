/**
 * The push client's connection lifecycle: one socket at a time, its status,
 * reconnecting, and noticing a socket that died silently.
 *
 *   idle ─connect()→ connecting ─open→ open ─close→ reconnecting ─(timer)→ connecting …
 *   A dropped open socket is retried at once, a failed attempt after RECONNECT_DELAY_MS; after
 *   MAX_RECONNECT_ATTEMPTS failures → failed (reconnectError), until retry(), `pageshow`,
 *   `online` or the page becoming visible — and, quietly, one attempt every FAILED_RETRY_MS
 *   (the status stays failed while it runs), so the banner goes by itself once the server is
 *   back. dispose() → closed, for good.
 *
 * While open the client pings every PUSH_HEARTBEAT_MS (the spec's heartbeat, 60 s); the server
 * answers each ping with a heartbeat, so an open socket hears something at least that often. After
 * SILENCE_TIMEOUT_MS (one heartbeat and a 10 s grace) of silence the socket is dead — a dropped
 * path sends no close frame — and is replaced at once: a dead socket is noticed within ~70 s.
 *
 * Close and error are logged, never shown to the user; only exhausted retries surface.
 */
import { PUSH_HEARTBEAT_MS, serializeCommand, type PushCommand } from '../../contracts/push-protocol';
import { ReportedError } from '../../contracts/reporting';
import type { MonitorEvent } from '../feedback/monitor';
import type { PushClock, PushLog, PushPageEvents, PushSocket, PushSocketConstructor } from './push-environment';
import type { PushStatus } from './socket-store';

/** Reconnect: every 3000 ms, 5 times. */
export const RECONNECT_DELAY_MS = 3000;
export const MAX_RECONNECT_ATTEMPTS = 5;
/** Once reconnecting gave up: a quiet attempt this often (the spec's 20 s loop time). */
export const FAILED_RETRY_MS = 20_000;
/** An attempt that neither opens nor fails within this counts as failed (a black-holed network). */
export const CONNECT_TIMEOUT_MS = 10_000;
/** After a ping (page visible again), no answer within this → the socket died silently. */
export const PROBE_TIMEOUT_MS = 5000;
/** How long the answer to a ping may take on a slow network before the silence counts. */
export const PING_ANSWER_GRACE_MS = 10_000;
/** The client pings every PUSH_HEARTBEAT_MS and hears the answer: silent this long → the socket died. */
export const SILENCE_TIMEOUT_MS = PUSH_HEARTBEAT_MS + PING_ANSWER_GRACE_MS;

const SOCKET_OPEN = 1;
const NORMAL_CLOSURE = 1000;

/** What the lifecycle tells the client. */
export interface SocketLifecycleEvents {
  statusChanged(status: PushStatus): void;
  /** A socket opened: everything held is to be subscribed on it. */
  opened(): void;
  /** The socket is gone or replaced: nothing is subscribed any more. */
  socketLost(): void;
  frame(data: unknown): void;
}

export interface SocketLifecycleOptions {
  WebSocket: PushSocketConstructor | undefined;
  clock: PushClock;
  page: PushPageEvents | null;
  log: PushLog;
  report: (event: MonitorEvent) => void;
  reconnectDelayMs: number;
  maxReconnectAttempts: number;
}

type TimerName = 'reconnectTimer' | 'connectTimer' | 'silenceTimer' | 'probeTimer' | 'pingTimer';

export class SocketLifecycle {
  private currentStatus: PushStatus = 'idle';
  private url: string | null = null;
  private socket: PushSocket | null = null;
  private attempts = 0;
  private lastFrameAt = 0;
  /** Reconnecting gave up: attempts now run every FAILED_RETRY_MS without leaving `failed`. */
  private retryingQuietly = false;
  private reconnectTimer: unknown = null;
  private connectTimer: unknown = null;
  private silenceTimer: unknown = null;
  private probeTimer: unknown = null;
  private pingTimer: unknown = null;

  constructor(
    private readonly options: SocketLifecycleOptions,
    private readonly events: SocketLifecycleEvents,
  ) {}

  get status(): PushStatus {
    return this.currentStatus;
  }

  get address(): string | null {
    return this.url;
  }

  /** Reconnect attempts made since the socket was last open. */
  get reconnectAttempts(): number {
    return this.attempts;
  }

  /** The socket can carry a command now (the browser sets OPEN in the task that fires `open`). */
  isOpen(): boolean {
    return this.socket?.readyState === SOCKET_OPEN;
  }

  connect(url: string): void {
    if (this.currentStatus === 'closed') throw new Error('PushClient is disposed');
    if (url === this.url && (this.currentStatus === 'open' || this.currentStatus === 'connecting')) return;
    this.url = url;
    this.listenToPage();
    this.attempts = 0;
    this.openSocket();
  }

  /** Before connect() there is no address: openSocket opens nothing. */
  retry(): void {
    if (this.currentStatus === 'closed') return;
    if (this.currentStatus === 'open' || this.currentStatus === 'connecting') return;
    this.attempts = 0;
    this.retryingQuietly = false;
    this.openSocket();
  }

  /** Closes for good: status closed, the socket, its timers and the page listeners gone. */
  dispose(): void {
    this.setStatus('closed');
    this.clearTimer('reconnectTimer');
    this.discardSocket('disposed');
    this.unlistenToPage();
  }

  send(command: PushCommand): void {
    if (!this.socket || this.socket.readyState !== SOCKET_OPEN) return;
    try {
      this.socket.send(serializeCommand(command));
    } catch (error) {
      this.options.log('send failed', error);
    }
  }

  private setStatus(status: PushStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.events.statusChanged(status);
  }

  private openSocket(): void {
    this.clearTimer('reconnectTimer');
    this.discardSocket('replaced');
    this.events.socketLost();
    const url = this.url;
    if (url === null) return;
    if (!this.retryingQuietly) this.setStatus('connecting');
    let socket: PushSocket;
    try {
      if (!this.options.WebSocket) throw new Error('no WebSocket in this environment');
      socket = new this.options.WebSocket(url);
    } catch (error) {
      this.options.log('could not open the socket', error);
      this.attemptFailed();
      return;
    }
    // A replaced socket's handlers are taken off (discardSocket): these hear the current socket only.
    this.socket = socket;
    socket.onopen = () => this.onOpen();
    socket.onmessage = (event) => {
      this.lastFrameAt = this.options.clock.now();
      this.clearTimer('probeTimer');
      this.events.frame(event.data);
    };
    // The close event follows and decides what happens; an error alone is only logged.
    socket.onerror = (event) => this.options.log('socket error', describeEvent(event));
    socket.onclose = (event) => this.onSocketGone(`closed (${event.code}${event.reason ? ` ${event.reason}` : ''})`);
    // Cleared when the socket opens or is discarded.
    this.connectTimer = this.options.clock.setTimeout(() => {
      this.connectTimer = null;
      this.onSocketGone('connect timed out');
    }, CONNECT_TIMEOUT_MS);
  }

  private onOpen(): void {
    this.clearTimer('connectTimer');
    this.attempts = 0;
    this.retryingQuietly = false;
    this.lastFrameAt = this.options.clock.now();
    this.setStatus('open');
    this.options.log(`connected to ${this.url}`);
    this.events.opened();
    this.armSilenceTimer(SILENCE_TIMEOUT_MS);
    this.armPingTimer();
  }

  /** The heartbeat's ping, every PUSH_HEARTBEAT_MS while this socket is open (its answer feeds the silence check). */
  private armPingTimer(): void {
    this.clearTimer('pingTimer');
    this.pingTimer = this.options.clock.setTimeout(() => {
      this.pingTimer = null;
      this.send({ cmd: 'ping' });
      this.armPingTimer();
    }, PUSH_HEARTBEAT_MS);
  }

  /**
   * The socket is gone: closed by either side, or given up as dead (no answer, connect
   * timeout) — then it is closed here rather than waiting for the browser to notice.
   */
  private onSocketGone(reason: string): void {
    // Open is set when the current socket opens and left when it goes; a socket still opening
    // leaves the status connecting (or failed, for a quiet attempt).
    const wasOpen = this.currentStatus === 'open';
    this.discardSocket(reason);
    this.options.log(reason);
    // A socket that was open is retried at once (mobile networks and deploys drop sockets);
    // an attempt that never opened waits before the next.
    this.events.socketLost();
    if (wasOpen) this.reconnectLater(0);
    else this.attemptFailed();
  }

  /** An open socket that stopped answering: the portal counts these (`socket-dead`), then it is replaced. */
  private declareDead(reason: string): void {
    this.options.report({ code: ReportedError.socketDead, message: `${this.url}: ${reason}`, detail: { reason } });
    this.onSocketGone(reason);
  }

  private attemptFailed(): void {
    this.reconnectLater(this.options.reconnectDelayMs);
  }

  private reconnectLater(delayMs: number): void {
    const { clock } = this.options;
    if (this.attempts >= this.options.maxReconnectAttempts) {
      if (!this.retryingQuietly) {
        this.setStatus('failed');
        this.options.log(`gave up after ${this.attempts} reconnect attempts`);
        this.options.report({
          code: 'push-reconnect-failed',
          message: `${this.url}: ${this.attempts} attempts failed`,
        });
        this.retryingQuietly = true;
      }
      this.clearTimer('reconnectTimer');
      this.reconnectTimer = clock.setTimeout(() => {
        this.reconnectTimer = null;
        this.openSocket();
      }, FAILED_RETRY_MS);
      return;
    }
    this.setStatus('reconnecting');
    this.clearTimer('reconnectTimer');
    this.reconnectTimer = clock.setTimeout(() => {
      this.reconnectTimer = null;
      this.attempts += 1;
      this.openSocket();
    }, delayMs);
  }

  /** Stops listening to the socket and closes it; no event of it reaches the client any more. */
  private discardSocket(reason: string): void {
    const socket = this.socket;
    this.socket = null;
    this.clearTimer('connectTimer');
    this.clearTimer('silenceTimer');
    this.clearTimer('probeTimer');
    this.clearTimer('pingTimer');
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

  private armSilenceTimer(ms: number): void {
    this.clearTimer('silenceTimer');
    this.silenceTimer = this.options.clock.setTimeout(() => {
      this.silenceTimer = null;
      const quietFor = this.options.clock.now() - this.lastFrameAt;
      // Checked lazily instead of re-arming per message: a message a millisecond stays cheap.
      if (quietFor >= SILENCE_TIMEOUT_MS) this.declareDead(`nothing heard for ${quietFor} ms`);
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
    if (this.options.page?.document.visibilityState === 'visible') this.wake('visible');
  };

  /** The page's events that wake the socket, listed once: what comes off is what went on. */
  private pageListeners(page: PushPageEvents) {
    return [
      [page.window, 'pageshow', this.onPageShow],
      [page.window, 'online', this.onOnline],
      [page.document, 'visibilitychange', this.onVisibilityChange],
    ] as const;
  }

  /** Adding a listener again does nothing: connect() may call this more than once. */
  private listenToPage(): void {
    const { page } = this.options;
    if (!page) return;
    for (const [target, type, listener] of this.pageListeners(page)) target.addEventListener(type, listener);
  }

  private unlistenToPage(): void {
    const { page } = this.options;
    if (!page) return;
    for (const [target, type, listener] of this.pageListeners(page)) target.removeEventListener(type, listener);
  }

  private wake(reason: string): void {
    switch (this.currentStatus) {
      case 'reconnecting':
      case 'failed':
        this.options.log(`${reason}: reconnecting now`);
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
          this.probeTimer = this.options.clock.setTimeout(() => {
            this.probeTimer = null;
            this.declareDead(`${reason}: no answer to ping`);
          }, PROBE_TIMEOUT_MS);
        }
        break;
    }
  }

  private clearTimer(name: TimerName): void {
    this.options.clock.clearTimeout(this[name]);
    this[name] = null;
  }
}

function ignoreEvent(): void {}

function describeEvent(event: unknown): string {
  if (typeof event === 'object' && event !== null && 'message' in event)
    return String((event as { message: unknown }).message);
  return 'no detail';
}

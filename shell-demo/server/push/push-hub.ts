/**
 * The push server (`ws://<host>/ws`, DomainType.Push) speaking the protocol of
 * src/contracts/push.ts: channels → subscribed sockets, per-channel sequence numbers, the
 * last value of every (namespace, name, key) per channel for the snapshot call, a heartbeat,
 * and `publish()` — the one entry point for whatever produces updates (the match simulator).
 *
 * Fan-out cost is kept per message, not per socket: a message is serialised and framed once
 * (one WebSocket text frame in one Buffer), and the frames published within a short window
 * (COALESCE_MS) are written to each subscriber's TCP socket in one write — no per-socket
 * serialisation or framing, and a few writes per socket per tick instead of one per message.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  isChannelName,
  MAX_CHANNELS_PER_SOCKET,
  parseCommand,
  PushCloseCode,
  PUSH_HEARTBEAT_MS,
  pushMessageKey,
  travelsOn,
  type ChannelName,
  type PushMessageType,
  type PushServerMessage,
  type PushSnapshot,
  type PushSnapshotEntry,
} from '../../../src/contracts/push';
import { MalformedDataError } from '../../../src/contracts/parse';
import { checkTarget, isLoopback } from '../request-target';
import { isHostAllowed, isOriginAllowed, type OriginPolicy } from './origin-check';

export const PUSH_PATH = '/ws';

/** A client frame larger than this is refused by `ws` (commands are small). */
const MAX_COMMAND_BYTES = 64 * 1024;
/** A socket that lets this much pile up is too slow to follow: it is cut and recovers by snapshot. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** Retained values per channel; the oldest is forgotten beyond this. */
const MAX_RETAINED_PER_CHANNEL = 5000;
/** Sockets in total (the bench opens up to 2000 from one machine). */
const MAX_CONNECTIONS = 4000;
/** Sockets per peer address other than loopback (a phone, a LAN neighbour). */
const MAX_CONNECTIONS_PER_IP = 64;
/**
 * Unsent bytes of all sockets together. Loopback peers skip the per-address cap, so 4000 slow
 * sockets of one local page could otherwise hold 4000 × 8 MB: each socket's share is this divided
 * by the open sockets (8 MB each up to 32 sockets, 128 KB each at the bench's 2000).
 */
const MAX_TOTAL_BUFFERED_BYTES = 256 * 1024 * 1024;
/** A slow consumer gets this long to take its close frame before the socket is destroyed. */
const CLOSE_GRACE_MS = 2000;
/**
 * Frames are written at most this often: a message waits at most this long, and at 1000
 * messages/s a socket gets 200 writes a second instead of 1000 (each write is a system call
 * here and a read on the other side). A quiet channel's message still leaves at once.
 */
export const COALESCE_MS = 5;

export interface PushConnection {
  readonly id: number;
  readonly socket: WebSocket;
  /** The uid from the `uid` query parameter, if the client sent one. */
  readonly uid: string | undefined;
  readonly channels: ReadonlySet<ChannelName>;
}

interface Connection extends PushConnection {
  readonly channels: Set<ChannelName>;
  /** The TCP socket under `socket`: framed messages are written to it directly. */
  readonly tcp: Duplex;
  /** Answered the last ping (or sent something) since the previous heartbeat. */
  alive: boolean;
}

interface ChannelRecord {
  seq: number;
  readonly subscribers: Set<Connection>;
  /** `${namespace}\0${name}\0${key}` → last entry; insertion order is seq order. */
  readonly retained: Map<string, PushSnapshotEntry>;
  /** Frames published this tick, written to the subscribers together at the end of it. */
  outbox: Buffer[];
}

export interface PublishOptions {
  /** Which value of the stream this payload is (e.g. a host id); default '' (one value). */
  key?: string;
  /** false: not kept for the snapshot (pure events). Default true. */
  retain?: boolean;
  /**
   * false: numbered and retained but sent to nobody — a lost message. For tests of gap
   * recovery only.
   */
  deliver?: boolean;
}

export interface PushHubOptions extends OriginPolicy {
  heartbeatMs?: number;
  /** Clock for `at` (ms since epoch). */
  now?: () => number;
  maxConnections?: number;
  /** Per peer address; loopback peers (tests, the bench, the local browser) count only towards the total. */
  maxConnectionsPerIp?: number;
  maxChannelsPerSocket?: number;
  /** Unsent bytes beyond which a socket is a slow consumer. */
  maxBufferedBytes?: number;
  /** Unsent bytes of all sockets together: a socket's limit is at most this divided by the open sockets. */
  maxTotalBufferedBytes?: number;
}

export type ConnectionListener = (connection: PushConnection, request: IncomingMessage) => void;

export class PushHub {
  /** Changes with every hub: a restarted server starts its sequence numbers again. */
  readonly epoch = randomUUID().slice(0, 8);
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_COMMAND_BYTES });
  private readonly connectionSet = new Set<Connection>();
  private readonly channels = new Map<ChannelName, ChannelRecord>();
  private readonly channelsWithOutbox = new Set<ChannelRecord>();
  private flushTimer: NodeJS.Timeout | undefined;
  private flushQueued = false;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private readonly connectionListeners: ConnectionListener[] = [];
  private readonly now: () => number;
  private readonly limits: Required<
    Pick<
      PushHubOptions,
      'maxConnections' | 'maxConnectionsPerIp' | 'maxChannelsPerSocket' | 'maxBufferedBytes' | 'maxTotalBufferedBytes'
    >
  >;
  private readonly originPolicy: OriginPolicy;
  private readonly perIp = new Map<string, number>();
  /** Upgrades accepted but not yet open: they count towards the total, so a burst cannot overshoot it. */
  private pendingUpgrades = 0;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private closed = false;
  /** False while QA or a test has taken the push service down (the HTTP calls keep working). */
  private accepting = true;

  constructor(options: PushHubOptions = {}) {
    this.now = options.now ?? Date.now;
    this.limits = {
      maxConnections: options.maxConnections ?? MAX_CONNECTIONS,
      maxConnectionsPerIp: options.maxConnectionsPerIp ?? MAX_CONNECTIONS_PER_IP,
      maxChannelsPerSocket: options.maxChannelsPerSocket ?? MAX_CHANNELS_PER_SOCKET,
      maxBufferedBytes: options.maxBufferedBytes ?? MAX_BUFFERED_BYTES,
      maxTotalBufferedBytes: options.maxTotalBufferedBytes ?? MAX_TOTAL_BUFFERED_BYTES,
    };
    this.originPolicy = {
      allowedOrigins: options.allowedOrigins,
      sameHostPorts: options.sameHostPorts,
      allowedHosts: options.allowedHosts,
    };
    this.setHeartbeatInterval(options.heartbeatMs ?? PUSH_HEARTBEAT_MS);
  }

  /** Tests shorten the heartbeat (60 s in production, spec section 9). */
  setHeartbeatInterval(ms: number): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    if (this.closed) return;
    this.heartbeatTimer = setInterval(() => this.heartbeat(), ms);
    // The heartbeat alone must not keep a process (a test, a script) alive.
    this.heartbeatTimer.unref();
  }

  /**
   * Handles an HTTP upgrade; false when the path is not the push path or the service is down
   * (the caller drops the connection). A malformed target is answered 400 (as an HTTP request's
   * would be), a Host that is not a name of this server or a refused origin 403, a full server 503.
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const target = checkTarget(request.url);
    if (!target.ok) {
      refuseUpgrade(socket, 400, `请求路径无效：${target.reason}`);
      return true;
    }
    const url = new URL(target.target, 'http://localhost');
    if (url.pathname !== PUSH_PATH || this.closed || !this.accepting) return false;
    const host = single(request.headers.host);
    if (!isHostAllowed(host, this.originPolicy)) {
      refuseUpgrade(socket, 403, `host not allowed: ${host}`);
      return true;
    }
    const origin = single(request.headers.origin);
    if (!isOriginAllowed(origin, host, this.originPolicy)) {
      refuseUpgrade(socket, 403, `origin not allowed: ${origin}`);
      return true;
    }
    const peer = request.socket.remoteAddress ?? '';
    const loopback = isLoopback(peer);
    if (this.connectionSet.size + this.pendingUpgrades >= this.limits.maxConnections) {
      refuseUpgrade(socket, 503, `at most ${this.limits.maxConnections} push connections`);
      return true;
    }
    if (!loopback && (this.perIp.get(peer) ?? 0) >= this.limits.maxConnectionsPerIp) {
      refuseUpgrade(socket, 503, `at most ${this.limits.maxConnectionsPerIp} push connections per address`);
      return true;
    }
    if (!loopback) this.perIp.set(peer, (this.perIp.get(peer) ?? 0) + 1);
    // Counted from the upgrade on, so a burst of handshakes cannot overshoot the cap.
    let counted = !loopback;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (this.perIp.get(peer) ?? 1) - 1;
      if (left > 0) this.perIp.set(peer, left);
      else this.perIp.delete(peer);
    };
    socket.once('close', release);
    let pending = true;
    this.pendingUpgrades += 1;
    const opened = () => {
      if (!pending) return;
      pending = false;
      this.pendingUpgrades -= 1;
    };
    // A handshake that fails (or a peer that leaves during it) never reaches the callback.
    socket.once('close', opened);
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      opened();
      this.accept(ws, socket, request, url);
    });
    return true;
  }

  onConnection(listener: ConnectionListener): void {
    this.connectionListeners.push(listener);
  }

  /**
   * Publishes a declared message (the catalogue in src/contracts/<domain>.ts) on one of its
   * channels; the payload must be what the message's parser reads. A latest value is kept under
   * the declaration's key for the snapshot, an event is not. Returns the new seq.
   */
  publish<T>(
    message: PushMessageType<T>,
    channel: ChannelName,
    payload: NoInfer<T>,
    options: Pick<PublishOptions, 'deliver'> = {},
  ): number {
    if (!travelsOn(message, channel)) {
      throw new Error(`push message ${message.namespace}.${message.name} is not declared on ${channel}`);
    }
    return this.publishRaw(channel, message.namespace, message.name, payload, {
      key: pushMessageKey(message, payload),
      retain: message.mode === 'latest',
      deliver: options.deliver,
    });
  }

  /**
   * Publishes one message on a channel, below the catalogue (the protocol's tests): the
   * channel's seq goes up by one, the payload is kept as the latest value of (namespace, name,
   * key) for the snapshot, and every subscriber gets `{type:'message', channel, seq, namespace,
   * name, payload, at}`. Returns the new seq.
   */
  publishRaw(
    channel: ChannelName,
    namespace: string,
    name: string,
    payload: unknown,
    options: PublishOptions = {},
  ): number {
    if (!isChannelName(channel)) throw new Error(`not a push channel name: ${channel}`);
    const record = this.recordOf(channel);
    const seq = ++record.seq;
    const at = this.now();
    if (options.retain !== false) {
      const key = options.key ?? '';
      const retainKey = `${namespace}\0${name}\0${key}`;
      // Delete first so the map's order stays the seq order (the snapshot reads it backwards).
      record.retained.delete(retainKey);
      record.retained.set(retainKey, { namespace, name, key, seq, at, payload });
      if (record.retained.size > MAX_RETAINED_PER_CHANNEL) {
        const oldest = record.retained.keys().next().value;
        if (oldest !== undefined) record.retained.delete(oldest);
      }
    }
    if (options.deliver === false || record.subscribers.size === 0) return seq;
    const message: PushServerMessage = { type: 'message', channel, seq, namespace, name, payload, at };
    record.outbox.push(textFrame(JSON.stringify(message)));
    this.channelsWithOutbox.add(record);
    this.scheduleFlush();
    return seq;
  }

  /** What the snapshot call answers: values published after `sinceSeq`, in seq order. */
  snapshot(channel: ChannelName, sinceSeq: number): PushSnapshot {
    const record = this.channels.get(channel);
    if (!record) return { channel, seq: 0, epoch: this.epoch, entries: [] };
    const entries: PushSnapshotEntry[] = [];
    // A sinceSeq from another epoch (or the future) cannot be trusted: answer everything.
    const since = sinceSeq > record.seq ? 0 : sinceSeq;
    for (const entry of [...record.retained.values()].reverse()) {
      if (entry.seq <= since) break;
      entries.push(entry);
    }
    return { channel, seq: record.seq, epoch: this.epoch, entries: entries.reverse() };
  }

  currentSeq(channel: ChannelName): number {
    return this.channels.get(channel)?.seq ?? 0;
  }

  subscriberCount(channel: ChannelName): number {
    return this.channels.get(channel)?.subscribers.size ?? 0;
  }

  /** Sends a raw message to every open socket, or to those the filter keeps (outside the channel protocol). */
  broadcast(message: unknown, filter?: (connection: PushConnection) => boolean): number {
    this.flushOutboxes();
    const frame = Buffer.from(typeof message === 'string' ? message : JSON.stringify(message));
    let sent = 0;
    for (const connection of this.connectionSet) {
      if (filter && !filter(connection)) continue;
      this.sendFrame(connection, frame);
      sent += 1;
    }
    return sent;
  }

  connections(): PushConnection[] {
    return [...this.connectionSet];
  }

  /**
   * Takes the push service down (every socket cut, new ones refused) or brings it back, as a push
   * server that stops and restarts would: the clients' reconnects fail, then succeed.
   */
  setAccepting(accepting: boolean): void {
    this.accepting = accepting;
    if (accepting) return;
    for (const connection of this.connectionSet) connection.socket.terminate();
  }

  isAccepting(): boolean {
    return this.accepting;
  }

  close(): void {
    this.closed = true;
    for (const record of this.channelsWithOutbox) record.outbox = [];
    this.channelsWithOutbox.clear();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    for (const connection of this.connectionSet) connection.socket.terminate();
    this.connectionSet.clear();
    this.channels.clear();
    this.wss.close();
  }

  private scheduleFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    const wait = this.lastFlushAt + COALESCE_MS - performance.now();
    // At the end of the current task at the earliest, so a burst of publications leaves together.
    if (wait <= 0) queueMicrotask(() => this.flushOutboxes());
    else this.flushTimer = setTimeout(() => this.flushOutboxes(), wait);
  }

  /** Writes the frames published since the last flush; also runs before any reply, so the order holds. */
  private flushOutboxes(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.flushQueued = false;
    if (this.channelsWithOutbox.size === 0) return;
    this.lastFlushAt = performance.now();
    for (const record of this.channelsWithOutbox) {
      const frames = record.outbox;
      record.outbox = [];
      const batch = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
      for (const connection of record.subscribers) this.writeFramed(connection, batch);
    }
    this.channelsWithOutbox.clear();
  }

  private recordOf(channel: ChannelName): ChannelRecord {
    let record = this.channels.get(channel);
    if (!record) {
      record = { seq: 0, subscribers: new Set(), retained: new Map(), outbox: [] };
      this.channels.set(channel, record);
    }
    return record;
  }

  private accept(socket: WebSocket, tcp: Duplex, request: IncomingMessage, url: URL): void {
    const connection: Connection = {
      id: this.nextId++,
      socket,
      tcp,
      uid: url.searchParams.get('uid') ?? undefined,
      channels: new Set(),
      alive: true,
    };
    this.connectionSet.add(connection);
    const forget = () => this.forget(connection);
    socket.on('close', forget);
    // A client that vanishes mid-frame must not crash the server.
    socket.on('error', forget);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.alive = true;
      this.onCommand(connection, isBinary ? null : rawText(data));
    });
    for (const listener of this.connectionListeners) listener(connection, request);
  }

  private onCommand(connection: Connection, raw: string | null): void {
    // Messages published before this command reach the socket before its answer.
    this.flushOutboxes();
    let value: unknown;
    try {
      if (raw === null) throw new Error('binary frames are not commands');
      value = JSON.parse(raw);
    } catch {
      this.send(connection, { type: 'error', message: 'a command is one JSON object per text frame' });
      return;
    }
    let command;
    try {
      command = parseCommand(value);
    } catch (error) {
      const message = error instanceof MalformedDataError ? `${error.path}: expected ${error.expected}` : String(error);
      this.send(connection, { type: 'error', message: `bad command (${message})` });
      return;
    }
    switch (command.cmd) {
      case 'subscribe':
        this.subscribe(connection, command.channels);
        break;
      case 'unsubscribe':
        this.unsubscribe(connection, command.channels);
        break;
      case 'ping':
        this.send(connection, { type: 'heartbeat', at: this.now() });
        break;
    }
  }

  private subscribe(connection: Connection, channels: ChannelName[]): void {
    const accepted: ChannelName[] = [];
    const seq: Record<ChannelName, number> = {};
    for (const channel of new Set(channels)) {
      const cap = this.limits.maxChannelsPerSocket;
      if (!connection.channels.has(channel) && connection.channels.size >= cap) {
        this.send(connection, { type: 'error', message: `at most ${cap} channels per socket` });
        break;
      }
      const record = this.recordOf(channel);
      record.subscribers.add(connection);
      connection.channels.add(channel);
      accepted.push(channel);
      seq[channel] = record.seq;
    }
    if (accepted.length > 0) this.send(connection, { type: 'subscribed', channels: accepted, seq, epoch: this.epoch });
  }

  private unsubscribe(connection: Connection, channels: ChannelName[]): void {
    for (const channel of channels) this.leave(connection, channel);
    this.send(connection, { type: 'unsubscribed', channels });
  }

  private leave(connection: Connection, channel: ChannelName): void {
    connection.channels.delete(channel);
    const record = this.channels.get(channel);
    if (!record) return;
    record.subscribers.delete(connection);
    // A channel nobody follows and nothing was published on holds nothing worth keeping.
    if (record.subscribers.size === 0 && record.seq === 0) this.channels.delete(channel);
  }

  private forget(connection: Connection): void {
    if (!this.connectionSet.delete(connection)) return;
    for (const channel of [...connection.channels]) this.leave(connection, channel);
  }

  private heartbeat(): void {
    this.flushOutboxes();
    const frame = Buffer.from(JSON.stringify({ type: 'heartbeat', at: this.now() } satisfies PushServerMessage));
    for (const connection of this.connectionSet) {
      // No pong and no command since the last beat: the peer is gone without a close frame.
      if (!connection.alive) {
        connection.socket.terminate();
        this.forget(connection);
        continue;
      }
      connection.alive = false;
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.ping();
      this.sendFrame(connection, frame);
    }
  }

  private send(connection: Connection, message: PushServerMessage): void {
    this.sendFrame(connection, Buffer.from(JSON.stringify(message)));
  }

  private sendFrame(connection: Connection, frame: Buffer): void {
    const { socket } = connection;
    if (!this.canWrite(connection)) return;
    // A Buffer would go out as a binary frame by default; the protocol is text frames.
    socket.send(frame, { binary: false });
  }

  /** Writes ready-made frames to the TCP socket: `ws` writes each of its frames synchronously, so frames never interleave. */
  private writeFramed(connection: Connection, frames: Buffer): void {
    if (this.canWrite(connection)) connection.tcp.write(frames);
  }

  /** A socket's share of the unsent bytes: its own cap, or less when many sockets are open. */
  private bufferLimit(): number {
    const { maxBufferedBytes, maxTotalBufferedBytes } = this.limits;
    return Math.min(maxBufferedBytes, Math.floor(maxTotalBufferedBytes / Math.max(1, this.connectionSet.size)));
  }

  private canWrite(connection: Connection): boolean {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (socket.bufferedAmount > this.bufferLimit()) {
      this.forget(connection);
      // The close frame queues behind the backlog: a peer that reads on learns why; one that does not is cut.
      socket.close(PushCloseCode.SlowConsumer, 'slow consumer');
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
      return false;
    }
    return true;
  }
}

/** One unmasked, final WebSocket text frame (RFC 6455 §5.2), as a server sends it. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, headerLength, 'utf8');
  return frame;
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Answers an upgrade with a plain HTTP error and closes: the browser reports a failed connection. */
const STATUS_TEXT = { 400: 'Bad Request', 403: 'Forbidden', 503: 'Service Unavailable' } as const;

function refuseUpgrade(socket: Duplex, status: keyof typeof STATUS_TEXT, reason: string): void {
  const text = STATUS_TEXT[status];
  const retry = status === 503 ? 'Retry-After: 5\r\n' : '';
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n${retry}` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

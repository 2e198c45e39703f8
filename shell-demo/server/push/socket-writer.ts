/**
 * How the push hub writes to its sockets: the coalesced fan-out (frame-outbox.ts) and single
 * frames in one order, and the slow consumer — a socket whose unsent bytes pass its share is cut
 * (PushCloseCode.SlowConsumer) and recovers by snapshot; the heartbeat, which cuts a socket gone
 * without a close frame.
 */
import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import type { ChannelName } from '../../../src/contracts/push';
import { PushCloseCode, type PushServerMessage } from '../../../src/contracts/push-protocol';
import type { AnsweringInOrder } from './client-commands';
import { FrameOutbox } from './frame-outbox';
import type { PushLimits } from './push-options';

/** A slow consumer gets this long to take its close frame before the socket is destroyed. */
const CLOSE_GRACE_MS = 2000;

export interface PushConnection {
  readonly id: number;
  readonly socket: WebSocket;
  /** The uid from the `uid` query parameter, if the client sent one. */
  readonly uid: string | undefined;
  /** The language from the `lang` query parameter its payloads are said in; undefined: as published. */
  readonly language: string | undefined;
  /** The client its peer address stands for (fair-share.ts): what its subscriptions count against. */
  readonly client: string;
  readonly channels: ReadonlySet<ChannelName>;
}

export interface Connection extends PushConnection, AnsweringInOrder {
  readonly channels: Set<ChannelName>;
  /** The TCP socket under `socket`: framed messages are written to it directly. */
  readonly tcp: Duplex;
  /** Answered the last ping (or sent something) since the previous heartbeat. */
  alive: boolean;
}

export class SocketWriter {
  readonly outbox = new FrameOutbox<Connection>((connection, frames) => this.writeFramed(connection, frames));

  constructor(
    private readonly limits: PushLimits,
    /** Open sockets now: each one's share of the unsent bytes depends on it. */
    private readonly openCount: () => number,
    /** Drops a slow consumer, or a socket that no longer answers, from the hub. */
    private readonly forget: (connection: Connection) => void,
  ) {}

  /** Beats every socket; one that answered nothing since the last beat is gone without a close frame: cut. */
  heartbeat(connections: Iterable<Connection>, at: number): void {
    const frame = Buffer.from(JSON.stringify({ type: 'heartbeat', at } satisfies PushServerMessage));
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.forget(connection);
        continue;
      }
      connection.alive = false;
      this.sendFrame(connection, frame);
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.ping();
    }
  }

  send(connection: Connection, message: PushServerMessage): void {
    this.sendFrame(connection, Buffer.from(JSON.stringify(message)));
  }

  sendFrame(connection: Connection, frame: Buffer): void {
    const { socket } = connection;
    // The fan-out's frames on their way to this socket go first: nothing overtakes them.
    this.outbox.flushTo(connection);
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
    return Math.min(maxBufferedBytes, Math.floor(maxTotalBufferedBytes / Math.max(1, this.openCount())));
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

  /** Subscriptions the store ended to make room (their client keeps the most): their sockets learn it. */
  endDisplaced(displaced: readonly { subscriber: Connection; channel: ChannelName }[]): void {
    const bySocket = new Map<Connection, ChannelName[]>();
    for (const { subscriber, channel } of displaced) {
      subscriber.channels.delete(channel);
      bySocket.set(subscriber, [...(bySocket.get(subscriber) ?? []), channel]);
    }
    for (const [connection, channels] of bySocket) {
      this.send(connection, { type: 'unsubscribed', channels });
      const message = `the server is full and this address follows the most: unsubscribed from ${channels.join(', ')}`;
      this.send(connection, { type: 'error', message });
    }
  }
}

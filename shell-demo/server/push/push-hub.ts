/**
 * The WebSocket end point of the push domain (`ws://<host>/ws`, DomainType.Push). For now it
 * accepts connections and keeps them open; the push protocol (subscribe commands, match
 * updates from the simulator) plugs in through `onConnection` / `onMessage` and `broadcast`.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

export const PUSH_PATH = '/ws';

export interface PushClient {
  readonly id: number;
  readonly socket: WebSocket;
  /** The uid from the `uid` query parameter, if the client sent one. */
  readonly uid: string | undefined;
  /** Free-form per-connection state for the protocol (e.g. subscribed channels). */
  readonly state: Map<string, unknown>;
  send(message: unknown): void;
}

export type ConnectionListener = (client: PushClient, request: IncomingMessage) => void;
export type MessageListener = (client: PushClient, message: unknown, raw: string) => void;

export class PushHub {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly clients = new Set<PushClient>();
  private readonly connectionListeners: ConnectionListener[] = [];
  private readonly messageListeners: MessageListener[] = [];
  private nextId = 1;

  /** Handles an HTTP upgrade; false when the path is not the push path (the caller refuses it). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== PUSH_PATH) return false;
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request, url));
    return true;
  }

  onConnection(listener: ConnectionListener): void {
    this.connectionListeners.push(listener);
  }

  /** Text frames are parsed as JSON when they can be (`message` is the string otherwise). */
  onMessage(listener: MessageListener): void {
    this.messageListeners.push(listener);
  }

  /** Sends to every open client, or to those the filter keeps. */
  broadcast(message: unknown, filter?: (client: PushClient) => boolean): number {
    let sent = 0;
    for (const client of this.clients) {
      if (filter && !filter(client)) continue;
      client.send(message);
      sent += 1;
    }
    return sent;
  }

  connections(): PushClient[] {
    return [...this.clients];
  }

  close(): void {
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
    this.wss.close();
  }

  private accept(socket: WebSocket, request: IncomingMessage, url: URL): void {
    const client: PushClient = {
      id: this.nextId++,
      socket,
      uid: url.searchParams.get('uid') ?? undefined,
      state: new Map(),
      send(message) {
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.send(typeof message === 'string' ? message : JSON.stringify(message));
      },
    };
    this.clients.add(client);
    socket.on('close', () => this.clients.delete(client));
    // A client that vanishes mid-frame must not crash the server.
    socket.on('error', () => this.clients.delete(client));
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return;
      const raw = Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
      let message: unknown = raw;
      try {
        message = JSON.parse(raw);
      } catch {
        // Not JSON (e.g. a plain "ping"): listeners get the text.
      }
      for (const listener of this.messageListeners) listener(client, message, raw);
    });
    for (const listener of this.connectionListeners) listener(client, request);
  }
}

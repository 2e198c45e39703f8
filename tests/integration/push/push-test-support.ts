/** Helpers for the push integration tests: a push-only server, raw protocol sockets and polling. */
import type { Socket } from 'node:net';
import { WebSocket } from 'ws';
import type { PushCommand, PushServerMessage } from '../../../src/contracts/push-protocol';
import { startDevServer, type DevServer } from '../../../shell-demo/server/create-server';
import type { PushHubOptions } from '../../../shell-demo/server/push/push-options';
import { PushClient } from '../../../src/platform/socket/push-client';
import type { PushSocketConstructor } from '../../../src/platform/socket/push-environment';

/** A development server with the push hub alone: no routes, no simulator (tests publish themselves). */
export const startPushServer = (push: PushHubOptions = {}): Promise<DevServer> =>
  startDevServer({ port: 0, quiet: true, simulate: false, routes: [], push });

/** A raw protocol client: sends commands, collects every server message. */
export class RawPushSocket {
  readonly received: PushServerMessage[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.received.push(JSON.parse(String(data)) as PushServerMessage));
  }

  /** `localAddress`: the address to connect from, another client to the server (127.0.0.2 and up are loopback on Linux). */
  static open(url: string, localAddress?: string): Promise<RawPushSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, localAddress ? { localAddress } : undefined);
      socket.once('open', () => resolve(new RawPushSocket(socket)));
      socket.once('error', reject);
    });
  }

  send(command: PushCommand | string): void {
    this.socket.send(typeof command === 'string' ? command : JSON.stringify(command));
  }

  /** Waits for the first message (received from now on or already there) that matches. */
  async next<T extends PushServerMessage['type']>(
    type: T,
    match: (message: Extract<PushServerMessage, { type: T }>) => boolean = () => true,
  ) {
    let found: Extract<PushServerMessage, { type: T }> | undefined;
    await waitFor(() => {
      found = this.received.find(
        (message): message is Extract<PushServerMessage, { type: T }> =>
          message.type === type && match(message as never),
      );
      return found !== undefined;
    }, `a ${type} message`);
    return found!;
  }

  /** Stops reading: the server's writes pile up in the kernel, then in Node. Returns the resume. */
  pauseReading(): () => void {
    const tcp = (this.socket as unknown as { _socket: Socket })._socket;
    tcp.pause();
    return () => tcp.resume();
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** Polls `condition` every 10 ms until it holds, or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app's PushClient as a page makes one, connecting to a server's /ws (its log kept quiet). */
export function connectedClient(serverUrl: string): PushClient {
  const client = new PushClient({
    // `ws`'s class has the browser's shape; its event types are wider than the client reads.
    WebSocket: WebSocket as unknown as PushSocketConstructor,
    page: null,
    log: () => undefined,
  });
  client.connect(`${serverUrl.replace(/^http/, 'ws')}/ws`);
  return client;
}

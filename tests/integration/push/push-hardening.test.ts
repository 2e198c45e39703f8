/**
 * The push server's protection: Origin at the upgrade, connection caps, the channel cap per
 * socket, and slow consumers cut with PushCloseCode.SlowConsumer.
 */
import type { Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { WebSocket } from 'ws';
import { PushCloseCode } from '../../../src/contracts/push';
import { startDevServer, type DevServer } from '../../../shell-demo/server/create-server';
import { isOriginAllowed } from '../../../shell-demo/server/push/origin-check';
import { RawPushSocket, waitFor } from './push-test-support';

/** Opens a socket; resolves with it, or with the HTTP status that refused the upgrade. */
function attempt(url: string, options: ConstructorParameters<typeof WebSocket>[2] = {}): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

const closeAll = (sockets: (WebSocket | number)[]) =>
  Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (typeof socket === 'number' || socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );

const external = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('push server hardening', () => {
  let server: DevServer;
  let pushUrl: string;
  const opened: (WebSocket | number)[] = [];
  const open = async (options?: ConstructorParameters<typeof WebSocket>[2], url = pushUrl) => {
    const result = await attempt(url, options);
    opened.push(result);
    return result;
  };

  beforeAll(async () => {
    server = await startDevServer({
      port: 0,
      quiet: true,
      simulate: false,
      routes: [],
      push: {
        allowedOrigins: ['https://partner.example.com'],
        maxConnections: 6,
        maxConnectionsPerIp: 2,
        maxChannelsPerSocket: 3,
        maxBufferedBytes: 64 * 1024,
      },
    });
    pushUrl = `ws://localhost:${server.port}/ws`;
  });
  afterEach(() => closeAll(opened.splice(0)));
  afterAll(() => server.close());

  it.each([
    undefined,
    'http://localhost:3000',
    'http://127.0.0.1:41234',
    'http://[::1]:8080',
    'http://app.localhost:3001',
    'https://partner.example.com',
  ])('accepts the origin %s', async (origin) => {
    expect(await open(origin ? { origin } : {})).toBeInstanceOf(WebSocket);
  });

  it.each([
    'https://evil.example',
    'null',
    'http://localhost.evil.example',
    'file:///x',
    'https://partner.example.com:444',
  ])('refuses the origin %s with HTTP 403', async (origin) => {
    expect(await open({ origin })).toBe(403);
  });

  it('accepts a page on the hostname the client used, at a configured port (a phone over the LAN)', () => {
    expect(isOriginAllowed('http://192.168.1.5:3000', '192.168.1.5:3100', { sameHostPorts: [3000, 3001] })).toBe(true);
    expect(isOriginAllowed('http://192.168.1.5:3100', '192.168.1.5:3100', { sameHostPorts: [3000] })).toBe(true);
    expect(isOriginAllowed('http://192.168.1.5:8080', '192.168.1.5:3100', { sameHostPorts: [3000, 3001] })).toBe(false);
    expect(isOriginAllowed('http://192.168.1.6:3000', '192.168.1.5:3100', { sameHostPorts: [3000, 3001] })).toBe(false);
  });

  it('refuses connections beyond the total cap with HTTP 503, and accepts again once one closes', async () => {
    const sockets = await Promise.all(Array.from({ length: 6 }, () => open()));
    expect(sockets.every((socket) => socket instanceof WebSocket)).toBe(true);
    expect(await open()).toBe(503);
    await closeAll([sockets[0]!]);
    await waitFor(() => server.push.connections().length < 6, 'a freed connection');
    expect(await open()).toBeInstanceOf(WebSocket);
  });

  (external ? it : it.skip)(
    'refuses connections beyond the cap per address with HTTP 503 (loopback is exempt)',
    async () => {
      const url = `ws://${external}:${server.port}/ws`;
      expect(await open({}, url)).toBeInstanceOf(WebSocket);
      expect(await open({}, url)).toBeInstanceOf(WebSocket);
      expect(await open({}, url)).toBe(503);
      expect(await open()).toBeInstanceOf(WebSocket);
    },
  );

  it('subscribes up to the channel cap and answers the rest with an error message', async () => {
    const socket = await RawPushSocket.open(pushUrl);
    try {
      socket.send({ cmd: 'subscribe', channels: ['match:1', 'match:2', 'match:3', 'match:4', 'match:5'] });
      expect(await socket.next('subscribed')).toMatchObject({ channels: ['match:1', 'match:2', 'match:3'] });
      expect(await socket.next('error')).toEqual({ type: 'error', message: 'at most 3 channels per socket' });
      // The socket stays usable.
      socket.send({ cmd: 'ping' });
      await socket.next('heartbeat');
    } finally {
      await socket.close();
    }
  });

  it('closes a slow consumer with 4001 and forgets it', async () => {
    const socket = await RawPushSocket.open(pushUrl);
    socket.send({ cmd: 'subscribe', channels: ['match:77'] });
    await socket.next('subscribed');
    const closed = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));
    // Stops reading: the server's writes pile up in the kernel, then in Node.
    const tcp = (socket.socket as unknown as { _socket: Socket })._socket;
    tcp.pause();
    const payload = { blob: 'x'.repeat(64 * 1024) };
    await waitFor(
      () => {
        for (let index = 0; index < 20; index += 1) server.push.publishRaw('match:77', 'match', 'score', payload);
        return server.push.subscriberCount('match:77') === 0;
      },
      'the slow consumer to be cut',
      20_000,
    );
    tcp.resume();
    expect(await closed).toBe(PushCloseCode.SlowConsumer);
  }, 30_000);

  it('keeps serving a well-behaved socket after all of the above', async () => {
    const socket = await RawPushSocket.open(pushUrl);
    try {
      socket.send({ cmd: 'subscribe', channels: ['match:9'] });
      await socket.next('subscribed');
      server.push.publishRaw('match:9', 'match', 'score', { home: 1 });
      expect(await socket.next('message')).toMatchObject({ channel: 'match:9', payload: { home: 1 } });
    } finally {
      await socket.close();
    }
  });
});

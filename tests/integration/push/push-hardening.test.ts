/**
 * The push server's protection: Host, Origin and target at the upgrade, connection caps, the
 * channel cap per socket, and slow consumers cut with PushCloseCode.SlowConsumer, alone or by
 * the budget of all sockets together.
 */
import { WebSocket } from 'ws';
import { PushCloseCode } from '../../../src/contracts/push-protocol';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { isOriginAllowed } from '../../../shell-demo/server/push/origin-check';
import { EXTERNAL_IPV4, rawRequest } from '../server/raw-request';
import { RawPushSocket, startPushServer, waitFor } from './push-test-support';

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
    server = await startPushServer({
      allowedOrigins: ['https://partner.example.com'],
      maxConnections: 6,
      maxConnectionsPerIp: 2,
      maxChannelsPerSocket: 3,
      maxBufferedBytes: 64 * 1024,
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

  (EXTERNAL_IPV4 ? it : it.skip)(
    'refuses connections beyond the cap per address with HTTP 503 (loopback is exempt)',
    async () => {
      const url = `ws://${EXTERNAL_IPV4}:${server.port}/ws`;
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
    const resume = socket.pauseReading();
    const payload = { blob: 'x'.repeat(64 * 1024) };
    await waitFor(
      () => {
        for (let index = 0; index < 20; index += 1) server.push.publishRaw('match:77', 'match', 'score', payload);
        return server.push.subscriberCount('match:77') === 0;
      },
      'the slow consumer to be cut',
      20_000,
    );
    resume();
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

describe('push upgrade: Host, target and memory', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startPushServer({ maxBufferedBytes: 64 * 1024 * 1024, maxTotalBufferedBytes: 256 * 1024 });
  });
  afterAll(() => server.close());

  const upgrade = (target: string, host = `localhost:${server.port}`, origin?: string) =>
    rawRequest(
      server.port,
      `GET ${target}`,
      'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
        `Sec-WebSocket-Key: ${Buffer.from('0123456789abcdef').toString('base64')}\r\n` +
        (origin ? `Origin: ${origin}\r\n` : ''),
      '',
      host,
    );

  it('refuses a Host that is not a name of this server (DNS rebinding) with 403, whatever the Origin', async () => {
    const rebound = `evil.example:${server.port}`;
    expect((await upgrade('/ws', rebound, `http://${rebound}`)).status).toBe(403);
    expect((await upgrade('/ws', rebound)).status).toBe(403);
    expect((await upgrade('/ws', `127.0.0.1:${server.port}`, `http://127.0.0.1:${server.port}`)).status).toBe(101);
  });

  it.each(['/ws/%E0%A4%A', '/%2e%2e/ws', '/ws%00'])(
    'answers the malformed upgrade target %s with 400',
    async (target) => {
      const { status, body } = await upgrade(target);
      expect(status).toBe(400);
      expect(body).toMatch(/请求路径无效/);
    },
  );

  it('bounds the unsent bytes of all sockets together, though loopback skips the per-address cap', async () => {
    const sockets = await Promise.all([0, 1].map(() => RawPushSocket.open(`ws://localhost:${server.port}/ws`)));
    const resumes: (() => void)[] = [];
    for (const socket of sockets) {
      socket.send({ cmd: 'subscribe', channels: ['match:5'] });
      await socket.next('subscribed');
      resumes.push(socket.pauseReading());
    }
    const closed = sockets.map((socket) => new Promise<number>((resolve) => socket.socket.once('close', resolve)));
    const payload = { blob: 'x'.repeat(64 * 1024) };
    // Far below a socket's own 64 MB: the two share 256 KB, so each is cut once the kernel's
    // buffers are full and ~128 KB more wait in the server.
    let published = 0;
    await waitFor(
      () => {
        for (let index = 0; index < 8; index += 1) server.push.publishRaw('match:5', 'match', 'score', payload);
        published += 8 * payload.blob.length;
        return server.push.subscriberCount('match:5') === 0;
      },
      'both slow sockets to be cut within the total budget',
      20_000,
    );
    expect(published).toBeLessThan(32 * 1024 * 1024);
    for (const resume of resumes) resume();
    expect(await Promise.all(closed)).toEqual([PushCloseCode.SlowConsumer, PushCloseCode.SlowConsumer]);
  }, 30_000);
});

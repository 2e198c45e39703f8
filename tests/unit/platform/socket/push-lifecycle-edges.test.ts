/**
 * The socket lifecycle at its edges: connecting again (another address, the same one while
 * connecting or waiting), retry() while there is nothing to retry, commands a socket cannot
 * carry, an environment without WebSocket, the page coming back online or visible with a socket
 * that died, a server's long close reason, and what monitoring hears when reconnecting gives up.
 */
import { MAX_RECONNECT_ATTEMPTS, PROBE_TIMEOUT_MS, RECONNECT_DELAY_MS } from '@src/platform/socket/socket-lifecycle';
import { connectAndSubscribe, harnessPerTest, PUSH_URL, setVisibility } from './push-test-kit';

const OTHER_URL = 'ws://push2.test/ws';
const harness = harnessPerTest();

describe('connecting again', () => {
  it('to another address while open replaces the socket (closed as replaced) with one to that address', () => {
    const push = harness();
    const first = connectAndSubscribe(push, ['match:1']);
    push.client.connect(OTHER_URL);
    expect(push.sockets.map((socket) => socket.url)).toEqual([PUSH_URL, OTHER_URL]);
    expect(first.closedBy).toEqual({ code: 1000, reason: 'replaced' });
    expect(push.client.status).toBe('connecting');
  });

  it('to the same address while connecting does nothing; to another, the status is told once', () => {
    const push = harness();
    const heard: string[] = [];
    push.client.onStatus((status) => heard.push(status));
    push.client.connect(PUSH_URL);
    push.client.connect(PUSH_URL);
    expect(push.sockets).toHaveLength(1);
    push.client.connect(OTHER_URL);
    expect(push.sockets).toHaveLength(2);
    expect(heard).toEqual(['connecting']);
  });

  it('to the same address while waiting to reconnect opens a socket now', () => {
    const push = harness();
    push.client.connect(PUSH_URL);
    push.socket().failToConnect();
    expect(push.client.status).toBe('reconnecting');
    push.client.connect(PUSH_URL);
    expect(push.sockets).toHaveLength(2);
    expect(push.client.status).toBe('connecting');
  });
});

describe('retry()', () => {
  it('does nothing while open or connecting', () => {
    const push = harness();
    push.client.connect(PUSH_URL);
    push.client.retry();
    expect(push.sockets).toHaveLength(1);
    push.socket().open();
    push.client.retry();
    expect(push.sockets).toHaveLength(1);
    expect(push.socket().closedBy).toBeNull();
  });

  it('before connect() opens nothing', () => {
    const push = harness();
    push.client.retry();
    expect(push.sockets).toHaveLength(0);
    expect(push.client.status).toBe('idle');
  });
});

describe('commands', () => {
  it('go to no socket that is not open (one that died without a close yet)', () => {
    const push = harness();
    const socket = connectAndSubscribe(push, ['match:1']);
    socket.readyState = 3;
    push.client.unsubscribe(['match:1']);
    expect(socket.commands()).toEqual([{ cmd: 'subscribe', channels: ['match:1'] }]);
    expect(push.logs).not.toContain('send failed');
  });

  it('a socket that throws on send is logged and the client goes on', () => {
    const push = harness();
    const socket = connectAndSubscribe(push, ['match:1']);
    socket.send = () => {
      throw new Error('buffer full');
    };
    push.client.unsubscribe(['match:1']);
    expect(push.logs).toContain('send failed');
    expect(push.client.status).toBe('open');
  });
});

it('without WebSocket an attempt fails as any other: logged with the reason, tried again after the delay', () => {
  const details: [string, unknown][] = [];
  const WebSocket = globalThis.WebSocket;
  Object.assign(globalThis, { WebSocket: undefined });
  try {
    const push = harness({ WebSocket: undefined, log: (message, detail) => details.push([message, detail]) });
    push.client.connect(PUSH_URL);
    expect(push.client.status).toBe('reconnecting');
    const failure = details.find(([text]) => text === 'could not open the socket');
    expect((failure?.[1] as Error).message).toBe('no WebSocket in this environment');
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(push.client.reconnectAttempts).toBe(1);
  } finally {
    Object.assign(globalThis, { WebSocket });
  }
});

describe('the page', () => {
  it('coming back online while waiting to reconnect reconnects at once', () => {
    const push = harness();
    push.client.connect(PUSH_URL);
    push.socket().failToConnect();
    window.dispatchEvent(new Event('online'));
    expect(push.sockets).toHaveLength(2);
    expect(push.client.status).toBe('connecting');
  });

  it('visible again with an open socket that is no longer open replaces it at once', () => {
    const push = harness();
    const socket = connectAndSubscribe(push, ['match:1']);
    socket.readyState = 3;
    setVisibility('visible');
    expect(socket.closedBy).toEqual({ code: 1000, reason: 'visible: socket no longer open' });
    jest.advanceTimersByTime(1);
    expect(push.sockets).toHaveLength(2);
  });

  it('visible twice while its probe waits pings once, and an answer keeps the socket', () => {
    const push = harness();
    const socket = connectAndSubscribe(push, ['match:1']);
    setVisibility('visible');
    jest.advanceTimersByTime(PROBE_TIMEOUT_MS / 2);
    setVisibility('visible');
    expect(socket.commands().filter((command) => command.cmd === 'ping')).toHaveLength(1);
    socket.receive({ type: 'heartbeat', at: 1 });
    jest.advanceTimersByTime(PROBE_TIMEOUT_MS * 2);
    expect(socket.closedBy).toBeNull();
    expect(push.sockets).toHaveLength(1);
  });
});

it('closes with a reason browsers accept (60 characters at most) however long the server’s was', () => {
  const push = harness();
  const socket = connectAndSubscribe(push, ['match:1']);
  socket.readyState = 3;
  socket.onclose?.({ code: 4000, reason: 'r'.repeat(200) });
  expect(socket.closedBy!.reason).toBe(`closed (4000 ${'r'.repeat(200)})`.slice(0, 60));
});

it('tells monitoring which address gave up after how many attempts', () => {
  const push = harness();
  push.client.connect(PUSH_URL);
  push.socket().failToConnect();
  for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    push.socket().failToConnect();
  }
  expect(push.reports).toEqual([
    { code: 'push-reconnect-failed', message: `${PUSH_URL}: ${MAX_RECONNECT_ATTEMPTS} attempts failed` },
  ]);
  expect(push.logs).toContain(`gave up after ${MAX_RECONNECT_ATTEMPTS} reconnect attempts`);
});

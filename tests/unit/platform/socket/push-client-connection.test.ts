import { SUBSCRIBE_THROTTLE_MS } from '@src/platform/socket/channel-subscriptions';
import {
  CONNECT_TIMEOUT_MS,
  FAILED_RETRY_MS,
  MAX_RECONNECT_ATTEMPTS,
  PROBE_TIMEOUT_MS,
  RECONNECT_DELAY_MS,
  SILENCE_TIMEOUT_MS,
} from '@src/platform/socket/socket-lifecycle';
import { PUSH_HEARTBEAT_MS } from '@src/contracts/push-protocol';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { connectAndSubscribe, harnessPerTest, PUSH_URL, setVisibility, subscribed } from './push-test-kit';

const newHarness = harnessPerTest();

const storeState = () => useSocketStore.getState();

/** A connection subscribed to match:1 whose socket just dropped. */
function droppedAfterSubscribing(options?: Parameters<typeof newHarness>[0]) {
  const harness = newHarness(options);
  connectAndSubscribe(harness, ['match:1']);
  harness.socket().drop();
  return harness;
}

describe('PushClient: connection', () => {
  it('goes idle → connecting → open and subscribes every wanted channel in one command once open', () => {
    const { client, socket } = newHarness();
    const statuses: string[] = [];
    client.onStatus((status) => statuses.push(status));
    expect(client.status).toBe('idle');

    client.subscribe(['match:1', 'anchors:live']);
    client.connect(PUSH_URL);
    expect(client.status).toBe('connecting');
    expect(socket().url).toBe(PUSH_URL);
    expect(storeState().subscribeList).toEqual([
      { channelName: 'match:1', isSubscribed: false },
      { channelName: 'anchors:live', isSubscribed: false },
    ]);

    socket().open();
    expect(client.status).toBe('open');
    expect(storeState().isConnected).toBe(true);
    expect(socket().commands()).toEqual([{ cmd: 'subscribe', channels: ['match:1', 'anchors:live'] }]);

    socket().receive(subscribed(['match:1', 'anchors:live'], 4));
    expect(storeState().subscribeList.every((item) => item.isSubscribed)).toBe(true);
    expect(client.lastSeqOf('match:1')).toBe(4);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('connecting again to the same address while open does nothing', () => {
    const harness = newHarness();
    connectAndSubscribe(harness, ['match:1']);
    harness.client.connect(PUSH_URL);
    expect(harness.sockets).toHaveLength(1);
  });

  it('sends at most one subscribe command per second, batching the channels added meanwhile', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    jest.advanceTimersByTime(200);
    harness.client.subscribe(['match:2']);
    harness.client.subscribe(['match:3', 'match:2']);
    expect(socket.commands()).toHaveLength(1);

    jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS - 200 - 1);
    expect(socket.commands()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(socket.commands()).toEqual([
      { cmd: 'subscribe', channels: ['match:1'] },
      { cmd: 'subscribe', channels: ['match:2', 'match:3'] },
    ]);

    // A second later the window is open again: sent at once.
    jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
    harness.client.subscribe(['match:4']);
    expect(socket.commands().at(-1)).toEqual({ cmd: 'subscribe', channels: ['match:4'] });
  });

  it('ignores and reports channel names that are not channel names', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
    harness.client.subscribe(['Match 1', 'x'.repeat(80)]);
    expect(socket.commands()).toHaveLength(1);
    expect(harness.reports.map((report) => report.code)).toEqual(['push-bad-channel', 'push-bad-channel']);
  });

  it('unsubscribes at once and forgets the channel', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1', 'match:2']);
    harness.client.unsubscribe(['match:1', 'match:9']);
    expect(socket.commands().at(-1)).toEqual({ cmd: 'unsubscribe', channels: ['match:1'] });
    expect(storeState().subscribeList).toEqual([{ channelName: 'match:2', isSubscribed: true }]);
  });

  it('holds a channel as long as one subscriber holds it (two rows of one match)', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    const releaseRow = harness.client.subscribe(['match:1']);
    expect(socket.commands()).toHaveLength(1);

    releaseRow();
    releaseRow();
    expect(socket.commands()).toHaveLength(1);
    expect(storeState().subscribeList).toEqual([{ channelName: 'match:1', isSubscribed: true }]);

    harness.client.unsubscribe(['match:1']);
    expect(socket.commands().at(-1)).toEqual({ cmd: 'unsubscribe', channels: ['match:1'] });
    expect(storeState().subscribeList).toEqual([]);
  });

  it('on close marks every channel unsubscribed, reconnects at once and resubscribes them all', () => {
    const harness = newHarness();
    const first = connectAndSubscribe(harness, ['match:1', 'anchors:live']);
    jest.advanceTimersByTime(5000);

    first.drop();
    expect(storeState().isConnected).toBe(false);
    expect(storeState().subscribeList.map((item) => item.isSubscribed)).toEqual([false, false]);
    expect(harness.client.status).toBe('reconnecting');
    expect(harness.logs.some((line) => line.includes('closed (1006'))).toBe(true);

    jest.advanceTimersByTime(0);
    expect(harness.sockets).toHaveLength(2);
    const second = harness.socket();
    second.open();
    expect(second.commands()).toEqual([{ cmd: 'subscribe', channels: ['match:1', 'anchors:live'] }]);
    second.receive(subscribed(['match:1', 'anchors:live']));
    expect(storeState().subscribeList.map((item) => item.isSubscribed)).toEqual([true, true]);
    // Close and error are logged, not reported or shown.
    expect(harness.reports).toEqual([]);
    expect(storeState().reconnectError).toBe(false);
  });

  it('makes up to 5 attempts 3000 ms apart, then sets reconnectError; retry() starts again', () => {
    const harness = droppedAfterSubscribing();

    // Attempt 1 at once (the socket was open), then one every RECONNECT_DELAY_MS.
    jest.advanceTimersByTime(0);
    const attemptTimes: number[] = [];
    const started = Date.now();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      expect(harness.sockets).toHaveLength(1 + attempt);
      expect(harness.client.reconnectAttempts).toBe(attempt);
      attemptTimes.push(Date.now() - started);
      harness.socket().failToConnect();
      expect(storeState().reconnectError).toBe(attempt === MAX_RECONNECT_ATTEMPTS);
      if (attempt < MAX_RECONNECT_ATTEMPTS) {
        jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
        expect(harness.sockets).toHaveLength(1 + attempt);
        jest.advanceTimersByTime(1);
      }
    }
    expect(attemptTimes).toEqual([0, 3000, 6000, 9000, 12000]);
    expect(harness.client.status).toBe('failed');
    expect(storeState()).toMatchObject({ reconnectError: true, isConnected: false, status: 'failed' });
    expect(harness.reports.map((report) => report.code)).toEqual(['push-reconnect-failed']);

    // Only a quiet attempt every FAILED_RETRY_MS, which leaves the status (and the banner) alone.
    jest.advanceTimersByTime(FAILED_RETRY_MS - 1);
    expect(harness.sockets).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
    jest.advanceTimersByTime(1);
    expect(harness.sockets).toHaveLength(2 + MAX_RECONNECT_ATTEMPTS);
    expect(storeState()).toMatchObject({ reconnectError: true, status: 'failed' });
    harness.socket().failToConnect();
    jest.advanceTimersByTime(0);
    expect(storeState()).toMatchObject({ reconnectError: true, status: 'failed' });
    expect(harness.reports.map((report) => report.code)).toEqual(['push-reconnect-failed']);

    harness.client.retry();
    expect(harness.client.status).toBe('connecting');
    harness.socket().open();
    expect(storeState()).toMatchObject({ reconnectError: false, isConnected: true });
    expect(harness.socket().commands()).toEqual([{ cmd: 'subscribe', channels: ['match:1'] }]);
  });

  it('once it gave up, a quiet attempt that succeeds brings the connection (and the subscriptions) back by itself', () => {
    const harness = droppedAfterSubscribing();
    jest.advanceTimersByTime(0);
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      harness.socket().failToConnect();
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    }
    expect(storeState().reconnectError).toBe(true);
    jest.advanceTimersByTime(FAILED_RETRY_MS);
    harness.socket().open();
    expect(storeState()).toMatchObject({ reconnectError: false, isConnected: true, status: 'open' });
    expect(harness.socket().commands()).toEqual([{ cmd: 'subscribe', channels: ['match:1'] }]);
  });

  it('a first connection that never opens waits 3000 ms before each of its 5 attempts', () => {
    const harness = newHarness();
    harness.client.connect(PUSH_URL);
    harness.socket().failToConnect();
    expect(harness.client.status).toBe('reconnecting');
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
      expect(harness.sockets).toHaveLength(1 + attempt);
      harness.socket().failToConnect();
    }
    expect(harness.client.status).toBe('failed');
  });

  it('gives up an attempt that neither opens nor fails', () => {
    const harness = newHarness();
    harness.client.connect(PUSH_URL);
    jest.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(harness.sockets[0]!.closedBy).not.toBeNull();
    expect(harness.client.status).toBe('reconnecting');
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(harness.sockets).toHaveLength(2);
  });

  it('pings on the heartbeat (60 s) while open, and replaces a socket that stops answering within 70 s', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    const pings = () => socket.commands().filter((command) => command.cmd === 'ping');
    jest.advanceTimersByTime(PUSH_HEARTBEAT_MS - 1);
    expect(pings()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(pings()).toHaveLength(1);
    socket.receive({ type: 'heartbeat', at: 1 });
    // From here the path is dead without a close frame: nothing arrives any more.
    jest.advanceTimersByTime(PUSH_HEARTBEAT_MS);
    expect(pings()).toHaveLength(2);
    jest.advanceTimersByTime(9_999);
    expect(socket.closedBy).toBeNull();
    jest.advanceTimersByTime(1);
    // 70 s after the last answer: closed here and replaced at once.
    expect(SILENCE_TIMEOUT_MS).toBe(70_000);
    expect(socket.closedBy).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(harness.sockets).toHaveLength(2);
    expect(harness.client.status).toBe('connecting');
  });

  it('treats a socket that has been silent for a heartbeat and its grace as dead', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    jest.advanceTimersByTime(SILENCE_TIMEOUT_MS - 1000);
    socket.receive({ type: 'heartbeat', at: 1 });
    jest.advanceTimersByTime(SILENCE_TIMEOUT_MS - 1);
    expect(harness.sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(socket.closedBy).not.toBeNull();
    // Reconnects at once (a zero delay counts as 1 ms inside a fake-timer tick).
    jest.advanceTimersByTime(1);
    expect(harness.sockets).toHaveLength(2);
  });

  it('reports a socket it declares dead (the portal counts them: socket-dead), and not a socket closed by the server', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    jest.advanceTimersByTime(SILENCE_TIMEOUT_MS);
    expect(harness.reports.filter((report) => report.code === 'socket-dead')).toEqual([
      {
        code: 'socket-dead',
        message: `${PUSH_URL}: nothing heard for ${SILENCE_TIMEOUT_MS} ms`,
        detail: { reason: `nothing heard for ${SILENCE_TIMEOUT_MS} ms` },
      },
    ]);
    expect(socket.closedBy).not.toBeNull();
    jest.advanceTimersByTime(1);
    harness.socket().open();
    harness.socket().drop();
    expect(harness.reports.filter((report) => report.code === 'socket-dead')).toHaveLength(1);
  });

  describe('page lifecycle (mobile browsers drop sockets silently)', () => {
    it('reconnects at once when the page becomes visible while waiting or failed', () => {
      const harness = droppedAfterSubscribing({ maxReconnectAttempts: 1 });
      jest.advanceTimersByTime(0);
      harness.socket().failToConnect();
      expect(harness.client.status).toBe('failed');

      setVisibility('hidden');
      expect(harness.sockets).toHaveLength(2);
      setVisibility('visible');
      expect(harness.sockets).toHaveLength(3);
      expect(harness.client.status).toBe('connecting');
      harness.socket().open();
      expect(storeState().reconnectError).toBe(false);
    });

    it('reconnects at once on pageshow from the back-forward cache', () => {
      const harness = droppedAfterSubscribing();
      jest.advanceTimersByTime(0);
      harness.socket().failToConnect();
      expect(harness.client.status).toBe('reconnecting');

      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
      expect(harness.sockets).toHaveLength(2);
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      expect(harness.sockets).toHaveLength(3);
    });

    it('probes an open socket when the page becomes visible and replaces it if nothing answers', () => {
      const harness = newHarness();
      const socket = connectAndSubscribe(harness, ['match:1']);
      setVisibility('visible');
      expect(socket.commands().at(-1)).toEqual({ cmd: 'ping' });
      socket.receive({ type: 'heartbeat', at: 2 });
      jest.advanceTimersByTime(PROBE_TIMEOUT_MS);
      expect(harness.sockets).toHaveLength(1);

      setVisibility('visible');
      jest.advanceTimersByTime(PROBE_TIMEOUT_MS);
      expect(socket.closedBy).not.toBeNull();
      jest.advanceTimersByTime(1);
      expect(harness.sockets).toHaveLength(2);
    });
  });

  it('dispose() closes the socket and removes every timer and page listener', () => {
    // spyOn calls through: the listeners are really added and removed.
    const spies = [window, document].map((target) => ({
      add: jest.spyOn(target, 'addEventListener'),
      remove: jest.spyOn(target, 'removeEventListener'),
    }));
    const typesOf = (kind: 'add' | 'remove') =>
      spies.flatMap((spy) => spy[kind].mock.calls.map((call) => call[0])).sort();
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    harness.client.subscribe(['match:2']); // leaves a throttle timer
    expect(jest.getTimerCount()).toBeGreaterThan(0);

    harness.client.dispose();
    expect(socket.closedBy).toEqual({ code: 1000, reason: 'disposed' });
    expect(jest.getTimerCount()).toBe(0);
    expect(harness.frames.pending).toBe(0);
    expect(typesOf('add')).toEqual(['online', 'pageshow', 'visibilitychange']);
    expect(typesOf('remove')).toEqual(typesOf('add'));
    expect(harness.client.status).toBe('closed');
    expect(storeState().isConnected).toBe(false);

    // Nothing wakes it up again.
    setVisibility('visible');
    harness.client.retry();
    expect(harness.sockets).toHaveLength(1);
    expect(() => harness.client.connect(PUSH_URL)).toThrow(/disposed/);
  });

  it('dispose() while reconnecting cancels the next attempt', () => {
    const harness = newHarness();
    harness.client.connect(PUSH_URL);
    harness.socket().failToConnect();
    harness.client.dispose();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 10);
    expect(harness.sockets).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});

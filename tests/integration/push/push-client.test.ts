/**
 * The app's PushClient against the real development server: the real hub over `ws` (Node 20
 * has no global WebSocket) and the real HTTP client for the snapshot call. Reconnects run on
 * the real schedule (3000 ms × 5), except where the client gives up: there five attempts at the
 * client's own `reconnectDelayMs` option, a second apart (the app's 3000 ms schedule is the unit
 * tests' own, on a fake clock: fifteen seconds of waiting here proved nothing more).
 */
import { WebSocket } from 'ws';
import { parseDomainList, SystemCalls } from '../../../src/contracts/system';
import { asNumber, asObject } from '../../../src/contracts/parse';
import { definePushMessage } from '../../../src/contracts/push';
import type { MonitorEvent } from '../../../src/platform/feedback/monitor';
import { configureHttp } from '../../../src/platform/http/http-client';
import { useSessionStore } from '../../../src/platform/session/session-store';
import { PushClient } from '../../../src/platform/socket/push-client';
import type { PushSocketConstructor } from '../../../src/platform/socket/push-environment';
import { MAX_RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from '../../../src/platform/socket/socket-lifecycle';
import type { PushMessageMeta } from '../../../src/platform/socket/push-handlers';
import { useSocketStore } from '../../../src/platform/socket/socket-store';
import type { PushStatus } from '../../../src/platform/socket/socket-store';
import { startDevServer, type DevServer } from '../../../shell-demo/server/create-server';
import { callEnvelope } from '../server/signed-client';
import { sleep, waitFor } from './push-test-support';

interface Score {
  home: number;
  away: number;
}

const parseScore = (payload: unknown): Score => {
  const row = asObject(payload, 'payload');
  return { home: asNumber(row.home, 'payload.home'), away: asNumber(row.away, 'payload.away') };
};

/** A client as the app runtime makes one (with its reconnect delay, if given), plus what it applied, reported and logged. */
function createClient(reconnectDelayMs?: number) {
  const applied: { value: Score; meta: PushMessageMeta }[] = [];
  const reports: MonitorEvent[] = [];
  const logs: string[] = [];
  const statuses: { status: PushStatus; at: number }[] = [];
  const client = new PushClient({
    // `ws`'s class has the browser's shape; its event types are wider than the client reads.
    WebSocket: WebSocket as unknown as PushSocketConstructor,
    report: (event) => reports.push(event),
    log: (message) => logs.push(message),
    reconnectDelayMs,
  });
  client.onStatus((status) => statuses.push({ status, at: Date.now() }));
  client.registerHandler(
    definePushMessage({ namespace: 'match', name: 'score', channels: ['match'], mode: 'latest', parse: parseScore }),
    { apply: (value, meta) => applied.push({ value, meta }) },
  );
  return { client, applied, reports, logs, statuses };
}

const isSubscribed = (channel: string) =>
  useSocketStore.getState().subscribeList.some((item) => item.channelName === channel && item.isSubscribed);

describe('PushClient against the development server', () => {
  let server: DevServer;
  let pushUrl: string;
  const clients: PushClient[] = [];
  const track = <T extends { client: PushClient }>(made: T): T => {
    clients.push(made.client);
    return made;
  };

  beforeEach(async () => {
    useSocketStore.getState().reset();
    server = await startDevServer({ port: 0, quiet: true });
    configureHttp({ baseUrl: server.url });
    // The app has its device id before its first call (startup-gate.tsx); the snapshot call sends it.
    useSessionStore.getState().setDeviceId('integration-device');
    // The push address comes from the domain list, as in the app.
    const { envelope } = await callEnvelope(server.url, 'POST', SystemCalls.domainList.path);
    pushUrl = parseDomainList(envelope.data).push[0]!;
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.dispose();
    await server.close();
  });

  it('subscribes once connected and receives what the hub publishes', async () => {
    const { client, applied } = track(createClient());
    client.subscribe(['match:1']);
    client.connect(pushUrl);
    await waitFor(() => isSubscribed('match:1'), 'the subscription');
    expect(useSocketStore.getState().isConnected).toBe(true);
    expect(server.push.subscriberCount('match:1')).toBe(1);

    server.push.publishRaw('match:1', 'match', 'score', { home: 1, away: 0 });
    server.push.publishRaw('match:1', 'match', 'score', { home: 2, away: 0 });
    await waitFor(() => applied.some((item) => item.value.home === 2), 'the second score');
    expect(applied.at(-1)!.meta).toMatchObject({ channel: 'match:1', seq: 2, source: 'live' });
    await waitFor(() => useSocketStore.getState().message?.seq === 2, 'the message summary');
  });

  it('resubscribes within 3 s after the server is killed and restarted on the same port', async () => {
    const { client, applied, logs } = track(createClient());
    client.subscribe(['match:7', 'anchors:live']);
    client.connect(pushUrl);
    await waitFor(() => isSubscribed('match:7') && isSubscribed('anchors:live'), 'the subscription');
    server.push.publishRaw('match:7', 'match', 'score', { home: 1, away: 1 });
    await waitFor(() => applied.length === 1, 'the first score');

    const { port } = server;
    await server.close();
    await waitFor(() => !isSubscribed('match:7') && !isSubscribed('anchors:live'), 'every channel marked unsubscribed');
    // The immediate attempt finds nobody; the server stays down a moment longer (a restart is
    // never instant). The next attempt comes at most RECONNECT_DELAY_MS after the last one.
    await waitFor(() => client.status === 'reconnecting' && client.reconnectAttempts >= 1, 'a failed first attempt');
    await sleep(500);

    server = await startDevServer({ port, quiet: true });
    const restartedAt = Date.now();
    await waitFor(
      () => server.push.subscriberCount('match:7') === 1 && server.push.subscriberCount('anchors:live') === 1,
      'the resubscription',
      4000,
    );
    await waitFor(() => isSubscribed('match:7') && isSubscribed('anchors:live'), 'the acknowledgement');
    expect(Date.now() - restartedAt).toBeLessThan(3000);
    expect(logs.some((line) => line.startsWith('closed'))).toBe(true);

    // The new server's messages arrive (its sequence numbers start again).
    server.push.publishRaw('match:7', 'match', 'score', { home: 2, away: 1 });
    await waitFor(
      () => applied.some((item) => item.value.home === 2 && item.meta.source === 'live'),
      'a score from the new server',
    );
    expect(useSocketStore.getState().reconnectError).toBe(false);
  }, 15_000);

  it('sets reconnectError after five failed attempts a reconnect delay apart, and retry() connects again', async () => {
    const delayMs = RECONNECT_DELAY_MS / 3;
    const { client, reports, statuses } = track(createClient(delayMs));
    client.subscribe(['match:9']);
    client.connect(pushUrl);
    await waitFor(() => isSubscribed('match:9'), 'the subscription');

    const { port } = server;
    await server.close();
    await waitFor(
      () => useSocketStore.getState().reconnectError,
      'reconnectError',
      (MAX_RECONNECT_ATTEMPTS + 1) * delayMs + 5000,
    );
    expect(client.status).toBe('failed');
    const attempts = statuses
      .filter((entry) => entry.status === 'connecting')
      .slice(1)
      .map((entry) => entry.at);
    expect(attempts).toHaveLength(MAX_RECONNECT_ATTEMPTS);
    const gaps = attempts.slice(1).map((at, index) => at - attempts[index]!);
    for (const gap of gaps) expect(Math.abs(gap - delayMs)).toBeLessThan(500);
    expect(reports.map((event) => event.code)).toEqual(['push-reconnect-failed']);

    server = await startDevServer({ port, quiet: true });
    client.retry();
    await waitFor(() => isSubscribed('match:9'), 'the subscription after retry');
    expect(useSocketStore.getState()).toMatchObject({ reconnectError: false, isConnected: true });
  }, 25_000);

  it('fetches a snapshot over HTTP when a sequence number is skipped, and continues', async () => {
    const { client, applied } = track(createClient());
    const statusMessage = definePushMessage({
      namespace: 'match',
      name: 'status',
      channels: ['match'],
      mode: 'event',
      parse: (payload) => asNumber(asObject(payload, 'p').statusId, 'p.statusId'),
    });
    client.registerHandler(statusMessage, { apply: () => undefined });
    client.subscribe(['match:3']);
    client.connect(pushUrl);
    await waitFor(() => isSubscribed('match:3'), 'the subscription');
    server.push.publishRaw('match:3', 'match', 'score', { home: 0, away: 0 });
    await waitFor(() => applied.length === 1, 'the first score');

    // #2 is lost on the way; #3 reveals the gap.
    server.push.publishRaw('match:3', 'match', 'score', { home: 1, away: 0 }, { deliver: false });
    server.push.publishRaw('match:3', 'match', 'status', { statusId: 3 });
    await waitFor(() => applied.some((item) => item.meta.source === 'snapshot'), 'the recovered score');
    expect(applied.find((item) => item.meta.source === 'snapshot')).toMatchObject({
      value: { home: 1, away: 0 },
      meta: { seq: 2 },
    });
    const snapshotCalls = server.requestLog.list().filter((line) => line.path === '/api/forehead/push/snapshot');
    expect(snapshotCalls).toHaveLength(1);
    expect(snapshotCalls[0]).toMatchObject({ status: 200, code: 1 });

    server.push.publishRaw('match:3', 'match', 'score', { home: 2, away: 0 });
    await waitFor(() => applied.some((item) => item.value.home === 2), 'the next live score');
    expect(client.lastSeqOf('match:3')).toBe(4);
  });

  it('drops and reports malformed push messages and keeps running', async () => {
    const { client, applied, reports } = track(createClient());
    client.subscribe(['match:5']);
    client.connect(pushUrl);
    await waitFor(() => isSubscribed('match:5'), 'the subscription');

    server.push.broadcast('{"type":"message", this is not JSON');
    server.push.publishRaw('match:5', 'weather', 'rain', { mm: 3 });
    server.push.publishRaw('match:5', 'match', 'score', { home: 'lots' });
    server.push.publishRaw('match:5', 'match', 'score', { home: 3, away: 1 });
    await waitFor(() => applied.length === 1, 'the good score');
    expect(applied[0]!.value).toEqual({ home: 3, away: 1 });
    expect(reports.map((event) => event.code)).toEqual([
      'push-malformed-message',
      'push-unknown-message',
      'push-malformed-payload',
    ]);
    expect(client.status).toBe('open');
  });

  it('dispose() closes the socket on the server side', async () => {
    const { client } = track(createClient());
    client.subscribe(['match:11']);
    client.connect(pushUrl);
    await waitFor(() => isSubscribed('match:11'), 'the subscription');
    expect(server.push.connections()).toHaveLength(1);

    client.dispose();
    await waitFor(() => server.push.connections().length === 0, 'the server to see the close');
    expect(server.push.subscriberCount('match:11')).toBe(0);
    expect(client.status).toBe('closed');
    await sleep(RECONNECT_DELAY_MS / 10);
    expect(server.push.connections()).toHaveLength(0);
  });
});

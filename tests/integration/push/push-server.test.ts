import { WebSocket } from 'ws';
import { ResultCode } from '../../../src/contracts/http';
import { parsePushSnapshot, PushCalls, type PushMessage } from '../../../src/contracts/push-protocol';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { callEnvelope } from '../server/signed-client';
import { RawPushSocket, sleep, waitFor } from './push-test-support';

describe('push server', () => {
  let server: DevServer;
  let pushUrl: string;
  const sockets: RawPushSocket[] = [];
  const open = async () => {
    const socket = await RawPushSocket.open(pushUrl);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({ port: 0, quiet: true });
    pushUrl = `ws://localhost:${server.port}/ws`;
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(() => server.close());

  it('acknowledges a subscription with the current seq of each channel, then delivers its messages in order', async () => {
    server.push.publishRaw('match:101', 'match', 'score', { home: 0, away: 0 });
    server.push.publishRaw('match:101', 'match', 'score', { home: 1, away: 0 });
    const socket = await open();
    socket.send({ cmd: 'subscribe', channels: ['match:101', 'anchors:live'] });
    const ack = await socket.next('subscribed');
    expect(ack).toEqual({
      type: 'subscribed',
      channels: ['match:101', 'anchors:live'],
      seq: { 'match:101': 2, 'anchors:live': 0 },
      epoch: server.push.epoch,
    });

    const before = Date.now();
    expect(server.push.publishRaw('match:101', 'match', 'score', { home: 2, away: 0 })).toBe(3);
    server.push.publishRaw('anchors:live', 'anchors', 'watcherCount', { hostId: 7, count: 99 }, { key: '7' });
    server.push.publishRaw('match:999', 'match', 'score', { home: 5, away: 5 });
    const message = await socket.next('message', (candidate) => candidate.channel === 'match:101');
    expect(message).toMatchObject({
      channel: 'match:101',
      seq: 3,
      namespace: 'match',
      name: 'score',
      payload: { home: 2, away: 0 },
    });
    expect(message.at).toBeGreaterThanOrEqual(before);
    await socket.next('message', (candidate) => candidate.channel === 'anchors:live');
    await sleep(50);
    // Nothing of channels it did not subscribe to.
    expect(
      socket.received.filter((item): item is PushMessage => item.type === 'message').map((item) => item.channel),
    ).toEqual(['match:101', 'anchors:live']);
  });

  it('fans one publication out to every subscriber, and stops after unsubscribe', async () => {
    const [first, second] = [await open(), await open()];
    for (const socket of [first, second]) {
      socket.send({ cmd: 'subscribe', channels: ['match:202'] });
      await socket.next('subscribed');
    }
    expect(server.push.subscriberCount('match:202')).toBe(2);
    server.push.publishRaw('match:202', 'match', 'status', { statusId: 2 });
    await first!.next('message');
    await second!.next('message');

    second!.send({ cmd: 'unsubscribe', channels: ['match:202'] });
    await second!.next('unsubscribed');
    server.push.publishRaw('match:202', 'match', 'status', { statusId: 3 });
    await first!.next('message', (message) => message.seq === 2);
    await sleep(50);
    expect(second!.received.filter((item) => item.type === 'message')).toHaveLength(1);
  });

  it('frames messages of every size and script correctly, and keeps a burst in order', async () => {
    const socket = await open();
    socket.send({ cmd: 'subscribe', channels: ['match:606'] });
    await socket.next('subscribed');
    const payloads = [
      { text: 'short' },
      { text: '曼城 vs 阿森纳 — 半场'.repeat(10) }, // 126..65535 bytes, multi-byte UTF-8
      { text: 'x'.repeat(70_000) }, // over 65535 bytes: 64-bit length
    ];
    for (const payload of payloads) server.push.publishRaw('match:606', 'match', 'event', payload);
    for (let i = 0; i < 50; i += 1) server.push.publishRaw('match:606', 'match', 'tick', { i });
    await waitFor(() => socket.received.filter((item) => item.type === 'message').length === 53, 'every message');
    const messages = socket.received.filter((item): item is PushMessage => item.type === 'message');
    expect(messages.slice(0, 3).map((item) => item.payload)).toEqual(payloads);
    expect(messages.map((item) => item.seq)).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
  });

  it('answers ping with a heartbeat and bad commands with an error, and keeps the socket', async () => {
    const socket = await open();
    socket.send({ cmd: 'ping' });
    await socket.next('heartbeat');
    socket.send('not json');
    socket.send(JSON.stringify({ cmd: 'subscribe', channels: ['NOT A CHANNEL'] }));
    socket.send(JSON.stringify({ cmd: 'teleport' }));
    await waitFor(() => socket.received.filter((item) => item.type === 'error').length === 3, 'three errors');
    const errors = socket.received.flatMap((item) => (item.type === 'error' ? [item.message] : []));
    expect(errors[1]).toMatch(/command\.channels\[0\]/);
    socket.send({ cmd: 'subscribe', channels: ['match:303'] });
    await socket.next('subscribed');
  });

  it('sends a heartbeat every interval (60 s by default, shortened here)', async () => {
    const own = await startTestServer({ port: 0, quiet: true });
    try {
      own.push.setHeartbeatInterval(40);
      const socket = await RawPushSocket.open(`ws://localhost:${own.port}/ws`);
      await waitFor(
        () => socket.received.filter((item) => item.type === 'heartbeat').length >= 3,
        'three heartbeats',
        2000,
      );
      // The `ws` client answers the server's pings, so it is kept.
      expect(own.push.connections()).toHaveLength(1);
      await socket.close();
    } finally {
      await own.close();
    }
  });

  it('cuts a socket that stops answering pings (a peer gone without a close frame)', async () => {
    const own = await startTestServer({ port: 0, quiet: true });
    try {
      own.push.setHeartbeatInterval(40);
      const silent = new WebSocket(`ws://localhost:${own.port}/ws`, { autoPong: false });
      const closed = new Promise<void>((resolve) => silent.once('close', () => resolve()));
      await closed;
      expect(own.push.connections()).toHaveLength(0);
    } finally {
      await own.close();
    }
  });

  it('answers the snapshot call with the latest value per key since a seq, over the signed HTTP API', async () => {
    const channel = 'anchors:live';
    const base = await server.push.currentSeq(channel);
    server.push.publishRaw(channel, 'anchors', 'watcherCount', { hostId: 1, count: 10 }, { key: '1' });
    server.push.publishRaw(channel, 'anchors', 'watcherCount', { hostId: 2, count: 20 }, { key: '2' });
    server.push.publishRaw(channel, 'anchors', 'watcherCount', { hostId: 1, count: 11 }, { key: '1' });
    server.push.publishRaw(channel, 'anchors', 'comment', { text: 'not kept' }, { retain: false });

    const { envelope } = await callEnvelope(server.url, 'POST', PushCalls.snapshot.path, {
      form: { channel, sinceSeq: base },
    });
    expect(envelope.code).toBe(ResultCode.Success);
    const snapshot = parsePushSnapshot(envelope.data);
    expect(snapshot.seq).toBe(base + 4);
    expect(snapshot.epoch).toBe(server.push.epoch);
    expect(snapshot.entries.map((entry) => [entry.key, entry.seq, entry.payload])).toEqual([
      ['2', base + 2, { hostId: 2, count: 20 }],
      ['1', base + 3, { hostId: 1, count: 11 }],
    ]);

    const later = parsePushSnapshot(
      (await callEnvelope(server.url, 'POST', PushCalls.snapshot.path, { form: { channel, sinceSeq: base + 2 } }))
        .envelope.data,
    );
    expect(later.entries.map((entry) => entry.seq)).toEqual([base + 3]);
    const unknown = parsePushSnapshot(
      (await callEnvelope(server.url, 'POST', PushCalls.snapshot.path, { form: { channel: 'match:404404' } })).envelope
        .data,
    );
    expect(unknown).toMatchObject({ seq: 0, entries: [] });

    const bad = await callEnvelope(server.url, 'POST', PushCalls.snapshot.path, { form: { channel: 'no good' } });
    expect(bad.envelope.code).not.toBe(ResultCode.Success);
  });

  it('forgets a socket that closes, on both the connection and the channel side', async () => {
    const socket = await open();
    socket.send({ cmd: 'subscribe', channels: ['match:505'] });
    await socket.next('subscribed');
    expect(server.push.subscriberCount('match:505')).toBe(1);
    await socket.close();
    await waitFor(() => server.push.subscriberCount('match:505') === 0, 'the subscriber to be forgotten');
  });
});

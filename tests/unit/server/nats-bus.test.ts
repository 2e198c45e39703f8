/**
 * @jest-environment node
 */
/** The live bus on NATS JetStream passes the live bus's conformance tests, on a nats-server of this file. */
import { openLiveBus, readLiveBusSetting, readReplicas } from '../../../shell-demo/server/push/live-bus-setting';
import { NatsBus } from '../../../shell-demo/server/push/nats-bus';
import { startNatsServer, type NatsServer } from '../../support/nats-server';
import { describeLiveBus } from './live-bus-conformance';
import { describeSharedCells } from './shared-cells-conformance';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(() => server?.stop());

describeLiveBus('NATS JetStream', async () => {
  const bus = await NatsBus.connect(server.url);
  return {
    bus,
    delivered: () => bus.settled(),
    stop: async () => {
      bus.close();
      await bus.closed();
    },
  };
});

describeSharedCells('NATS JetStream', async () => {
  const buses = [await NatsBus.connect(server.url), await NatsBus.connect(server.url)];
  return {
    cells: [await buses[0]!.cells(), await buses[1]!.cells()],
    stop: async () => {
      for (const bus of buses) bus.close();
      await Promise.all(buses.map((bus) => bus.closed()));
    },
  };
});

it('shares one epoch between the gateways on one NATS, numbering a channel once for all', async () => {
  const [first, second] = [await NatsBus.connect(server.url), await NatsBus.connect(server.url)];
  try {
    expect(second.epoch).toBe(first.epoch);
    const message = { namespace: 'crowd', name: 'line', payload: 'hi', at: 0, key: 'a' };
    expect(await first.publish('room:shared', message)).toBe(1);
    expect(await second.publish('room:shared', { ...message, key: 'b' })).toBe(2);
    expect((await second.snapshot('room:shared', 1)).entries.map((entry) => entry.key)).toEqual(['b']);
  } finally {
    first.close();
    second.close();
    await Promise.all([first.closed(), second.closed()]);
  }
});

it('repairs a fan that reconnects to another gateway from the stream: what it missed, nothing it had, then what follows', async () => {
  const channel = 'room:repair';
  const line = (key: string) => ({ namespace: 'room', name: 'line', payload: key, at: Date.now(), key });
  const first = await NatsBus.connect(server.url);
  const heardOnFirst: string[] = [];
  first.subscribe(channel, (message) => heardOnFirst.push(message.payload as string));
  for (const key of ['a', 'b']) await first.publish(channel, line(key));
  await first.settled();
  const fanSeq = await first.currentSeq(channel);
  // The fan's gateway goes while the room goes on (published by a producer on another connection).
  first.close();
  await first.closed();
  const producer = await NatsBus.connect(server.url);
  for (const key of ['c', 'd']) await producer.publish(channel, line(key));
  const second = await NatsBus.connect(server.url);
  try {
    const repair = await second.snapshot(channel, fanSeq);
    const heardOnSecond: string[] = [];
    second.subscribe(channel, (message) => heardOnSecond.push(message.payload as string));
    // Its consumer runs (a publish of another connection does not wait for it).
    await second.settled();
    await producer.publish(channel, line('e'));
    for (let waited = 0; heardOnSecond.length < 1 && waited < 5000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heardOnFirst).toEqual(['a', 'b']);
    expect(repair.entries.map((entry) => entry.payload)).toEqual(['c', 'd']);
    expect(repair.seq).toBe(4);
    expect(heardOnSecond).toEqual(['e']);
  } finally {
    for (const bus of [producer, second]) bus.close();
    await Promise.all([producer.closed(), second.closed()]);
  }
});

it('hands a followed channel’s messages on together, once per window, in seq order: a quiet channel’s first at once', async () => {
  const channel = 'room:batched';
  const line = (index: number) => ({ namespace: 'room', name: 'line', payload: index, at: Date.now(), key: undefined });
  // A window longer than the publishes below take: what comes within it leaves in one turn.
  const bus = await NatsBus.connect(server.url, { fanOutWindowMs: 5_000 });
  try {
    const batches: number[][] = [];
    let open: number[] | undefined;
    bus.subscribe(channel, (message) => {
      if (!open) {
        open = [];
        batches.push(open);
        // One hand-on is one synchronous turn: the batch ends with it.
        queueMicrotask(() => (open = undefined));
      }
      open.push(message.seq);
    });
    await bus.settled();
    const startedAt = Date.now();
    await bus.publish(channel, line(0));
    await bus.settled();
    // The first message of a quiet channel does not wait for the window.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    await Promise.all(Array.from({ length: 20 }, (_, index) => bus.publish(channel, line(index + 1))));
    await bus.settled();
    expect(batches).toEqual([[1], Array.from({ length: 20 }, (_, index) => index + 2)]);
  } finally {
    bus.close();
    await bus.closed();
  }
});

describe('LIVE_BUS', () => {
  it('is the in-process bus unset or so named, NATS for nats:// addresses, and nothing else', () => {
    expect(readLiveBusSetting(undefined)).toEqual({ kind: 'in-process' });
    expect(readLiveBusSetting(' in-process ')).toEqual({ kind: 'in-process' });
    expect(readLiveBusSetting('nats://a:4222, nats://b:4222')).toEqual({
      kind: 'nats',
      servers: 'nats://a:4222,nats://b:4222',
    });
    for (const wrong of ['redis://a:6379', 'nats://', 'nats://a:4222/x', 'a:4222']) {
      expect(() => readLiveBusSetting(wrong)).toThrow(/LIVE_BUS: expected in-process or nats:\/\/host:port/);
    }
  });

  it('holds each stream on 1 node unless LIVE_BUS_REPLICAS asks 1 to 5', () => {
    expect([undefined, '', '3'].map(readReplicas)).toEqual([1, 1, 3]);
    for (const wrong of ['0', '6', 'three', '2.5'])
      expect(() => readReplicas(wrong)).toThrow(/LIVE_BUS_REPLICAS: expected 1 to 5/);
  });

  it('opens no bus for the in-process setting (the hub makes its own), and a bus on NATS for its address', async () => {
    expect(await openLiveBus(undefined, 'test')).toBeUndefined();
    const bus = await openLiveBus(server.url, 'test');
    try {
      expect(bus).toBeInstanceOf(NatsBus);
      expect(await bus!.publish('room:setting', { namespace: 'room', name: 'line', payload: 1, at: 0, key: '1' })).toBe(
        1,
      );
    } finally {
      bus?.close();
      await bus?.closed();
    }
  });
});

/**
 * @jest-environment node
 */
/** The live bus on NATS JetStream passes the live bus's conformance tests, on a nats-server of this file. */
import { NatsBus } from '../../../shell-demo/server/push/nats-bus';
import { startNatsServer, type NatsServer } from '../../support/nats-server';
import { describeLiveBus } from './live-bus-conformance';

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

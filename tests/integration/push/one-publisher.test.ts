/**
 * One publisher per cluster: of two gateways on one NATS, exactly one holds the publisher's lease
 * (shell-demo/server/push/nats-publisher-lease.ts) and publishes the world; a socket that
 * subscribes on the other starts the producers on the publisher, not on its own gateway; when
 * the publisher dies without a word, the other takes the lease over once it lapses and hears the
 * channels its sockets hold. Skipped, saying why, only where nats-server is not installed.
 */
import type { ChannelName } from '../../../src/contracts/push';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { NatsBus } from '../../../shell-demo/server/push/nats-bus';
import type { NatsPublisherLease } from '../../../shell-demo/server/push/nats-publisher-lease';
import { natsServerMissing, startNatsServer, type NatsServer } from '../../support/nats-server';
import { RawPushSocket, startPushServer, waitFor } from './push-test-support';

const missing = natsServerMissing();
if (missing) console.warn(`SKIPPED: one publisher per cluster needs nats-server. ${missing}`);
const describeOnNats = missing ? describe.skip : describe;

const TIMING = { leaseMs: 600, renewMs: 150 };
const CHANNEL: ChannelName = 'match:4242';

interface Gateway {
  name: string;
  bus: NatsBus;
  role: NatsPublisherLease;
  server: DevServer;
  /** Channels this gateway's producers were started for. */
  started: ChannelName[];
}

async function startGateway(nats: NatsServer, name: string): Promise<Gateway> {
  const bus = await NatsBus.connect(nats.url);
  const role = await bus.publisherRole(name, TIMING);
  const server = await startPushServer({ bus, publisher: role });
  const started: ChannelName[] = [];
  server.push.onSubscribe((channel) => started.push(channel));
  return { name, bus, role, server, started };
}

describeOnNats('one publisher per cluster', () => {
  let nats: NatsServer;
  let gateways: Gateway[] = [];

  beforeAll(async () => {
    nats = await startNatsServer();
  });
  afterAll(() => nats?.stop());
  afterEach(async () => {
    await Promise.all(gateways.map((gateway) => gateway.server.close()));
    gateways = [];
  });

  it('lets one gateway publish, starts its producers for a socket on the other, and hands over when it dies', async () => {
    gateways = [await startGateway(nats, 'gateway-a'), await startGateway(nats, 'gateway-b')];
    const [a, b] = gateways as [Gateway, Gateway];
    // The first to ask holds it; the second learns who.
    expect([a.server.push.publisher.holds(), b.server.push.publisher.holds()]).toEqual([true, false]);
    expect(b.role.holder()).toBe('gateway-a');
    expect(b.server.push.publisher.gateway).toBe('gateway-b');

    const socket = await RawPushSocket.open(`ws://127.0.0.1:${b.server.port}/ws`);
    try {
      socket.send({ cmd: 'subscribe', channels: [CHANNEL] });
      await socket.next('subscribed');
      await waitFor(() => a.started.includes(CHANNEL), 'the publisher starting its producers for B’s socket');
      expect(b.started).toEqual([]);

      // A dies without handing the lease on: its connection goes, its role stays silent.
      a.bus.close();
      const diedAt = Date.now();
      await waitFor(() => b.server.push.publisher.holds(), 'gateway B taking the lease over', 5000);
      expect(Date.now() - diedAt).toBeLessThan(TIMING.leaseMs + 4 * TIMING.renewMs + 1000);
      // The new publisher's roll call: B's socket's channel starts B's producers.
      await waitFor(() => b.started.includes(CHANNEL), 'B hearing the channel its socket holds');
      await waitFor(() => !a.server.push.publisher.holds(), 'A knowing its lease lapsed');
    } finally {
      await socket.close();
    }
  });

  it('hands the lease on at once when its publisher stops', async () => {
    gateways = [await startGateway(nats, 'gateway-c'), await startGateway(nats, 'gateway-d')];
    const [c, d] = gateways as [Gateway, Gateway];
    // The lease of the test before lapsed or was handed on: one of these two holds it now.
    await waitFor(() => c.server.push.publisher.holds() !== d.server.push.publisher.holds(), 'one publisher', 3000);
    const [holder, other] = c.server.push.publisher.holds() ? [c, d] : [d, c];
    await holder.server.close();
    gateways = [other];
    const stoppedAt = Date.now();
    await waitFor(() => other.server.push.publisher.holds(), 'the other taking it', 3000);
    // Handed on, not lapsed: within a renewal or two, not the lease's whole length.
    expect(Date.now() - stoppedAt).toBeLessThan(TIMING.leaseMs);
  });
});

/**
 * The development servers a bench runs its load against: one on its own bus, or gateways on one
 * NATS (docs/scaling.md) — the first holds the publisher's lease for the whole run and publishes
 * the world, the others follow the channels their sockets hold and hand their fans' calls to it.
 */
import { startDevServer, type DevServer } from '../../shell-demo/server/create-server';
import { NatsBus } from '../../shell-demo/server/push/nats-bus';
import { startNatsServer, type NatsServer } from '../../tests/support/nats-server';

/** The publisher's lease on NATS: longer than any run, so the role never moves mid-bench. */
const BENCH_LEASE = { leaseMs: 10 * 60_000, renewMs: 1000 };

export interface BenchGateways {
  /** The first is the publisher. */
  gateways: DevServer[];
  close(): Promise<void>;
}

/**
 * `count` gateways on a nats-server started for the run (`onNats`), or one server on its own bus;
 * loopback only. `fanOutWindowMs`: the NATS bus's window, when a run tries another.
 */
export async function startBenchGateways(
  onNats: boolean,
  count: number,
  fanOutWindowMs?: number,
): Promise<BenchGateways> {
  const nats = onNats ? await startNatsServer() : null;
  const gateways: DevServer[] = [];
  for (let index = 0; index < count; index++)
    gateways.push(await startGateway(nats, `bench-${index + 1}`, index === 0, fanOutWindowMs));
  return {
    gateways,
    close: async () => {
      await Promise.all(gateways.map((gateway) => gateway.close()));
      await nats?.stop();
    },
  };
}

async function startGateway(
  nats: NatsServer | null,
  name: string,
  first: boolean,
  fanOutWindowMs: number | undefined,
): Promise<DevServer> {
  const options = { port: 0, host: '127.0.0.1', quiet: true } as const;
  if (!nats) return startDevServer(options);
  const bus = await NatsBus.connect(nats.url, { fanOutWindowMs });
  const publisher = await bus.publisherRole(name, BENCH_LEASE);
  const gateway = await startDevServer({ ...options, push: { bus, publisher }, cells: await bus.cells() });
  // The first gateway publishes: the next starts once it holds the lease.
  while (first && !publisher.holds()) await new Promise((resolve) => setTimeout(resolve, 50));
  return gateway;
}

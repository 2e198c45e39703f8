/**
 * The development servers a bench runs its load against: one on its own bus, or gateways on one
 * NATS (docs/scaling.md) — the first holds the publisher's lease for the whole run and publishes
 * the world, the others follow the channels their sockets hold and hand their fans' calls to it.
 */
import { startDevServer, type DevServer } from '../../shell-demo/server/create-server';
import { NatsBus } from '../../shell-demo/server/push/nats-bus';
import { drawPeople } from '../../shell-demo/server/world/people/people-drawing';
import { startNatsServer } from '../../tests/support/nats-server';

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
    gateways.push(await startBenchGateway(nats?.url ?? null, `bench-${index + 1}`, index === 0, fanOutWindowMs));
  return {
    gateways,
    close: async () => {
      await Promise.all(gateways.map((gateway) => gateway.close()));
      await nats?.stop();
    },
  };
}

/**
 * One gateway on the NATS at `natsUrl` (null: a server on its own bus), in the calling thread;
 * `first`: it publishes, and answers once it holds the lease, so the next starts after it.
 */
export async function startBenchGateway(
  natsUrl: string | null,
  name: string,
  first: boolean,
  fanOutWindowMs?: number,
): Promise<DevServer> {
  const options = { port: 0, host: '127.0.0.1', quiet: true } as const;
  let gateway: DevServer;
  if (natsUrl) {
    const bus = await NatsBus.connect(natsUrl, { fanOutWindowMs });
    const publisher = await bus.publisherRole(name, BENCH_LEASE);
    gateway = await startDevServer({ ...options, push: { bus, publisher }, cells: await bus.cells() });
    while (first && !publisher.holds()) await new Promise((resolve) => setTimeout(resolve, 50));
  } else gateway = await startDevServer(options);
  // A server draws its world's people in slices a few seconds after its start (create-server.ts):
  // a second of its thread's CPU, which a run measuring right after the start would count as its
  // load's. Drawn here, the run measures a server as it is once started, as any in production is.
  drawPeople(gateway.world());
  return gateway;
}

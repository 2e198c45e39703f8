/**
 * `npm run dev:server`: the development API server on ports.api (API_PORT, default 3100).
 * API_HOST restricts the interface (default: all, so phones on the LAN can reach it too).
 * LIVE_BUS=nats://host:port makes its push server a gateway on NATS JetStream, beside any other
 * gateway on the same NATS (push/live-bus-setting.ts, with LIVE_BUS_REPLICAS on a cluster); by
 * default the live bus is in-process. Of the gateways on one NATS, the one holding the
 * publisher's lease publishes the world (push/publisher-role.ts). GATEWAY_ID names this gateway
 * (default `<machine>:<port>`). SIMULATE=off: no simulator (its HTTP answers stand still).
 */
import { hostname } from 'node:os';
import { ports } from '../../dev-env/ports';
import { startDevServer } from './create-server';
import { openDrawnScripts } from './drawn-scripts-cache';
import { openLiveBus } from './push/live-bus-setting';
import { soleRole } from './push/publisher-role';
import { DEFAULT_WORLD_SEED } from './world/create-world';

/** After the first answers: writing the scripts takes the process for a moment. */
const KEEP_SCRIPTS_AFTER_MS = 10_000;

async function main(): Promise<void> {
  const building = performance.now();
  const scripts = openDrawnScripts(DEFAULT_WORLD_SEED, Date.now(), (line) => process.stdout.write(`${line}\n`));
  const gateway = process.env.GATEWAY_ID?.trim() || `${hostname()}:${ports.api}`;
  const bus = await openLiveBus(process.env.LIVE_BUS, gateway, process.env.LIVE_BUS_REPLICAS);
  const publisher = bus ? await bus.publisherRole(gateway) : soleRole(gateway);
  const server = await startDevServer({
    port: ports.api,
    host: process.env.API_HOST || undefined,
    drawnScripts: scripts.drawn,
    push: { bus, publisher },
    cells: await bus?.cells(),
    simulate: process.env.SIMULATE !== 'off',
  });
  const keptScripts = scripts.drawn.football.size + scripts.drawn.basketball.size;
  // Build the world now, not on the first request, and let the simulator run.
  const world = server.world();
  const builtIn = ((performance.now() - building) / 1000).toFixed(1);
  process.stdout.write(
    `sport-info development server: ${server.url}\n` +
      `  push   ${server.url.replace(/^http/, 'ws')}/ws, gateway ${gateway}, live bus ${bus ? `NATS ${process.env.LIVE_BUS} (epoch ${bus.epoch}; ${publisher.holds() ? 'this gateway publishes the world' : `the world published by ${publisher.holder() ?? 'the lease holder'}`})` : 'in-process'}\n` +
      `  calls  ${server.router.list().length} registered (GET ${server.url}/ lists them)\n` +
      `  world  seed ${world.seed}, ${world.matches.size} matches, ${world.hosts.size} streamers, built in ${builtIn} s ` +
      `(${keptScripts} match scripts kept from a start today; tips and the ranking drawn after it); ${process.env.SIMULATE === 'off' ? 'the simulator is off (SIMULATE=off)' : 'the simulator is running'}\n`,
  );

  setTimeout(() => scripts.save(), KEEP_SCRIPTS_AFTER_MS).unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping\n`);
    scripts.save();
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `development server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

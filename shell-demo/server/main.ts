/**
 * `npm run dev:server`: the development API server on ports.api (API_PORT, default 3100).
 * API_HOST restricts the interface (default: all, so phones on the LAN can reach it too).
 * LIVE_BUS=nats://host:port makes its push server a gateway on NATS JetStream, beside any other
 * gateway on the same NATS (push/live-bus-setting.ts, with LIVE_BUS_REPLICAS on a cluster); by
 * default the live bus is in-process. SIMULATE=off: no simulator (a second gateway of one world,
 * which must not publish the same matches again).
 */
import { hostname } from 'node:os';
import { ports } from '../../dev-env/ports';
import { startDevServer } from './create-server';
import { openDrawnScripts } from './drawn-scripts-cache';
import { openLiveBus } from './push/live-bus-setting';
import { DEFAULT_WORLD_SEED } from './world/create-world';

/** After the first answers: writing the scripts takes the process for a moment. */
const KEEP_SCRIPTS_AFTER_MS = 10_000;

async function main(): Promise<void> {
  const building = performance.now();
  const scripts = openDrawnScripts(DEFAULT_WORLD_SEED, Date.now(), (line) => process.stdout.write(`${line}\n`));
  const bus = await openLiveBus(process.env.LIVE_BUS, `${hostname()}:${ports.api}`, process.env.LIVE_BUS_REPLICAS);
  const server = await startDevServer({
    port: ports.api,
    host: process.env.API_HOST || undefined,
    drawnScripts: scripts.drawn,
    push: bus ? { bus } : undefined,
    simulate: process.env.SIMULATE !== 'off',
  });
  const keptScripts = scripts.drawn.football.size + scripts.drawn.basketball.size;
  // Build the world now, not on the first request, and let the simulator run.
  const world = server.world();
  const builtIn = ((performance.now() - building) / 1000).toFixed(1);
  process.stdout.write(
    `sport-info development server: ${server.url}\n` +
      `  push   ${server.url.replace(/^http/, 'ws')}/ws, live bus ${bus ? `NATS ${process.env.LIVE_BUS} (epoch ${bus.epoch})` : 'in-process'}\n` +
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

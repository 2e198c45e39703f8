/**
 * `npm run dev:server`: the development API server on ports.api (API_PORT, default 3100).
 * API_HOST restricts the interface (default: all, so phones on the LAN can reach it too).
 */
import { ports } from '../ports';
import { startDevServer } from './create-server';

async function main(): Promise<void> {
  const server = await startDevServer({ port: ports.api, host: process.env.API_HOST || undefined });
  // Build the world now, not on the first request, and let the simulator run.
  const building = performance.now();
  const world = server.world();
  const builtIn = ((performance.now() - building) / 1000).toFixed(1);
  process.stdout.write(
    `sport-info development server: ${server.url}\n` +
      `  push   ${server.url.replace(/^http/, 'ws')}/ws\n` +
      `  calls  ${server.router.list().length} registered (GET ${server.url}/ lists them)\n` +
      `  world  seed ${world.seed}, ${world.matches.size} matches, ${world.hosts.size} streamers, built in ${builtIn} s ` +
      `(tips and the ranking drawn after it); the simulator is running\n`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping\n`);
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

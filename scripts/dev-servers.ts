/**
 * The development servers of `npm start`, on Rspack: `remote` (the remote's three compilations,
 * webpack.config.ts) or `host` (shell-demo, shell-demo/host/webpack.config.ts), one process each.
 * Run by scripts/start.ts as
 *   node --import ./scripts/rspack-preload.mjs --import tsx scripts/dev-servers.ts remote
 * (the preload keeps tsx's compile away from Rspack's own modules: see that file).
 *
 * Each config that carries a `devServer` gets a server, and the configs without one go with the
 * first (`serverGroups`, scripts/build-plugins/remote-dev-server.ts). The first server's
 * compilations (the remote's front: shell-demo's lean container) run alone: the others start once
 * it has compiled, and after an edit wait for its rebuild (`followInTurn`). Rspack compiles on
 * every core; the two cores of a small machine go to the build a page is waiting for. Ctrl-C or
 * SIGTERM stops the servers, which lets each compiler write its cache.
 */
import { rspack, type Compiler, type Configuration, type MultiCompiler } from '@rspack/core';
import { RspackDevServer, type Configuration as DevServerConfiguration } from '@rspack/dev-server';
import hostConfig from '../shell-demo/host/webpack.config';
import remoteConfigs from '../webpack.config';
import { serverGroups } from './build-plugins/remote-dev-server';

type DevConfiguration = Omit<Configuration, 'devServer'> & { devServer?: DevServerConfiguration };

function configsOf(role: string | undefined): DevConfiguration[] {
  const argv = { mode: 'development' as const };
  // The configs are written in webpack's terms; their development pieces are Rspack's (scripts/build-plugins/bundler.ts).
  if (role === 'remote') return remoteConfigs({}, argv) as unknown as DevConfiguration[];
  if (role === 'host') return [hostConfig({}, argv) as unknown as DevConfiguration];
  throw new Error(`usage: dev-servers.ts remote|host (not ${role})`);
}

/** The followers' watchers wait a little longer than the lead's (Rspack's default: 5 ms), so the lead sees an edit first. */
const FOLLOWER_AGGREGATE_MS = 50;

/**
 * `followers` rebuild after `lead`: while the lead compiles (from the moment it learns of an
 * edit), their watchers hold the changes they see, and build them once it is done.
 */
function followInTurn(lead: Compiler | MultiCompiler, followers: (Compiler | MultiCompiler)[]): void {
  const hold = () => followers.forEach((follower) => follower.watching?.suspend());
  const release = () => followers.forEach((follower) => follower.watching?.resume());
  lead.hooks.invalid.tap('dev-servers', hold);
  lead.hooks.watchRun.tapPromise('dev-servers', async () => hold());
  lead.hooks.done.tap('dev-servers', release);
}

async function main(): Promise<void> {
  const [lead, ...followers] = serverGroups(configsOf(process.argv[2])).map((group, index) => {
    const configs =
      index === 0
        ? group
        : group.map((config) => ({ ...config, watchOptions: { aggregateTimeout: FOLLOWER_AGGREGATE_MS } }));
    const compiler = configs.length === 1 ? rspack(configs[0]!) : rspack(configs);
    return { compiler, server: new RspackDevServer(group[0]!.devServer!, compiler) };
  });
  const servers = [lead!, ...followers].map(({ server }) => server);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.all(servers.map((server) => server.stop())).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (followers.length > 0) {
    followInTurn(
      lead!.compiler,
      followers.map(({ compiler }) => compiler),
    );
    // The followers start on the lead's first build done.
    const firstBuild = new Promise<void>((resolve) => lead!.compiler.hooks.done.tap('dev-servers', () => resolve()));
    void firstBuild.then(() => Promise.all(followers.map(({ server }) => server.start())));
  }
  await lead!.server.start();
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

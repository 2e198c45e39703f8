/**
 * The development servers of `npm start`, on Rspack: `remote` (the remote's three compilations,
 * webpack.config.ts) or `host` (shell-demo, shell-demo/host/webpack.config.ts), one process each.
 * Run by scripts/start.ts as
 *   node --import ./scripts/rspack-preload.mjs --import tsx scripts/dev-servers.ts remote
 * (the preload keeps tsx's compile away from Rspack's own modules: see that file).
 *
 * Each config that carries a `devServer` gets a server, and the configs without one go with the
 * first (`serverGroups`, scripts/build-plugins/remote-dev-server.ts). Ctrl-C or SIGTERM stops
 * the servers, which lets each compiler write its cache.
 */
import { rspack, type Configuration } from '@rspack/core';
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

async function main(): Promise<void> {
  const servers = serverGroups(configsOf(process.argv[2])).map((group) => {
    const devServer = group[0]!.devServer!;
    const compiler = group.length === 1 ? rspack(group[0]!) : rspack(group);
    return new RspackDevServer(devServer, compiler);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.all(servers.map((server) => server.stop())).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await Promise.all(servers.map((server) => server.start()));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

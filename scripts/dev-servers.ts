/**
 * The development servers of `npm start`, on Rspack: the remote's compilations (webpack.config.ts)
 * or shell-demo's (shell-demo/host/webpack.config.ts). scripts/start.ts runs it from the
 * repository's root as `dev-servers.ts remote [name…]` or `dev-servers.ts host`, Node importing
 * scripts/rspack-preload.mjs and then tsx first (the preload keeps tsx's compile away from
 * Rspack's own modules: see that file). Names pick
 * some of the remote's compilations (`npm start` runs the front and the side server in processes
 * of their own: scripts/build-plugins/remote-dev-server.ts); without them, all three.
 *
 * Each config that carries a `devServer` gets a server, and the configs without one go with the
 * first (`serverGroups`). Ctrl-C or SIGTERM stops the servers, which lets each compiler write its
 * cache.
 */
import { rspack, type Configuration } from '@rspack/core';
import { RspackDevServer, type Configuration as DevServerConfiguration } from '@rspack/dev-server';
import hostConfig from '../shell-demo/host/webpack.config';
import remoteConfigs from '../webpack.config';
import { serverGroups } from './build-plugins/remote-dev-server';

type DevConfiguration = Omit<Configuration, 'devServer'> & { devServer?: DevServerConfiguration };

function configsOf(role: string | undefined, names: string[]): DevConfiguration[] {
  const argv = { mode: 'development' as const };
  // The configs are written in webpack's terms; their development pieces are Rspack's (scripts/build-plugins/bundler.ts).
  const configs =
    role === 'remote'
      ? (remoteConfigs({}, argv) as unknown as DevConfiguration[])
      : role === 'host'
        ? [hostConfig({}, argv) as unknown as DevConfiguration]
        : null;
  if (configs === null) throw new Error(`usage: dev-servers.ts remote|host [name…] (not ${role})`);
  const picked = names.length === 0 ? configs : configs.filter((config) => names.includes(config.name ?? ''));
  if (picked.length !== (names.length || configs.length))
    throw new Error(`not all of ${names.join(', ')} among ${configs.map((config) => config.name).join(', ')}`);
  return picked;
}

async function main(): Promise<void> {
  const [role, ...names] = process.argv.slice(2);
  const servers = serverGroups(configsOf(role, names)).map((group) => {
    const compiler = group.length === 1 ? rspack(group[0]!) : rspack(group);
    return new RspackDevServer(group[0]!.devServer!, compiler);
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

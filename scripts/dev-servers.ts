/**
 * The development servers of `npm start`, on Rspack: the remote's compilations (webpack.config.ts)
 * and shell-demo's (shell-demo/host/webpack.config.ts). scripts/start.ts runs it from the
 * repository's root as `dev-servers.ts remote remote-lean + host` (the front: the lean container
 * and shell-demo in one process) and `dev-servers.ts remote remote standalone` (the side), Node
 * requiring scripts/rspack-preload.mjs and then tsx's CommonJS hook first (the preload keeps tsx
 * away from the build packages: see that file). Each role names some of its compilations, or none
 * for all (scripts/build-plugins/dev-processes.ts); `dev-servers.ts remote` by hand serves the
 * remote's three.
 *
 * Each config that carries a `devServer` gets a server, and the configs without one go with the
 * first of their role (`serverGroups`). A process with several roles labels each line of its output
 * with the role of the server that wrote it. Ctrl-C or SIGTERM stops the servers, which lets each
 * compiler write its cache.
 */
import { rspack, type Configuration } from '@rspack/core';
import { RspackDevServer, type Configuration as DevServerConfiguration } from '@rspack/dev-server';
import hostConfig from '../shell-demo/host/webpack.config';
import remoteConfigs from '../webpack.config';
import { labelOutput, ROLE_SEPARATOR, servedOf, serverOutput, type Served } from './build-plugins/dev-processes';
import { serverGroups } from './build-plugins/remote-dev-server';

type DevConfiguration = Omit<Configuration, 'devServer'> & { devServer?: DevServerConfiguration };

function configsOf({ role, names }: Served): DevConfiguration[] {
  const argv = { mode: 'development' as const };
  // The configs are written in webpack's terms; their development pieces are Rspack's (scripts/build-plugins/bundler.ts).
  const configs =
    role === 'remote'
      ? (remoteConfigs({}, argv) as unknown as DevConfiguration[])
      : [hostConfig({}, argv) as unknown as DevConfiguration];
  const picked = names.length === 0 ? configs : configs.filter((config) => names.includes(config.name ?? ''));
  if (picked.length !== (names.length || configs.length))
    throw new Error(`not all of ${names.join(', ')} among ${configs.map((config) => config.name).join(', ')}`);
  return picked;
}

async function main(): Promise<void> {
  const served = servedOf(process.argv.slice(2));
  const labelled = served.length > 1;
  if (labelled) labelOutput(served.map(({ role }) => role).join(ROLE_SEPARATOR));
  const servers = served.flatMap((each) =>
    serverGroups(configsOf(each)).map((group) => {
      // Unlabelled with one role: scripts/start.ts labels the process.
      const within = <T>(work: () => T): T => (labelled ? serverOutput.run(each.role, work) : work());
      const server = within(() => {
        const compiler = group.length === 1 ? rspack(group[0]!) : rspack(group);
        return new RspackDevServer(group[0]!.devServer!, compiler);
      });
      return { server, within };
    }),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.all(servers.map(({ server, within }) => within(() => server.stop()))).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await Promise.all(servers.map(({ server, within }) => within(() => server.start())));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

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
 * with the role of the server that wrote it. Ctrl-C or SIGTERM stops the servers and closes their
 * compilers, which writes each compiler's cache, and then the process ends.
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
      return within(() => {
        const compiler = group.length === 1 ? rspack(group[0]!) : rspack(group);
        // Stopped below, not by each server on a signal: a server stops its compiler and then ends
        // the process, which would cut off the other server's compiler while it writes its cache.
        const server = new RspackDevServer({ ...group[0]!.devServer!, setupExitSignals: false }, compiler);
        return { compiler, server, within };
      });
    }),
  );
  let stopping = false;
  const stop = () => {
    // A second Ctrl-C: at once, caches or not.
    if (stopping) process.exit(1);
    stopping = true;
    const stopped = servers.map(({ compiler, server, within }) =>
      within(async () => {
        compiler.getInfrastructureLogger('dev-servers').info('stopping: the build cache is written first…');
        await server.stop();
        // Closing the compiler writes its persistent cache (.cache/rspack).
        await new Promise<void>((resolve) => compiler.close(() => resolve()));
      }),
    );
    void Promise.all(stopped).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
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

/**
 * The remote's federation options, one source for both bundlers: the production builds pass them
 * to `@module-federation/enhanced/webpack`, the development builds (`npm start`, on Rspack) to
 * `@module-federation/enhanced/rspack`. Name, exposes, shared singletons, runtime plugins, the
 * manifest's additional data and the lean variant are the same whichever bundler compiles.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BUILD_ID_FIELD } from '../../src/contracts/deployment';
import { FIRST_SCREEN_HINT_FIELD } from '../../src/contracts/props';
import { buildId } from './build-id';
import type * as FirstScreenHints from './first-screen-hint';
import type * as RouteChunkNames from './route-chunk-names';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};
const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/** Singletons shared with the host; requiredVersion from our own dependency ranges. */
const sharedSingletons = {
  react: { singleton: true, requiredVersion: pkg.dependencies.react },
  'react-dom': { singleton: true, requiredVersion: pkg.dependencies['react-dom'] },
  'react-dom/client': { singleton: true, requiredVersion: pkg.dependencies['react-dom'] },
  'react-router': {
    singleton: true,
    requiredVersion: pkg.dependencies['react-router'] ?? `^${installedVersion('react-router')}`,
  },
  'react-router-dom': { singleton: true, requiredVersion: pkg.dependencies['react-router-dom'] },
  zustand: { singleton: true, requiredVersion: pkg.dependencies.zustand },
};

/**
 * `@mf-types.zip` (the exposed modules' declarations) and `@mf-types.d.ts` (the `loadRemote`
 * API types) beside remoteEntry.js. The plugin reports success even when it emitted nothing:
 * the contract test reads the files, so a build without them fails there.
 */
const generatedTypes = {
  generateTypes: {
    tsConfigPath: path.join(root, 'tsconfig.json'),
    generateAPITypes: true,
    // Our own declarations only: React's and the router's come from the host's node_modules.
    extractThirdParty: false,
    abortOnError: true,
    compileInChildProcess: false,
  },
  consumeTypes: false,
  displayErrorInTerminal: true,
};

/**
 * A federated container's options. `lean: false` is the default one (`mf-manifest.json` at the
 * root): it carries its own federation runtime core, so every MF 2 host loads it — webpack or
 * Rspack with `@module-federation/enhanced`, Vite with `@module-federation/vite`, the bare
 * `@module-federation/runtime`. `lean: true` (`lean/mf-manifest.json`) leaves the core out
 * (`experiments.externalRuntime`) for hosts that provide theirs (`provideExternalRuntime`), as
 * shell-demo does: about 19 KB gzip less on the first screen.
 */
export function remoteFederationOptions(mode: 'production' | 'development', lean: boolean): FederationOptions {
  const production = mode === 'production';
  return {
    name: 'sportInfo',
    filename: 'remoteEntry.js',
    exposes: {
      './SportInfoApp': './src/expose/sport-info-app.tsx',
      // MF 2's data-loader convention: `fetchData` starts the app's gate calls early.
      './SportInfoApp.data': './src/expose/sport-info-app-data.ts',
      './mount': './src/expose/mount.ts',
      // Match alerts on the host's own pages, without React (docs/host-integration.md).
      './alerts': './src/expose/alerts.ts',
      // For @module-federation/bridge-react hosts (createRemoteAppComponent): the default
      // container only, so the lean one (shell-demo's) stays as it was.
      ...(lean ? {} : { './bridge': './src/expose/bridge.ts' }),
    },
    shared: sharedSingletons,
    // @module-federation/bridge-react is a dependency (the ./bridge expose): without this the
    // plugin would alias react-router-dom to its router proxy and refuse to share it. The
    // bridge keeps the host's router (docs/host-integration.md, "bridge-react hosts").
    bridge: { enableBridgeRouter: false },
    // The default container meets hosts of any React: it never replaces a host's module with
    // a version the host did not ask for, and runs on its own React 19 beside a React 18
    // host (src/expose/share-guard-plugin.ts). The lean one is for hosts that
    // provide the runtime, i.e. ours, on React 19: it stays as small as it was.
    ...(lean ? {} : { runtimePlugins: [path.join(root, 'src/expose/share-guard-plugin.ts')] }),
    // The manifest says which React build the remote's code expects (`metaData.buildInfo.buildMode`):
    // a development build runs React's development JSX, which a production React cannot serve
    // (`dispatcher.getOwner is not a function`). The contract kit reads it.
    manifest: {
      // Asset lists in both modes: Rspack's manifest (development) takes the shared modules'
      // versions from them, and without them wrote an empty version for each singleton — a host
      // comparing versions took another copy or refused ours. Rspack collects them natively: its
      // rebuilds measured the same CPU with and without.
      additionalData: ({ stats, compilation }) => {
        stats.metaData.buildInfo = {
          ...stats.metaData.buildInfo,
          // Our version whichever bundler wrote the manifest (Rspack's own manifest says `local`).
          buildVersion: pkg.version,
          buildMode: mode,
        } as typeof stats.metaData.buildInfo;
        // What webpack's manifest writes and Rspack's leaves out, so both carry the same fields.
        stats.metaData.type ??= 'app';
        for (const shared of stats.shared) shared.fallback ??= '';
        // The build's id, which the running app compares with its own after a chunk failed (a deploy?).
        Object.assign(stats.metaData, { [BUILD_ID_FIELD]: buildId() });
        // The runtime preloads an expose's sync files on loadRemote, and the plugin lists every
        // expose's entry chunk for each: ./SportInfoApp hosts fetched ./bridge's (2 KB) and
        // ./mount's. Those two wrap SportInfoApp and nobody imports them, and ./alerts is mounted on
        // its own (off the first screen): theirs only.
        const wrappers = ['mount', 'bridge', 'alerts'].map((name) => `__federation_expose_${name}.`);
        for (const expose of stats.exposes) {
          expose.assets.js.sync = expose.assets.js.sync.filter(
            (file) =>
              !wrappers.some(
                (wrapper) => file.startsWith(wrapper) && wrapper !== `__federation_expose_${expose.name}.`,
              ),
          );
        }
        // The first-screen hint (src/contracts/props.ts): each route's page files, which a host page
        // may preload with the expose's. Development carries it without routes: reading them takes
        // the TypeScript compiler (~2.6 s of CPU at each dev process's start), and a host then
        // preloads nothing — the app loads its page itself.
        /* eslint-disable @typescript-eslint/no-require-imports */
        const { firstScreenHint, loadedBeforePages } = require('./first-screen-hint') as typeof FirstScreenHints;
        // The compiler is loaded by a production build only: the configs are read by every `npm start` process too.
        const routes = production
          ? (require('./route-chunk-names') as typeof RouteChunkNames).readRouteChunkNames()
          : [];
        /* eslint-enable @typescript-eslint/no-require-imports */
        Object.assign(stats.metaData, {
          [FIRST_SCREEN_HINT_FIELD]: firstScreenHint(compilation, routes, loadedBeforePages(stats, 'SportInfoApp')),
        });
        return stats;
      },
    },
    // Generated types, for MF 2.5+ enhanced hosts (they download a remote's types only when
    // the manifest's `metaData.types` names them): production builds of the default container
    // only (the development server would start the plugin's type server; the lean manifest
    // stays as it was). federation.d.ts stays the documented contract, and
    // tests/contract/federation-types.test.ts fails when the generated types disagree with it.
    dts: production && !lean ? generatedTypes : false,
    // This container loads no remotes and no manifests itself: that code is left out.
    // The lean one takes the host's runtime core (window._FEDERATION_RUNTIME_CORE).
    experiments: {
      externalRuntime: lean,
      optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
    },
  };
}

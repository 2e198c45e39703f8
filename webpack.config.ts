/**
 * The remote `sportInfo` (docs/host-integration.md): `remoteEntry.js` + `mf-manifest.json` exposing
 * `./SportInfoApp`, `./mount` and (default container) `./bridge`, and a standalone page at the site root.
 *   NODE_OPTIONS="--import tsx" webpack --config webpack.config.ts --mode production
 *
 * Three compilations into `dist/remote` (docs/performance.md, "Builds the bench relies on"):
 * - `remote`: the default federated container (`mf-manifest.json`, `remoteEntry.js`), with its
 *   own federation runtime core: any MF 2 host loads it.
 * - `remote-lean`: the same container in `lean/`, its runtime core external
 *   (`experiments.externalRuntime`) for hosts that provide theirs (`provideExternalRuntime`), so
 *   the host and the remote do not both ship it (remoteEntry.js 27.6 → 7.9 KB gzip). shell-demo uses it.
 * - `standalone`: the page at the site root, a plain React app without federation — nothing
 *   to negotiate when nobody hosts it, and react-router is tree-shaken because it is not shared.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { axiosLeanBuild } from './scripts/build-plugins/axios-lean-build';
import { CompileHintsPlugin } from './scripts/build-plugins/compile-hints-plugin';
import {
  devStats,
  fastRefreshPlugins,
  hotDeclineRule,
  refreshRuntimeAlias,
} from './scripts/build-plugins/fast-refresh';
import { devUnsafeCache, persistentCache } from './scripts/build-plugins/persistent-cache';
import { frontDevServer, remoteSidePort, sideDevServer } from './scripts/build-plugins/remote-dev-server';
import { EntryScriptPriorityPlugin } from './scripts/build-plugins/entry-script-priority-plugin';
import { apiPreconnectScript } from './scripts/build-plugins/api-preconnect-script';
import { storageWarmupScript } from './scripts/build-plugins/storage-warmup-script';
import { swcMinimizer } from './scripts/build-plugins/swc-minimizer';
import { pageRelative } from './shell-demo/ports';
import { REMOTE_CONFIG_GLOBAL, runtimeConfigScript } from './shell-demo/runtime-config';

const root = __dirname;
const outputPath = path.join(root, 'dist/remote');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};
const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/** Singletons shared with the host; requiredVersion from our own dependency ranges. */
export const sharedSingletons = {
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

type Mode = 'production' | 'development';
type RemoteConfiguration = Configuration & { devServer?: DevServerConfiguration };

/**
 * TypeScript through swc and scoped CSS Modules; shell-demo's host builds with the same rules under
 * its own prefix. `fastRefresh` (development builds with `fastRefreshPlugins`): swc's React Refresh
 * transform, and the modules that reload instead decline hot updates (scripts/build-plugins/fast-refresh.ts).
 */
export const moduleRules = (production: boolean, classPrefix = 'si', fastRefresh = false): RuleSetRule[] => [
  // `import url from 'file?url'`: the file is emitted as it is and the import is its address
  // (hls.js's worker script, which runs in a Web Worker and is no module of ours).
  { resourceQuery: /^\?url$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } },
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: [
      ...(fastRefresh ? [hotDeclineRule] : []),
      {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: fastRefresh } },
            target: 'es2020',
            // Class fields as assignments in the constructor, not a `_defineProperty` helper
            // inlined into every module that has a class (a dozen copies on the first screen):
            // no class of ours has a field that a base class defines as an accessor.
            assumptions: { setPublicClassFields: true },
          },
        },
      },
    ],
  },
  {
    test: /\.module\.css$/,
    use: [
      // Marked with their owner: the remote's tags leave the document when the app unmounts
      // (src/platform/styles/held-styles.ts).
      { loader: 'style-loader', options: { attributes: { 'data-style-owner': classPrefix } } },
      {
        loader: 'css-loader',
        options: {
          // style-loader puts the CSS into the JS: a source map there would ship every
          // stylesheet twice (its text again as sourcesContent) in production.
          sourceMap: !production,
          modules: {
            // Prefixed and hashed: the host's own classes can never collide with ours.
            localIdentName: production ? `${classPrefix}_[hash:base64:6]` : `${classPrefix}_[name]__[local]`,
            localIdentHashSalt: classPrefix,
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
      ...(production ? [path.join(root, 'scripts/build-plugins/css-whitespace-loader.ts')] : []),
    ],
  },
];

/**
 * The ui layout atoms (src/ui/layout.module.css) that the pages' CSS composes: one small chunk
 * of their own, loaded with the first page that needs them, instead of a copy in every page's
 * chunk (they are below the default minimum size of a split chunk). Not on the first screen.
 * Unnamed: a name would cost bytes in remoteEntry's chunk map.
 */
const UI_ATOMS_CHUNK = {
  test: /[\\/]src[\\/]ui[\\/]layout\.module\.css$/,
  chunks: 'async',
  minSize: 0,
  enforce: true,
} as const;

/**
 * What the three compilations share: loaders, defines, source maps and, in development, the
 * persistent cache (`.cache/webpack/<name>-development`, scripts/build-plugins/persistent-cache.ts)
 * and Fast Refresh (`report`: the one compilation that prints the terminal's line about each edit).
 */
const common = (mode: Mode, name: string, report = false): Configuration => {
  const production = mode === 'production';
  return {
    mode,
    name,
    context: root,
    cache: production ? false : persistentCache(name, mode),
    // The app's code is ES2020 (swc); webpack's own runtime and module wrappers follow (arrow functions, const).
    target: ['web', 'es2020'],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], ...(production ? {} : { alias: refreshRuntimeAlias }) },
    module: { rules: moduleRules(production, 'si', !production), ...devUnsafeCache(production) },
    plugins: production ? [] : fastRefreshPlugins({ report }),
    // Development: errors, warnings and the compile time (the dev server's rebuilds), not the
    // asset list, whose stats cost every rebuild time.
    ...(production ? {} : { stats: devStats }),
    // webpack 5.111 enables its own HTML handling when HtmlWebpackPlugin is present and minifies
    // the page's inline scripts, which would drop the runtime-config markers.
    experiments: { html: false },
    performance: { hints: false },
  };
};

const defines = () =>
  new webpack.DefinePlugin({
    __SPORT_INFO_VERSION__: JSON.stringify(pkg.version),
    __SPORT_INFO_DEFAULT_API__: JSON.stringify(process.env.API_BASE_URL || pageRelative.api),
  });

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
 * A federated container. `lean: false` is the default one (`mf-manifest.json` at the root): it
 * carries its own federation runtime core, so every MF 2 host loads it — webpack or Rspack with
 * `@module-federation/enhanced`, Vite with `@module-federation/vite`, the bare
 * `@module-federation/runtime`. `lean: true` (`lean/mf-manifest.json`) leaves the core out
 * (`experiments.externalRuntime`) for hosts that provide theirs (`provideExternalRuntime`), as
 * shell-demo does: about 19 KB gzip less on the first screen.
 */
function remoteConfig(mode: Mode, lean: boolean): RemoteConfiguration {
  const production = mode === 'production';
  const side = remoteSidePort();
  const base = common(mode, lean ? 'remote-lean' : 'remote', lean);
  return {
    ...base,
    // The lean container after the default one, whose `clean` empties the folder (the dev
    // server writes nothing to disk: there the three compile side by side).
    ...(lean && production ? { dependencies: ['remote'] } : {}),
    // Only the container entry (added by the plugin): the standalone page is its own compilation.
    entry: {},
    output: {
      path: lean ? path.join(outputPath, 'lean') : outputPath,
      publicPath: 'auto',
      // Distinct names keep the two containers' chunk-loading globals apart on one page.
      uniqueName: lean ? 'sportInfoLean' : 'sportInfo',
      // Entry names stay plain (the federation runtime resolves them); chunks carry hashes.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Chunks load in CORS mode: a host on another origin (or a phone on the LAN) gets them
      // with the remote's CORS headers, and development servers that refuse cross-site
      // no-cors script requests serve them.
      crossOriginLoading: 'anonymous',
      clean: production && !lean,
    },
    plugins: [
      ...base.plugins!,
      defines(),
      axiosLeanBuild(),
      new ModuleFederationPlugin({
        name: 'sportInfo',
        filename: 'remoteEntry.js',
        exposes: {
          './SportInfoApp': './src/expose/sport-info-app.tsx',
          // MF 2's data-loader convention: `fetchData` starts the app's gate calls early.
          './SportInfoApp.data': './src/expose/sport-info-app-data.ts',
          './mount': './src/expose/mount.ts',
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
          // Development: no asset lists in the manifest. Collecting them reads webpack's full module
          // stats on every rebuild (~0.5 s of each edit's compile); hosts then load the expose's
          // files on demand instead of preloading them, which a dev server on loopback does not mind.
          disableAssetsAnalyze: !production,
          additionalData: ({ stats }) => {
            stats.metaData.buildInfo = {
              ...stats.metaData.buildInfo,
              buildMode: mode,
            } as typeof stats.metaData.buildInfo;
            // The runtime preloads an expose's sync files on loadRemote, and the plugin lists every
            // expose's entry chunk for each: ./SportInfoApp hosts fetched ./bridge's (2 KB) and
            // ./mount's. Those two wrap SportInfoApp and nobody imports them: theirs only.
            const wrappers = ['mount', 'bridge'].map((name) => `__federation_expose_${name}.`);
            for (const expose of stats.exposes) {
              expose.assets.js.sync = expose.assets.js.sync.filter(
                (file) =>
                  !wrappers.some(
                    (wrapper) => file.startsWith(wrapper) && wrapper !== `__federation_expose_${expose.name}.`,
                  ),
              );
            }
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
      }),
      // remoteEntry.js and the app's exposed chunk: what a host runs to show the first screen.
      new CompileHintsPlugin(['sportInfo', '__federation_expose_SportInfoApp']),
    ],
    optimization: {
      moduleIds: 'deterministic',
      splitChunks: { cacheGroups: { uiAtoms: UI_ATOMS_CHUNK } },
      minimizer: [swcMinimizer()],
    },
    // `npm start`: the lean container on the remote's port, the others beside it
    // (scripts/build-plugins/remote-dev-server.ts).
    ...(lean ? { devServer: frontDevServer() } : side === null ? {} : { devServer: sideDevServer(side) }),
  };
}

function standaloneConfig(mode: Mode): RemoteConfiguration {
  const production = mode === 'production';
  const base = common(mode, 'standalone');
  return {
    ...base,
    // After the default container: its `clean` must not remove this compilation's files.
    ...(production ? { dependencies: ['remote'] } : {}),
    // No federation here, hence no async boundary to wait for.
    entry: { main: './src/standalone/bootstrap.tsx' },
    output: {
      path: outputPath,
      // A deep link such as /anchor/detail/7 must still load scripts from the root.
      publicPath: '/',
      uniqueName: 'sportInfoStandalone',
      filename: production ? 'standalone/[name].[contenthash:8].js' : 'standalone/[name].js',
      chunkFilename: production ? 'standalone/[name].[contenthash:8].js' : 'standalone/[name].js',
      clean: false,
    },
    plugins: [
      ...base.plugins!,
      defines(),
      axiosLeanBuild(),
      new HtmlWebpackPlugin({
        template: './src/standalone/index.html',
        chunks: ['main'],
        publicPath: '/',
        // Inline scripts stay as written: the runtime-config markers must survive for static servers to rewrite.
        minify: production
          ? { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: false }
          : false,
        templateParameters: {
          runtimeConfig: runtimeConfigScript(REMOTE_CONFIG_GLOBAL, {
            apiBaseUrl: process.env.API_BASE_URL || pageRelative.api,
          }),
          apiPreconnect: apiPreconnectScript(REMOTE_CONFIG_GLOBAL),
          storageWarmup: storageWarmupScript('sport-info:warm-storage'),
        },
      }),
      new EntryScriptPriorityPlugin(),
    ],
    optimization: {
      moduleIds: 'deterministic',
      minimizer: [swcMinimizer()],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Named, stable vendor chunks: React changes rarely, the app often (long-term caching),
          // and the page evaluates in several shorter tasks instead of one long one.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            priority: 20,
            chunks: 'initial',
          },
          router: {
            test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            name: 'router',
            priority: 20,
            chunks: 'initial',
          },
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', priority: 10, chunks: 'initial' },
          uiAtoms: UI_ATOMS_CHUNK,
        },
      },
    },
  };
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): RemoteConfiguration[] => {
  const mode: Mode = argv.mode === 'development' ? 'development' : 'production';
  return [remoteConfig(mode, false), remoteConfig(mode, true), standaloneConfig(mode)];
};

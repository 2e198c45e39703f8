/**
 * The remote `sportInfo` (docs/host-integration.md): `remoteEntry.js` + `mf-manifest.json` exposing
 * `./SportInfoApp`, `./mount` and (default container) `./bridge`, and a standalone page at the site root.
 *   NODE_OPTIONS="--import tsx" webpack --config webpack.config.ts --mode production
 * The production builds run on webpack (what ships, its byte budgets and generated types); the
 * development builds that `npm start` serves run on Rspack (scripts/dev-servers.ts) from the same
 * configs: what differs is chosen by mode here (the swc loader, Fast Refresh, the cache, the
 * federation plugin's flavour), the rest is one description. So `webpack --mode development` is
 * no build: its configs hold Rspack's pieces.
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
import type { Configuration as DevServerConfiguration } from '@rspack/dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import {
  ALERTS_CHUNKS,
  ALERTS_DEPENDENCIES,
  VENDORS_BESIDE_THE_APP,
} from './scripts/build-plugins/alerts-cache-groups';
import { axiosLeanBuild } from './scripts/build-plugins/axios-lean-build';
import { BuildIdPlugin } from './scripts/build-plugins/build-id';
import { federationPlugin, forRspack } from './scripts/build-plugins/bundler';
import { CompileHintsPlugin } from './scripts/build-plugins/compile-hints-plugin';
import {
  devStats,
  fastRefreshPlugins,
  hotDeclineRule,
  refreshRuntimeAlias,
} from './scripts/build-plugins/fast-refresh';
import { remoteFederationOptions } from './scripts/build-plugins/federation-options';
import { persistentCache } from './scripts/build-plugins/persistent-cache';
import {
  frontDevServer,
  remoteSidePort,
  sideDevServer,
  sideWatchOptions,
} from './scripts/build-plugins/remote-dev-server';
import { EntryScriptPriorityPlugin } from './scripts/build-plugins/entry-script-priority-plugin';
import { apiPreconnectScript } from './scripts/build-plugins/api-preconnect-script';
import type * as FirstScreenHints from './scripts/build-plugins/first-screen-hint';
import type * as FirstScreenPreload from './scripts/build-plugins/first-screen-preload-script';
import type * as RouteChunkNames from './scripts/build-plugins/route-chunk-names';
import { storageWarmupScript } from './scripts/build-plugins/storage-warmup-script';
import { swcMinimizer } from './scripts/build-plugins/swc-minimizer';
import { minifyInlineScript } from './scripts/build-plugins/inline-script-minifier';
import { CompactManifestPlugin } from './scripts/build-plugins/compact-manifest-plugin';
import { pageRelative } from './dev-env/ports';
import { REMOTE_CONFIG_GLOBAL, runtimeConfigScript } from './dev-env/runtime-config';

const root = __dirname;
const outputPath = path.join(root, 'dist/remote');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

type Mode = 'production' | 'development';
type RemoteConfiguration = Omit<Configuration, 'devServer'> & { devServer?: DevServerConfiguration };

/**
 * TypeScript through swc and scoped CSS Modules; shell-demo's host builds with the same rules under
 * its own prefix. `rspackDevelopment` (the development builds `npm start` serves, with
 * `fastRefreshPlugins`): Rspack's built-in swc loader with the same options and React Refresh's
 * transform, and the modules that reload instead decline hot updates
 * (scripts/build-plugins/fast-refresh.ts). Otherwise webpack's swc-loader.
 */
export const moduleRules = (production: boolean, classPrefix = 'si', rspackDevelopment = false): RuleSetRule[] => [
  // `import url from 'file?url'`: the file is emitted as it is and the import is its address
  // (hls.js's worker script, which runs in a Web Worker and is no module of ours).
  { resourceQuery: /^\?url$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } },
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: rspackDevelopment ? 'builtin:swc-loader' : 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: rspackDevelopment } },
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
  ...(rspackDevelopment ? [forRspack<RuleSetRule>(hotDeclineRule)] : []),
  {
    test: /\.module\.css$/,
    // css-loader and a style loader make the module (Rspack would otherwise treat CSS as its own).
    type: 'javascript/auto',
    use: [
      // Marked with their owner: the remote's tags leave the document when the app unmounts
      // (src/platform/styles/held-styles.ts). Production needs no hot updates: a leaner loader.
      production
        ? { loader: path.join(root, 'scripts/build-plugins/style-tag-loader.ts'), options: { owner: classPrefix } }
        : { loader: 'style-loader', options: { attributes: { 'data-style-owner': classPrefix } } },
      {
        loader: 'css-loader',
        options: {
          // The CSS goes into the JS: a source map there would ship every
          // stylesheet twice (its text again as sourcesContent) in production.
          sourceMap: !production,
          // A stylesheet reached by `composes` passes the whitespace loader too (else it ships as
          // written, comments and all, in every chunk that composes it).
          importLoaders: production ? 1 : 0,
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
 * The start page's chunk (the anchor home, where `/` leads) keeps its modules whole: one request
 * and one gzip window on the first screen, instead of a shared chunk split off for what it has in
 * common with another page (the live room) — that split costs the first screen ~0.7 KB.
 */
const START_PAGE_CHUNK = 'page-anchor';
/** `apart`: chunks whose modules the default group does not split off (alerts-cache-groups.ts). */
const sharedChunks = (initialToo: boolean, apart: readonly string[] = []) =>
  ({
    default: {
      minChunks: 2,
      priority: -20,
      reuseExistingChunk: true,
      chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) =>
        (initialToo || !chunk.canBeInitial()) && chunk.name !== START_PAGE_CHUNK && !apart.includes(chunk.name ?? ''),
    },
  }) as const;

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
 * What the three compilations share: loaders, defines, source maps and, in development (Rspack),
 * the persistent cache (`.cache/rspack/<name>-development`, scripts/build-plugins/persistent-cache.ts)
 * and Fast Refresh (`report`: the one compilation that prints the terminal's line about each edit).
 */
/**
 * The app sends a call's parameters and never reads them (the development server does): its builds
 * take the request kit without its readers (src/contracts/request-unread.ts).
 */
const requestKitAlias = {
  [path.join(root, 'src/contracts/request')]: path.join(root, 'src/contracts/request-unread.ts'),
};

const common = (mode: Mode, name: string, report = false): RemoteConfiguration => {
  const production = mode === 'production';
  return {
    mode,
    name,
    context: root,
    cache: production ? false : forRspack<Configuration['cache']>(persistentCache(name)),
    // The app's code is ES2020 (swc); webpack's own runtime and module wrappers follow (arrow functions, const).
    target: ['web', 'es2020'],
    // Production maps are written beside each file (an error monitor's upload, the sizes bench's
    // contents) but not named in it: the comment cost every phone ~50 B gzip a chunk. The static
    // server names a file's map in its `SourceMap` header instead, which DevTools follows.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { ...requestKitAlias, ...(production ? {} : refreshRuntimeAlias) },
    },
    module: { rules: moduleRules(production, 'si', !production) },
    plugins: production ? [] : forRspack<WebpackPluginInstance[]>(fastRefreshPlugins({ report })),
    // Development: errors, warnings and the compile time (the dev server's rebuilds), not the
    // asset list, whose stats cost every rebuild time.
    ...(production ? {} : { stats: devStats }),
    // webpack 5.111 enables its own HTML handling when HtmlWebpackPlugin is present and minifies
    // the page's inline scripts, which would drop the runtime-config markers (Rspack has no such option).
    ...(production ? { experiments: { html: false } } : {}),
    performance: { hints: false },
  };
};

/**
 * The version and the default API address in the code, and the build's id in the bundler's runtime
 * (scripts/build-plugins/build-id.ts), through whichever bundler compiles.
 */
const defines = (): WebpackPluginInstance => ({
  apply: (compiler: Compiler) => {
    new compiler.webpack.DefinePlugin({
      __SPORT_INFO_VERSION__: JSON.stringify(pkg.version),
      __SPORT_INFO_DEFAULT_API__: JSON.stringify(process.env.API_BASE_URL || pageRelative.api),
    }).apply(compiler);
    new BuildIdPlugin().apply(compiler);
  },
});

/**
 * A federated container: the default one (`lean: false`, `mf-manifest.json` at the root) or the
 * lean one (`lean/mf-manifest.json`), their federation options in
 * scripts/build-plugins/federation-options.ts.
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
      federationPlugin(production, remoteFederationOptions(mode, lean)),
      // remoteEntry.js and the app's exposed chunk: what a host runs to show the first screen.
      ...(production
        ? [new CompileHintsPlugin(['sportInfo', '__federation_expose_SportInfoApp']), new CompactManifestPlugin()]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          ...sharedChunks(false, ALERTS_CHUNKS),
          defaultVendors: VENDORS_BESIDE_THE_APP,
          alertsDependencies: ALERTS_DEPENDENCIES,
          uiAtoms: UI_ATOMS_CHUNK,
        },
      },
      ...(production ? { minimizer: [swcMinimizer()] } : {}),
    },
    // `npm start`: the lean container on the remote's port, the others beside it
    // (scripts/build-plugins/remote-dev-server.ts).
    ...(lean ? { devServer: frontDevServer() } : side === null ? {} : { devServer: sideDevServer(side) }),
    ...(production || lean ? {} : sideWatchOptions(side)),
  };
}

function standaloneConfig(mode: Mode): RemoteConfiguration {
  const production = mode === 'production';
  const base = common(mode, 'standalone');
  return {
    ...base,
    // After the default container: its `clean` must not remove this compilation's files.
    ...(production ? { dependencies: ['remote'] } : sideWatchOptions()),
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
        // Inline scripts minified, but for the runtime config's: its markers must survive for static servers to rewrite.
        minify: production
          ? { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: minifyInlineScript }
          : false,
        // A function: the first-screen preload names this build's chunk files, known once they are emitted.
        templateParameters: (compilation) => ({
          runtimeConfig: runtimeConfigScript(REMOTE_CONFIG_GLOBAL, {
            apiBaseUrl: process.env.API_BASE_URL || pageRelative.api,
          }),
          apiPreconnect: apiPreconnectScript(REMOTE_CONFIG_GLOBAL),
          storageWarmup: storageWarmupScript('sport-info:warm-storage'),
          // The page of the path being opened downloads with the entry's scripts (production: on
          // the development server the chunks come from loopback, and each rebuild would read the routes again).
          firstScreenPreload: production ? standaloneFirstScreenPreload(compilation) : '',
        }),
      }),
      new EntryScriptPriorityPlugin(),
    ],
    optimization: {
      moduleIds: 'deterministic',
      ...(production ? { minimizer: [swcMinimizer()] } : {}),
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
          ...sharedChunks(true),
          uiAtoms: UI_ATOMS_CHUNK,
        },
      },
    },
  };
}

/**
 * The standalone page's first-screen preload (scripts/build-plugins/first-screen-preload-script.ts)
 * from this build's hint. Its modules, the route reader's among them, are loaded here, by a
 * production build: the configs are read by every `npm start` process too.
 */
function standaloneFirstScreenPreload(
  compilation: FirstScreenHints.ChunkGroups & Parameters<typeof FirstScreenHints.loadedByEntry>[0],
): string {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { firstScreenHint, loadedByEntry } =
    require('./scripts/build-plugins/first-screen-hint') as typeof FirstScreenHints;
  const { firstScreenPreloadScript } =
    require('./scripts/build-plugins/first-screen-preload-script') as typeof FirstScreenPreload;
  const { readRouteChunkNames } = require('./scripts/build-plugins/route-chunk-names') as typeof RouteChunkNames;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return firstScreenPreloadScript(
    firstScreenHint(compilation, readRouteChunkNames(), loadedByEntry(compilation, 'main')),
    '/',
  );
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): RemoteConfiguration[] => {
  const mode: Mode = argv.mode === 'development' ? 'development' : 'production';
  return [remoteConfig(mode, false), remoteConfig(mode, true), standaloneConfig(mode)];
};

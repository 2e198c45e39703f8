/**
 * shell-demo's host: a React app with its own router that loads the `sportInfo` remote at
 * runtime (src/remote/federation-load.ts). Run with
 *   NODE_OPTIONS="--import tsx" webpack --config shell-demo/host/webpack.config.ts --mode production
 * Development builds (`npm start`) run on Rspack (scripts/dev-servers.ts), production on webpack.
 * Env: REMOTE_URL (the remote's origin, default http://localhost:3001) and API_BASE_URL
 * (the development server, default http://localhost:3100) are written into the page's
 * runtime config, which a static server may rewrite later.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration as DevServerConfiguration } from '@rspack/dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { devServerHeaders } from '../../dev-env/content-security-policy';
import { LEAN_MANIFEST_PATH, pageRelative, ports } from '../../dev-env/ports';
import { apiPreconnectScript } from '../../scripts/build-plugins/api-preconnect-script';
import { storageWarmupScript } from '../../scripts/build-plugins/storage-warmup-script';
import { HOST_CONFIG_GLOBAL, runtimeConfigScript, type HostRuntimeConfig } from '../../dev-env/runtime-config';
import { moduleRules } from '../../webpack.config';
import { federationPlugin, forRspack } from '../../scripts/build-plugins/bundler';
import { CompileHintsPlugin } from '../../scripts/build-plugins/compile-hints-plugin';
import { EntryScriptPriorityPlugin } from '../../scripts/build-plugins/entry-script-priority-plugin';
import { PreloadStartChunksPlugin } from '../../scripts/build-plugins/preload-start-chunks-plugin';
import { devStats, fastRefreshPlugins, refreshRuntimeAlias } from '../../scripts/build-plugins/fast-refresh';
import { persistentCache } from '../../scripts/build-plugins/persistent-cache';
import { swcMinimizer } from '../../scripts/build-plugins/swc-minimizer';

const hostDir = __dirname;
const rootDir = path.resolve(hostDir, '../..');

interface Argv {
  mode?: Configuration['mode'];
}

export default function hostConfig(
  _env: Record<string, unknown> = {},
  argv: Argv = {},
): Omit<Configuration, 'devServer'> & { devServer?: DevServerConfiguration } {
  const isProduction = argv.mode !== 'development';
  const runtimeConfig: HostRuntimeConfig = {
    remoteManifestUrl: `${withoutTrailingSlash(process.env.REMOTE_URL || pageRelative.remote)}${LEAN_MANIFEST_PATH}`,
    apiBaseUrl: withoutTrailingSlash(process.env.API_BASE_URL || pageRelative.api),
  };

  const mode = isProduction ? 'production' : 'development';
  return {
    mode,
    name: 'host',
    context: hostDir,
    // Development: `.cache/rspack/host-development` (scripts/build-plugins/persistent-cache.ts).
    cache: isProduction ? false : forRspack<Configuration['cache']>(persistentCache('host')),
    ...(isProduction ? {} : { stats: devStats }),
    // ES2020 like the code swc emits: webpack's runtime uses arrow functions and const too.
    target: ['web', 'es2020'],
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(rootDir, 'dist/host'),
      // History routing with deep links (/sport-info/anchor/...): scripts always from the root.
      publicPath: '/',
      // The entry keeps a plain name: the federation runtime module resolves this template for
      // the entry chunk before content hashes exist (webpack refuses `[contenthash]` there).
      // HtmlWebpackPlugin's `hash` busts caches of it instead.
      filename: 'js/[name].js',
      chunkFilename: isProduction ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      uniqueName: 'shellDemo',
      clean: true,
    },
    // Production: no eval anywhere (CSP-friendly); development keeps readable stacks without eval too.
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // `provideExternalRuntime` imports its injector as CommonJS, which pulls the CommonJS copy
      // of the runtime core next to the ES module copy webpack's federation runtime bundles (+24 KB
      // gzip). Rspack's federation plugin is the other way round: its runtime and
      // `@module-federation/runtime` are the CommonJS copies (it resolves them with `require`), and
      // the ES module injector brought a second core into the development build (+220 KB to parse).
      alias: isProduction
        ? { [externalRuntimeInjector('index.cjs')]: externalRuntimeInjector('index.js') }
        : refreshRuntimeAlias,
    },
    // The remote's loaders, with shell-demo's own class prefix; Fast Refresh in development.
    module: { rules: moduleRules(isProduction, 'sd', !isProduction) },
    plugins: [
      ...(isProduction ? [] : forRspack<WebpackPluginInstance[]>(fastRefreshPlugins({ report: true }))),
      federationPlugin(isProduction, {
        name: 'shellDemo',
        // No build-time remotes: the remote is registered at runtime, so one that is down
        // cannot block the host (docs/host-integration.md).
        remotes: {},
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(),
        dts: false,
        manifest: false,
        // Publishes this federation runtime core (window._FEDERATION_RUNTIME_CORE) for remotes
        // built with `externalRuntime` (sportInfo is): one copy of it on the page, not two.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        template: path.resolve(hostDir, 'public/index.html'),
        title: '体育门户 · shell-demo',
        runtimeConfig: runtimeConfigScript(HOST_CONFIG_GLOBAL, runtimeConfig),
        apiPreconnect: apiPreconnectScript(HOST_CONFIG_GLOBAL),
        storageWarmup: storageWarmupScript('shell-demo:warm-storage'),
        // Not minified: the page is tiny, and the runtime-config markers and meta values stay
        // exactly as written for the servers that rewrite or check them.
        minify: false,
        hash: isProduction,
      }),
      new EntryScriptPriorityPlugin(),
      new PreloadStartChunksPlugin(),
      // main.js: the federation runtime, all of it run at start.
      ...(isProduction ? [new CompileHintsPlugin(['main'])] : []),
    ],
    // webpack 5.111 turns native HTML on ("auto") and then minifies every emitted .html with
    // terser, which rewrites the runtime-config JSON and drops its markers. HtmlWebpackPlugin
    // owns the page here (Rspack has no such option).
    ...(isProduction ? { experiments: { html: false } } : {}),
    optimization: isProduction ? { minimize: true, minimizer: [swcMinimizer()] } : { minimize: false },
    // Bundle budgets are checked by `npm run bench`, not here.
    performance: { hints: false },
    devServer: {
      port: ports.host,
      // Deep links such as /sport-info/anchor/detail/7 get the page; the remote routes them.
      historyApiFallback: true,
      // Any hostname: a phone on the same network opens the machine's address.
      allowedHosts: 'all',
      host: '::',
      static: false,
      // The Content-Security-Policy of `npm run preview` (static-server.ts): a violation shows while developing.
      headers: devServerHeaders({
        origins: [
          process.env.REMOTE_URL || pageRelative.remote,
          process.env.API_BASE_URL || pageRelative.api,
          `:${ports.host}`,
        ],
        scriptOrigins: [process.env.REMOTE_URL || pageRelative.remote],
      }),
      // Fast Refresh (docs/startup.md, "The development loop").
      hot: true,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
  };
}

/** The same singletons as the remote, with the versions this repository installs. */
function sharedSingletons() {
  const dependencies = readJson(path.resolve(rootDir, 'package.json')).dependencies as Record<string, string>;
  const installed = (name: string) =>
    `^${readJson(path.resolve(rootDir, 'node_modules', name, 'package.json')).version as string}`;
  const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });
  return {
    react: singleton(dependencies.react ?? installed('react')),
    'react-dom': singleton(dependencies['react-dom'] ?? installed('react-dom')),
    'react-dom/client': singleton(dependencies['react-dom'] ?? installed('react-dom')),
    // react-router-dom 7 re-exports react-router: both must be one copy.
    'react-router': singleton(installed('react-router')),
    'react-router-dom': singleton(dependencies['react-router-dom'] ?? installed('react-router-dom')),
    zustand: singleton(dependencies.zustand ?? installed('zustand')),
  };
}

/** A file of the plugin that publishes the runtime core for remotes built with `externalRuntime`. */
function externalRuntimeInjector(file: 'index.cjs' | 'index.js'): string {
  return path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), file);
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Builds the Rspack host into dist/rspack-host (a few seconds): Rspack's own SWC loader, the
 * enhanced federation plugin with React and the router shared, a page with the runtime-config
 * markers a static server rewrites (dev-env/runtime-config.ts).
 *   node shell-demo/rspack-host/build.mjs
 * `buildRspackHost` also builds shell-demo/bridge-host (the same kind of host, another source).
 * Plain JavaScript run by Node, not by tsx: tsx would rewrite the federation plugin's runtime
 * functions with `__name(...)` helpers, which the plugin then prints into the page, where
 * `__name` does not exist.
 */
import { readFileSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { HtmlRspackPlugin, rspack } from '@rspack/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const singleton = (name) => ({ singleton: true, requiredVersion: dependencies[name] });
// Page-relative addresses (the page's hostname, these ports), as dev-env/ports.ts writes them.
const runtimeConfig = {
  remoteManifestUrl: `:${process.env.REMOTE_PORT ?? 3001}/mf-manifest.json`,
  apiBaseUrl: `:${process.env.API_PORT ?? 3100}`,
};

/**
 * `folder`: the host's folder (its `src/index.ts` is the entry); `name`: its federation name and
 * output folder under dist/; `configGlobal`: the window property its page config is set on.
 */
export function buildRspackHost({ folder, name, configGlobal, title }) {
  const outputPath = path.join(root, 'dist', name);
  const federationName = name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  const config = {
    mode: 'production',
    context: folder,
    target: ['web', 'es2020'],
    entry: { main: './src/index.ts' },
    output: { path: outputPath, publicPath: '/', uniqueName: federationName, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        remotes: {},
        shareStrategy: 'loaded-first',
        shared: {
          react: singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-dom/client': singleton('react-dom'),
          'react-router': singleton('react-router'),
          'react-router-dom': singleton('react-router-dom'),
        },
        // The host's router stays the real react-router-dom, shared (no bridge router alias).
        bridge: { enableBridgeRouter: false },
        dts: false,
        manifest: false,
      }),
      new HtmlRspackPlugin({
        templateContent: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · sport-info</title><script>window.${configGlobal}=/*runtime-config*/${JSON.stringify(runtimeConfig)}/*end-runtime-config*/;</script></head><body><div id="root"></div></body></html>`,
        minify: false,
      }),
    ],
  };
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      else resolve(outputPath);
    });
  });
}

/** Runs a host build as a script: exit 1 with the errors on failure. */
export function runBuild(build) {
  build.catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBuild(
    buildRspackHost({
      folder: path.join(root, 'shell-demo/rspack-host'),
      name: 'rspack-host',
      configGlobal: '__RSPACK_HOST_CONFIG__',
      title: 'Rspack host',
    }),
  );
}

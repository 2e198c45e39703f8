/**
 * Builds the Rspack host into dist/rspack-host (a few seconds): Rspack's own SWC loader, the
 * enhanced federation plugin with React and the router shared, a page with the runtime-config
 * markers a static server rewrites (shell-demo/runtime-config.ts).
 *   node shell-demo/rspack-host/build.mjs
 * Plain JavaScript run by Node, not by tsx: tsx would rewrite the federation plugin's runtime
 * functions with `__name(...)` helpers, which the plugin then prints into the page, where
 * `__name` does not exist.
 */
import { readFileSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { HtmlRspackPlugin, rspack } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const singleton = (name) => ({ singleton: true, requiredVersion: dependencies[name] });
// Page-relative addresses (the page's hostname, these ports), as shell-demo/ports.ts writes them.
const runtimeConfig = {
  remoteManifestUrl: `:${process.env.REMOTE_PORT ?? 3001}/mf-manifest.json`,
  apiBaseUrl: `:${process.env.API_PORT ?? 3100}`,
};

export const outputPath = path.join(root, 'dist/rspack-host');

const config = {
  mode: 'production',
  context: here,
  target: ['web', 'es2020'],
  entry: { main: './src/index.ts' },
  output: { path: outputPath, publicPath: '/', uniqueName: 'rspackHost', clean: true },
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
      name: 'rspackHost',
      remotes: {},
      shareStrategy: 'loaded-first',
      shared: {
        react: singleton('react'),
        'react-dom': singleton('react-dom'),
        'react-dom/client': singleton('react-dom'),
        'react-router': singleton('react-router'),
        'react-router-dom': singleton('react-router-dom'),
      },
      dts: false,
      manifest: false,
    }),
    new HtmlRspackPlugin({
      templateContent: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Rspack host · sport-info</title><script>window.__RSPACK_HOST_CONFIG__=/*runtime-config*/${JSON.stringify(runtimeConfig)}/*end-runtime-config*/;</script></head><body><div id="root"></div></body></html>`,
      minify: false,
    }),
  ],
};

rspack(config).run((error, stats) => {
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats.toString({ all: false, errors: true }));
    process.exit(1);
  }
});

/**
 * Builds the Rspack host into dist/rspack-host (a few seconds): Rspack's own SWC loader, the
 * enhanced federation plugin with React and the router shared, a page with runtime-config
 * markers a static server rewrites.
 *   npx tsx shell-demo/rspack-host/build.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { HtmlRspackPlugin, rspack, type Configuration } from '@rspack/core';
import { MANIFEST_PATH, pageRelative } from '../ports';
import { runtimeConfigScript } from '../runtime-config';

const root = path.resolve(__dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const singleton = (name: string) => ({ singleton: true, requiredVersion: packageJson.dependencies[name] });

const config: Configuration = {
  mode: 'production',
  context: __dirname,
  target: ['web', 'es2020'],
  entry: { main: './src/index.ts' },
  output: { path: path.join(root, 'dist/rspack-host'), publicPath: '/', uniqueName: 'rspackHost', clean: true },
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
      title: 'Rspack host · sport-info',
      templateContent: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Rspack host · sport-info</title>${runtimeConfigScript(
        '__RSPACK_HOST_CONFIG__',
        { remoteManifestUrl: `${pageRelative.remote}${MANIFEST_PATH}`, apiBaseUrl: pageRelative.api },
      )}</head><body><div id="root"></div></body></html>`,
      minify: false,
    }),
  ],
};

export function buildRspackHost(): Promise<string> {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(config.output!.path!);
    });
  });
}

if (require.main === module) {
  buildRspackHost().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * The remote `sportInfo` (design.md section 3): `remoteEntry.js` + `mf-manifest.json` exposing
 * `./SportInfoApp` and `./mount`, and a standalone page at the site root.
 *   NODE_OPTIONS="--import tsx" webpack --config webpack.config.ts --mode production
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ports, urls } from './shell-demo/ports';
import { REMOTE_CONFIG_GLOBAL, runtimeConfigScript } from './shell-demo/runtime-config';

const root = __dirname;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};
const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** Singletons shared with the host; requiredVersion from our own dependency ranges. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: pkg.dependencies.react },
  'react-dom': { singleton: true, requiredVersion: pkg.dependencies['react-dom'] },
  'react-dom/client': { singleton: true, requiredVersion: pkg.dependencies['react-dom'] },
  'react-router': { singleton: true, requiredVersion: pkg.dependencies['react-router'] ?? `^${installedVersion('react-router')}` },
  'react-router-dom': { singleton: true, requiredVersion: pkg.dependencies['react-router-dom'] },
  zustand: { singleton: true, requiredVersion: pkg.dependencies.zustand },
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/standalone/index.ts' },
    output: {
      path: path.join(root, 'dist/remote'),
      publicPath: 'auto',
      uniqueName: 'sportInfo',
      // Entry names stay plain (the federation runtime resolves them); chunks carry hashes.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  // Prefixed and hashed: the host's own classes can never collide with ours.
                  localIdentName: production ? 'si_[hash:base64:6]' : 'si_[name]__[local]',
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __SPORT_INFO_VERSION__: JSON.stringify(pkg.version),
        __SPORT_INFO_DEFAULT_API__: JSON.stringify(urls.api),
      }),
      new ModuleFederationPlugin({
        name: 'sportInfo',
        filename: 'remoteEntry.js',
        exposes: {
          './SportInfoApp': './src/expose/sport-info-app.tsx',
          './mount': './src/expose/mount.ts',
        },
        shared: sharedSingletons,
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: './src/standalone/index.html',
        chunks: ['main'],
        // A deep link such as /anchor/detail/7 must still load scripts from the root.
        publicPath: '/',
        hash: production,
        // Inline scripts stay as written: the runtime-config markers must survive for static servers to rewrite.
        minify: production ? { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: false } : false,
        templateParameters: {
          runtimeConfig: runtimeConfigScript(REMOTE_CONFIG_GLOBAL, { apiBaseUrl: urls.api }),
        },
      }),
    ],
    // webpack 5.111 enables its own HTML handling when HtmlWebpackPlugin is present and minifies
    // the page's inline scripts, which would drop the runtime-config markers.
    experiments: { html: false },
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: ports.remote,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
    },
  };
};

/**
 * The production builds' JavaScript minifier: swc's, through webpack's own minimizer plugin, in
 * place of its default terser. Measured on this tree (2 cores): the remote's three builds 93 → 50 s,
 * and every first-screen figure of the sizes bench smaller (lean 94.5 → 93.9 KB gzip, default
 * 105.9 → 104.1, standalone 167.6 → 167.2). Two compress passes, as webpack's default has.
 */
import type MinimizerPlugin from 'minimizer-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

export const swcMinimizer = (): WebpackPluginInstance => {
  // Loaded by a production config only: each `npm start` process read the configs with it (~20 ms
  // of CPU) for nothing.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Plugin = require('minimizer-webpack-plugin') as typeof MinimizerPlugin;
  return new Plugin({
    minify: Plugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
};

/**
 * React Fast Refresh for the development builds (Rspack: the remote's three compilations and
 * shell-demo): swc's refresh transform (`moduleRules`), the refresh runtime and its wiring
 * (@rspack/plugin-react-refresh), one refresh runtime per page across the federation boundary
 * (shared-refresh-runtime.cjs), the modules that reload instead (hot-decline-loader.ts) and the
 * terminal's line about each edit (hot-update-report-plugin.ts). The dev servers run with
 * `hot: true`. Production builds (webpack) carry none of it.
 */
import path from 'node:path';
import type { Compiler, RspackPluginInstance, RuleSetRule } from '@rspack/core';
import type { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { coldReason } from './hot-update-rules';
import { HotUpdateReportPlugin } from './hot-update-report-plugin';

const root = path.resolve(__dirname, '../..');
const SHARED_RUNTIME = path.join(__dirname, 'shared-refresh-runtime.cjs');

/**
 * `react-refresh/runtime` → one instance per page (see shared-refresh-runtime.cjs): by its name
 * (the plugin's client modules) and by its file.
 */
export const refreshRuntimeAlias: Record<string, string> = {
  'react-refresh/runtime$': SHARED_RUNTIME,
  [`${require.resolve('react-refresh/runtime')}$`]: SHARED_RUNTIME,
};

/**
 * The modules that must not be hot-applied (hot-update-rules.ts, `coldReason`) decline hot
 * updates: a loader of ours on those few files only, after swc (`post`).
 */
export const hotDeclineRule: RuleSetRule = {
  test: (file: string) => /\.tsx?$/.test(file) && coldReason(file) !== null,
  enforce: 'post',
  loader: path.join(__dirname, 'hot-decline-loader.ts'),
};

/**
 * `alias` with the shared runtime's entries first: @rspack/plugin-react-refresh puts its own
 * `react-refresh` alias ahead of the config's, and the first alias that matches decides, so the
 * runtime would resolve to the package's copy before ours is tried.
 */
export const sharedRuntimeFirst = (alias: Record<string, string>): Record<string, string> => ({
  ...refreshRuntimeAlias,
  ...alias,
});

/** @rspack/plugin-react-refresh, with the shared runtime's alias ahead of the one it adds. */
export class FastRefreshPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    // An ES module only: loaded when a compiler runs (`npm start`), not whenever the configs are read.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ReactRefreshRspackPlugin: Plugin } = require('@rspack/plugin-react-refresh') as {
      ReactRefreshRspackPlugin: typeof ReactRefreshRspackPlugin;
    };
    // Our TypeScript only (what swc's refresh transform compiled): not the packages, not the
    // plain-JS stand-ins and runtime of scripts/build-plugins.
    new Plugin({ test: /\.tsx?$/, exclude: /node_modules/ }).apply(compiler);
    compiler.options.resolve.alias = sharedRuntimeFirst(compiler.options.resolve.alias as Record<string, string>);
  }
}

/**
 * The plugins of one development compilation. `report`: this compilation prints the terminal's
 * line about each edit (one per process, so that an edit is not reported once per compilation).
 */
export function fastRefreshPlugins(options: { report: boolean }): RspackPluginInstance[] {
  return [new FastRefreshPlugin(), ...(options.report ? [new HotUpdateReportPlugin(root)] : [])];
}

/** What the dev servers print after each compile: errors, warnings and the time it took. */
export const devStats = { preset: 'errors-warnings', timings: true, version: true } as const;

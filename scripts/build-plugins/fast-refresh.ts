/**
 * React Fast Refresh for the development builds (the remote's three compilations and shell-demo):
 * swc's refresh transform (`moduleRules`, `fastRefresh: true`), the refresh runtime and its
 * webpack wiring (@pmmmwh/react-refresh-webpack-plugin), one refresh runtime per page across the
 * federation boundary (shared-refresh-runtime.cjs), the modules that reload instead
 * (hot-decline-loader.ts) and the terminal's line about each edit (hot-update-report-plugin.ts).
 * The dev servers run with `hot: true`. Production builds carry none of it.
 */
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { HotUpdateReportPlugin } from './hot-update-report-plugin';

const root = path.resolve(__dirname, '../..');
const SHARED_RUNTIME = path.join(__dirname, 'shared-refresh-runtime.cjs');

/**
 * `react-refresh/runtime` → one instance per page (see shared-refresh-runtime.cjs): by its name
 * (the plugin's runtime utilities) and by its file (the plugin's loader requires it by path).
 */
export const refreshRuntimeAlias: NonNullable<NonNullable<Configuration['resolve']>['alias']> = {
  'react-refresh/runtime$': SHARED_RUNTIME,
  [`${require.resolve('react-refresh/runtime')}$`]: SHARED_RUNTIME,
};

/** Appended to the TypeScript rule: runs after swc, on its output. */
export const hotDeclineRule: string = path.join(__dirname, 'hot-decline-loader.ts');

/**
 * The plugins of one development compilation. `report`: this compilation prints the terminal's
 * line about each edit (one per process, so that an edit is not reported once per compilation).
 */
export function fastRefreshPlugins(options: { report: boolean }): WebpackPluginInstance[] {
  return [
    // webpack-dev-server's overlay shows build errors; React's own shows runtime errors.
    // Our TypeScript only (what swc's refresh transform compiled): not the packages, not the
    // plain-JS stand-ins and runtime of scripts/build-plugins.
    new ReactRefreshPlugin({ overlay: false, include: /\.tsx?$/, exclude: /node_modules/ }),
    ...(options.report ? [new HotUpdateReportPlugin(root)] : []),
  ];
}

/** What the dev servers print after each compile: errors, warnings and the time it took. */
export const devStats = { preset: 'errors-warnings', timings: true, version: true } as const;

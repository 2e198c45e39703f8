/** @jest-environment node */
/**
 * Fast Refresh and the persistent cache as the four compilations are configured: the development
 * builds (what `npm start` serves) carry swc's refresh transform, the refresh runtime's plugin,
 * one shared refresh runtime and hot dev servers; the production builds carry none of it. Each
 * development compilation caches under a name of its own; the production builds do not cache.
 */
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import remoteConfigs from '../../../../webpack.config';
import hostConfig from '@shell-demo/host/webpack.config';

type Built = Configuration & { devServer?: DevServerConfiguration };
const build = (mode: 'development' | 'production'): Built[] => [
  ...remoteConfigs({}, { mode }),
  hostConfig({}, { mode }),
];

/** swc's options on the TypeScript rule. */
function swcReact(config: Configuration): { refresh?: boolean; development?: boolean } {
  const rule = (config.module!.rules as RuleSetRule[]).find((each) => String(each.test) === String(/\.tsx?$/))!;
  const uses = rule.use as { loader?: string; options?: { jsc: { transform: { react: object } } } }[];
  return uses.find((use) => use.loader === 'swc-loader')!.options!.jsc.transform.react;
}

const hasRefreshPlugin = (config: Configuration) =>
  (config.plugins ?? []).some((plugin) => plugin instanceof ReactRefreshPlugin);
const aliases = (config: Configuration) => Object.values((config.resolve?.alias ?? {}) as Record<string, string>);

describe('development builds', () => {
  const configs = build('development');

  it('are the four compilations', () => {
    expect(configs.map((config) => config.name)).toEqual(['remote', 'remote-lean', 'standalone', 'host']);
  });

  it.each(configs.map((config) => [config.name, config]))(
    '%s: refresh transform, plugin and shared runtime',
    (_name, config) => {
      expect(swcReact(config)).toMatchObject({ refresh: true, development: true });
      expect(hasRefreshPlugin(config)).toBe(true);
      expect(aliases(config)).toContain(
        path.resolve(__dirname, '../../../../scripts/build-plugins/shared-refresh-runtime.cjs'),
      );
    },
  );

  it('serve hot: the remote and shell-demo', () => {
    const servers = configs.filter((config) => config.devServer);
    // `webpack serve` by hand: the lean container's server serves all three (remote-dev-server.ts).
    expect(servers.map((config) => config.name)).toEqual(['remote-lean', 'host']);
    for (const config of servers) expect(config.devServer!.hot).toBe(true);
  });

  it('cache each compilation under a name of its own', () => {
    const names = configs.map((config) => (config.cache as { name: string }).name);
    expect(names).toEqual([
      'remote-development',
      'remote-lean-development',
      'standalone-development',
      'host-development',
    ]);
  });

  it('keep what each import resolved to between rebuilds (an edit does not resolve the app again)', () => {
    expect(configs.map((config) => config.module?.unsafeCache)).toEqual([true, true, true, true]);
  });
});

describe('production builds', () => {
  const configs = build('production');

  it.each(configs.map((config) => [config.name, config]))(
    '%s: no refresh transform, plugin or runtime',
    (_name, config) => {
      expect(swcReact(config).refresh).toBe(false);
      expect(hasRefreshPlugin(config)).toBe(false);
      expect(aliases(config).some((alias) => alias.includes('refresh'))).toBe(false);
    },
  );

  it('do not use the persistent cache: what ships does not depend on a cache', () => {
    expect(configs.map((config) => config.cache)).toEqual([false, false, false, false]);
    expect(configs.map((config) => config.module?.unsafeCache)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

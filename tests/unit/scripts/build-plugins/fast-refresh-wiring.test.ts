/** @jest-environment node */
/**
 * Fast Refresh and the persistent cache as the four compilations are configured: the development
 * builds (Rspack, what `npm start` serves) carry swc's refresh transform in Rspack's built-in swc
 * loader, the refresh plugin, one shared refresh runtime, the decline rule and hot dev servers;
 * the production builds (webpack) carry none of it. Each development compilation caches under a
 * name of its own; the production builds do not cache.
 */
import path from 'node:path';
import type { Configuration as DevServerConfiguration } from '@rspack/dev-server';
import type { Configuration, RuleSetRule } from 'webpack';
import remoteConfigs from '../../../../webpack.config';
import hostConfig from '@shell-demo/host/webpack.config';
import { FastRefreshPlugin, hotDeclineRule, sharedRuntimeFirst } from '@scripts/build-plugins/fast-refresh';

type Built = Omit<Configuration, 'devServer'> & { devServer?: DevServerConfiguration };
const build = (mode: 'development' | 'production'): Built[] => [
  ...remoteConfigs({}, { mode }),
  hostConfig({}, { mode }),
];

/** The TypeScript rule's swc loader: its name and its React options. */
function swc(config: Built): { loader: string; react: { refresh?: boolean; development?: boolean } } {
  const rule = (config.module!.rules as RuleSetRule[]).find((each) => String(each.test) === String(/\.tsx?$/))!;
  const uses = rule.use as { loader: string; options: { jsc: { transform: { react: object } } } }[];
  const use = uses.find((each) => each.loader.endsWith('swc-loader'))!;
  return { loader: use.loader, react: use.options.jsc.transform.react };
}

const hasRefreshPlugin = (config: Built) =>
  (config.plugins ?? []).some((plugin) => plugin instanceof FastRefreshPlugin);
const hasDeclineRule = (config: Built) => (config.module!.rules as unknown[]).includes(hotDeclineRule);
const aliases = (config: Built) => Object.values((config.resolve?.alias ?? {}) as Record<string, string>);
const SHARED_RUNTIME = path.resolve(__dirname, '../../../../scripts/build-plugins/shared-refresh-runtime.cjs');

describe('development builds', () => {
  const configs = build('development');

  it('are the four compilations', () => {
    expect(configs.map((config) => config.name)).toEqual(['remote', 'remote-lean', 'standalone', 'host']);
  });

  it.each(configs.map((config) => [config.name, config]))(
    "%s: Rspack's swc loader with the refresh transform, the refresh plugin, the shared runtime, the decline rule",
    (_name, config) => {
      expect(swc(config)).toEqual({
        loader: 'builtin:swc-loader',
        react: expect.objectContaining({ refresh: true, development: true }),
      });
      expect(hasRefreshPlugin(config)).toBe(true);
      expect(aliases(config)).toContain(SHARED_RUNTIME);
      expect(hasDeclineRule(config)).toBe(true);
    },
  );

  it('decline hot updates in the modules that must reload (stores, contracts), not in components', () => {
    const test = hotDeclineRule.test as (file: string) => boolean;
    expect(test('/repo/src/domains/news/store/news-store.ts')).toBe(true);
    expect(test('/repo/src/contracts/news.ts')).toBe(true);
    expect(test('/repo/src/domains/news/pages/news-page.tsx')).toBe(false);
    expect(test('/repo/src/ui/tabs.module.css')).toBe(false);
    expect(hotDeclineRule.enforce).toBe('post');
  });

  it('put the shared runtime ahead of the alias the refresh plugin adds for its package', () => {
    const { alias } = configs[0]!.resolve as { alias: Record<string, string> };
    // The order @rspack/plugin-react-refresh leaves: its package's folder first, then the config's.
    const applied = sharedRuntimeFirst({ 'react-refresh': '/node_modules/react-refresh', ...alias });
    const [first, second] = Object.entries(applied);
    expect(first).toEqual(['react-refresh/runtime$', SHARED_RUNTIME]);
    expect(second![1]).toBe(SHARED_RUNTIME);
    expect(applied['react-refresh']).toBe('/node_modules/react-refresh');
  });

  it('serve hot: the remote and shell-demo', () => {
    const servers = configs.filter((config) => config.devServer);
    // `npm start` without its side port (by hand): the lean container's server serves all three (remote-dev-server.ts).
    expect(servers.map((config) => config.name)).toEqual(['remote-lean', 'host']);
    for (const config of servers) expect(config.devServer!.hot).toBe(true);
  });

  it("cache each compilation under a name of its own, in Rspack's persistent cache", () => {
    const caches = configs.map((config) => config.cache as unknown as { type: string; name: string });
    expect(caches.map((cache) => [cache.type, cache.name])).toEqual([
      ['persistent', 'remote-development'],
      ['persistent', 'remote-lean-development'],
      ['persistent', 'standalone-development'],
      ['persistent', 'host-development'],
    ]);
  });
});

describe('production builds', () => {
  const configs = build('production');

  it.each(configs.map((config) => [config.name, config]))(
    "%s: webpack's swc-loader, no refresh transform, plugin, runtime or decline rule",
    (_name, config) => {
      expect(swc(config).loader).toBe('swc-loader');
      expect(swc(config).react.refresh).toBe(false);
      expect(hasRefreshPlugin(config)).toBe(false);
      expect(hasDeclineRule(config)).toBe(false);
      expect(aliases(config).some((alias) => alias.includes('refresh'))).toBe(false);
    },
  );

  it('do not use the persistent cache: what ships does not depend on a cache', () => {
    expect(configs.map((config) => config.cache)).toEqual([false, false, false, false]);
  });
});

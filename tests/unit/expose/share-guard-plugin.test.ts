/**
 * The default container's share guard, driven through the real federation runtime:
 * a host registers its React, our container joins the host's share scope as `init` does
 * (initShareScopeMap + initializeSharing), and we look at what the host would resolve and what
 * our code gets.
 */
import { createInstance } from '@module-federation/runtime';
import shareGuardPlugin from '../../../src/expose/share-guard-plugin';

const fakeReact = (version: string) => ({ version });
const singleton = (version: string, requiredVersion: string, from: string) => ({
  version,
  lib: () => fakeReact(version),
  shareConfig: { singleton: true, requiredVersion },
  from,
});

function join(hostReact: string | null, hostRouter: string | null = null) {
  const host = createInstance({
    name: `host${hostReact ?? 'none'}${Math.random()}`,
    remotes: [],
    shared: {
      ...(hostReact ? { react: singleton(hostReact, `^${hostReact}`, 'host') } : {}),
      ...(hostRouter ? { 'react-router-dom': singleton(hostRouter, `^${hostRouter}`, 'host') } : {}),
    },
  });
  host.initializeSharing('default');
  const scope = host.shareScopeMap.default!;
  const us = createInstance({
    name: 'sportInfo',
    remotes: [],
    shared: {
      react: singleton('19.3.1', '^19.3.1', 'sportInfo'),
      'react-router-dom': singleton('7.18.5', '^7.18.5', 'sportInfo'),
    },
    plugins: [shareGuardPlugin()],
  });
  us.initShareScopeMap('default', scope);
  us.initializeSharing('default', { from: 'build' });
  const ours = (pkgName: string, requiredVersion: string) =>
    us.loadShare(pkgName, { customShareInfo: { shareConfig: { singleton: true, requiredVersion } } });
  return { scope, ours };
}

afterEach(() => {
  delete window.__SPORT_INFO_SHARING__;
});

it('beside a React 18 host: nothing of ours enters the scope, and our code gets no shared React (it uses its own)', async () => {
  const { scope, ours } = join('18.3.1', '6.30.6');
  expect(Object.keys(scope.react!)).toEqual(['18.3.1']);
  expect(Object.keys(scope['react-router-dom']!)).toEqual(['6.30.6']);
  await expect(ours('react', '^19.3.1')).resolves.toBe(false);
  await expect(ours('react-router-dom', '^7.18.5')).resolves.toBe(false);
  expect(window.__SPORT_INFO_SHARING__).toEqual({ mode: 'isolated', hostReact: '18.3.1', remoteReact: '19.3.1' });
});

it('beside a React 19 host: React is shared as before (ours offered, the one already loaded used)', async () => {
  const { scope, ours } = join('19.3.0');
  expect(Object.keys(scope.react!).sort()).toEqual(['19.3.0', '19.3.1']);
  const react = (await ours('react', '^19.3.0')) as () => { version: string };
  expect(react().version).toBe('19.3.0');
  expect(window.__SPORT_INFO_SHARING__).toEqual({ mode: 'shared', hostReact: '19.3.0', remoteReact: '19.3.1' });
});

it('a React 19 host on router 6: our router 7 stays out of its scope (it did not ask for it)', () => {
  const { scope } = join('19.3.1', '6.30.6');
  expect(Object.keys(scope['react-router-dom']!)).toEqual(['6.30.6']);
  expect(Object.keys(scope.react!)).toEqual(['19.3.1']);
});

it('a host without React: ours is offered, nobody else is affected', () => {
  const { scope } = join(null);
  expect(Object.keys(scope.react!)).toEqual(['19.3.1']);
  expect(window.__SPORT_INFO_SHARING__).toMatchObject({ mode: 'shared', hostReact: null });
});

it("a host whose router is the same version, not yet loaded: the host's stays in the scope, whichever name sorts first", () => {
  for (const hostName of ['aPortal', 'zPortal']) {
    const host = createInstance({
      name: hostName,
      remotes: [],
      shared: {
        'react-router-dom': {
          version: '7.18.5',
          // Not loaded yet: a portal whose router is in a lazy chunk.
          get: () => Promise.resolve(() => fakeReact('7.18.5')),
          shareConfig: { singleton: true, requiredVersion: '^7.18.5' },
        },
      },
    });
    host.initializeSharing('default');
    const scope = host.shareScopeMap.default!;
    const us = createInstance({
      name: 'sportInfo',
      remotes: [],
      shared: { 'react-router-dom': singleton('7.18.5', '^7.18.5', 'sportInfo') },
      plugins: [shareGuardPlugin()],
    });
    us.initShareScopeMap('default', scope);
    us.initializeSharing('default', { from: 'build' });
    expect(scope['react-router-dom']!['7.18.5']!.from).toBe(hostName);
  }
});

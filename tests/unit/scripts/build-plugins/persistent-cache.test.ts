/** @jest-environment node */
/**
 * The persistent cache's invalidation key: the environment the configs read goes into
 * `cache.version`, the files that define the build into `buildDependencies`, and the cache lives
 * in the checkout (`.cache/rspack`), never in a `node_modules` other worktrees may share.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CACHE_BUILD_DEPENDENCIES,
  CACHE_DIRECTORY,
  CACHE_ENV,
  cacheVersion,
  persistentCache,
} from '@scripts/build-plugins/persistent-cache';

const root = path.resolve(__dirname, '../../../..');

describe('the persistent cache key', () => {
  it.each(CACHE_ENV.map((name) => [name]))('changes when %s changes', (name) => {
    const before = cacheVersion('development', {});
    expect(cacheVersion('development', { [name]: 'http://10.0.0.7:4000' })).not.toBe(before);
  });

  it('is the same for an unrelated variable, and for unset and empty (the configs use `||`)', () => {
    const base = cacheVersion('development', { API_BASE_URL: '' });
    expect(cacheVersion('development', { EDITOR: 'vim', TERM: 'xterm' })).toBe(base);
    expect(cacheVersion('development', {})).toBe(base);
  });

  it('differs between development and production', () => {
    expect(cacheVersion('development', {})).not.toBe(cacheVersion('production', {}));
  });

  it('names the configs, every build plugin, the dev servers, package.json and the lock file as build dependencies', () => {
    const relative = CACHE_BUILD_DEPENDENCIES.map((file) => path.relative(root, file));
    const plugins = readdirSync(path.join(root, 'scripts/build-plugins')).map(
      (file) => `scripts/build-plugins/${file}`,
    );
    expect(plugins).toEqual(expect.arrayContaining(['scripts/build-plugins/fast-refresh.ts']));
    expect(relative).toEqual(
      expect.arrayContaining([
        'webpack.config.ts',
        'shell-demo/host/webpack.config.ts',
        ...plugins,
        'scripts/dev-servers.ts',
        'package.json',
        'package-lock.json',
      ]),
    );
  });

  it("lives under the checkout in .cache/rspack, one cache per compilation, as Rspack's persistent cache", () => {
    expect(CACHE_DIRECTORY).toBe(path.join(root, '.cache/rspack'));
    const cache = persistentCache('remote-lean', { REMOTE_PORT: '4001' });
    expect(cache).toEqual({
      type: 'persistent',
      name: 'remote-lean-development',
      version: cacheVersion('development', { REMOTE_PORT: '4001' }),
      buildDependencies: [...CACHE_BUILD_DEPENDENCIES],
      storage: { type: 'filesystem', directory: CACHE_DIRECTORY },
    });
    expect(CACHE_DIRECTORY).not.toContain('node_modules');
  });

  it('keeps a cache apart in a folder of .cache/rspack when DEV_CACHE_SUBDIR names one', () => {
    expect(persistentCache('host', { DEV_CACHE_SUBDIR: 'bench' })).toMatchObject({
      storage: { directory: path.join(CACHE_DIRECTORY, 'bench') },
    });
    expect(() => persistentCache('host', { DEV_CACHE_SUBDIR: '../elsewhere' })).toThrow('plain folder name');
  });
});

/**
 * Rspack's persistent cache for the development builds of the remote and shell-demo (what
 * `npm start` serves): a second start reads the modules it compiled before from
 * `<repo>/.cache/rspack/<name>-development` instead of compiling them again. Not for the
 * production builds (webpack): built twice from the same tree, cold and then warm, shell-demo's
 * react-router-dom chunk came out different (its `export *` of the shared react-router compiled
 * two ways, one without the run-time re-export), and what ships must not depend on a cache's
 * state. Under the repository, not `node_modules/.cache`: worktrees on one machine may share a
 * `node_modules`, and each checkout's cache must be its own.
 *
 * What invalidates it (docs/startup.md, "The development loop"):
 * - any source module or loader input: Rspack's own snapshots;
 * - the build's configuration: the config files, the build plugins, the files they read
 *   (`buildDependencies`, hashed);
 * - the installed packages: the lock file and package.json (`buildDependencies`);
 * - the environment the configs read (`cache.version`, a hash of those variables).
 * `npm run clean:cache` removes it all (scripts/clean-cache.ts).
 *
 * `DEV_CACHE_SUBDIR=<name>` keeps a cache apart in `.cache/rspack/<name>` (the bench's devloop
 * scenario and the dev-stack test: their ports differ from a developer's, and so would the key).
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CacheOptions } from '@rspack/core';

const root = path.resolve(__dirname, '../..');

export const CACHE_DIRECTORY = path.join(root, '.cache/rspack');

/** The environment variables the build configs read: a change of any is a different build. */
export const CACHE_ENV = ['API_BASE_URL', 'REMOTE_URL', 'HOST_PORT', 'REMOTE_PORT', 'API_PORT', 'NODE_ENV'] as const;

const BUILD_PLUGINS = 'scripts/build-plugins';

/** Files whose change makes every cached module stale: the configs, every build plugin, what they read. */
export const CACHE_BUILD_DEPENDENCIES: readonly string[] = [
  'webpack.config.ts',
  'shell-demo/host/webpack.config.ts',
  ...readdirSync(path.join(root, BUILD_PLUGINS)).map((file) => `${BUILD_PLUGINS}/${file}`),
  'scripts/dev-servers.ts',
  'dev-env/ports.ts',
  'dev-env/runtime-config.ts',
  'dev-env/content-security-policy.ts',
  'src/contracts/runtime-config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
].map((file) => path.join(root, file));

/** `cache.version`: the mode and the values of CACHE_ENV (unset and empty are the same: the configs use `||`). */
export function cacheVersion(mode: string, env: NodeJS.ProcessEnv = process.env): string {
  const values = CACHE_ENV.map((name) => `${name}=${env[name] || ''}`);
  return createHash('sha256')
    .update([`mode=${mode}`, ...values].join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/** `.cache/rspack`, or the folder `DEV_CACHE_SUBDIR` names inside it. */
export function cacheDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const subdir = env.DEV_CACHE_SUBDIR || '';
  if (!/^[\w-]*$/.test(subdir)) throw new Error(`DEV_CACHE_SUBDIR must be a plain folder name, not ${subdir}`);
  return path.join(CACHE_DIRECTORY, subdir);
}

/** The `cache` option of one development compilation; `name` must be unique among the compilations. */
export function persistentCache(name: string, env: NodeJS.ProcessEnv = process.env): CacheOptions {
  return {
    type: 'persistent',
    name: `${name}-development`,
    version: cacheVersion('development', env),
    buildDependencies: [...CACHE_BUILD_DEPENDENCIES],
    storage: { type: 'filesystem', directory: cacheDirectory(env) },
  };
}

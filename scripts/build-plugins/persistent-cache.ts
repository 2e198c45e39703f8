/**
 * webpack's persistent cache for the development builds of the remote and shell-demo (what
 * `npm start` serves): a second start reads the modules it compiled before from
 * `<repo>/.cache/webpack/<name>-development` instead of compiling them again. Not for the
 * production builds: built twice from the same tree, cold and then warm, shell-demo's
 * react-router-dom chunk came out different (its `export *` of the shared react-router compiled
 * two ways, one without the run-time re-export), and what ships must not depend on a cache's state. Under the repository, not `node_modules/.cache`: worktrees on one machine
 * may share a `node_modules`, and each checkout's cache must be its own.
 *
 * What invalidates it (docs/startup.md, "The development loop"):
 * - any source module or loader input: webpack's own snapshots (timestamps and hashes);
 * - the build's configuration: the config files, the build plugins, the files they read
 *   (`buildDependencies`, hashed);
 * - the installed packages: the lock file and package.json (`buildDependencies`);
 * - the environment the configs read (`cache.version`, a hash of those variables).
 * `npm run clean:cache` removes it all (scripts/clean-cache.ts).
 *
 * `WEBPACK_CACHE_SUBDIR=<name>` keeps a cache apart in `.cache/webpack/<name>` (the bench's
 * devloop scenario: its ports differ from a developer's, and so would the key).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Configuration } from 'webpack';

const root = path.resolve(__dirname, '../..');

export const CACHE_DIRECTORY = path.join(root, '.cache/webpack');

/** The environment variables the webpack configs read: a change of any is a different build. */
export const CACHE_ENV = ['API_BASE_URL', 'REMOTE_URL', 'HOST_PORT', 'REMOTE_PORT', 'API_PORT', 'NODE_ENV'] as const;

/** Files whose change makes every cached module stale (a directory ends with `/`). */
export const CACHE_BUILD_DEPENDENCIES: readonly string[] = [
  'webpack.config.ts',
  'shell-demo/host/webpack.config.ts',
  'scripts/build-plugins/',
  'shell-demo/ports.ts',
  'shell-demo/runtime-config.ts',
  'src/contracts/runtime-config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
].map((file) => path.join(root, file) + (file.endsWith('/') ? '/' : ''));

/** `cache.version`: the mode and the values of CACHE_ENV (unset and empty are the same: the configs use `||`). */
export function cacheVersion(mode: string, env: NodeJS.ProcessEnv = process.env): string {
  const values = CACHE_ENV.map((name) => `${name}=${env[name] || ''}`);
  return createHash('sha256')
    .update([`mode=${mode}`, ...values].join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/** `.cache/webpack`, or the folder `WEBPACK_CACHE_SUBDIR` names inside it. */
export function cacheDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const subdir = env.WEBPACK_CACHE_SUBDIR || '';
  if (!/^[\w-]*$/.test(subdir)) throw new Error(`WEBPACK_CACHE_SUBDIR must be a plain folder name, not ${subdir}`);
  return path.join(CACHE_DIRECTORY, subdir);
}

/** The `cache` option of one compilation; `name` must be unique among the compilations. */
export function persistentCache(
  name: string,
  mode: 'development' | 'production',
  env: NodeJS.ProcessEnv = process.env,
): NonNullable<Configuration['cache']> {
  return {
    type: 'filesystem',
    cacheDirectory: cacheDirectory(env),
    name: `${name}-${mode}`,
    version: cacheVersion(mode, env),
    buildDependencies: { config: [...CACHE_BUILD_DEPENDENCIES] },
    // webpack's development default copies every section it reads into buffers of their own so
    // that memory can be collected: the first edit after a warm start paid ~1.2 s of copying the
    // sections it needed then. A dev server keeps the memory; the edit does not wait.
    allowCollectingMemory: false,
  };
}

/**
 * `module.unsafeCache` for the development builds: between rebuilds webpack keeps what each
 * import resolved to, instead of resolving every import of the app again (its default does that
 * for node_modules only). Most of an edit's compile was that re-resolution. The one thing it
 * misses until the next start: a new file that would take over an import already resolved (a new
 * `foo.ts` beside an existing `foo/index.ts`).
 */
export const devUnsafeCache = (production: boolean): { unsafeCache?: true } =>
  production ? {} : { unsafeCache: true };

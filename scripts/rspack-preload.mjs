/**
 * The build packages of the dev-server processes, loaded by Node itself before tsx's hook is
 * registered: scripts/start.ts runs each process of scripts/dev-servers.ts as
 * `node --require ./scripts/rspack-preload.mjs --require tsx/cjs scripts/dev-servers.ts …` (Node
 * requires an ES module since 20.19). Loaded here, each is in Node's module cache as it is, and
 * the configs' `require` finds it there:
 * - Rspack's packages are ES modules that the configs reach with `require`, which tsx would
 *   compile on the way in, naming every function with a `__name(...)` helper. Rspack prints its
 *   federation runtime's functions into the page as their source text, where `__name` does not
 *   exist: the page would stop at a ReferenceError.
 * - The federation plugin and html-webpack-plugin, which every development config applies: through
 *   tsx's hook each of their files is read and checked again (the federation plugin took 0.23 s of
 *   CPU to load instead of 0.11).
 * The production-only packages (webpack's federation plugin, the minimizer) are left to the
 * configs: they cost a few milliseconds where they are imported.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
require('@rspack/core');
// Read by Rspack with `require` when a federation plugin applies (not an export of the package).
require(path.join(path.dirname(require.resolve('@rspack/core')), 'moduleFederationDefaultRuntime.js'));
require('@rspack/dev-server');
require('@rspack/plugin-react-refresh');
require('@module-federation/enhanced/rspack');
require('html-webpack-plugin');

/**
 * Rspack's packages loaded by Node itself, before tsx is: scripts/start.ts imports this file, then
 * tsx, into each process of scripts/dev-servers.ts. They are ES modules that the configs
 * reach with `require`, which tsx would compile on the way in, naming every function with a
 * `__name(...)` helper. Rspack prints its federation runtime's functions into the page as their
 * source text, where `__name` does not exist: the page would stop at a ReferenceError. Loaded
 * here first, each is in Node's module cache as it is, and tsx's `require` finds it there.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
require('@rspack/core');
// Read by Rspack with `require` when a federation plugin applies (not an export of the package).
require(path.join(path.dirname(require.resolve('@rspack/core')), 'moduleFederationDefaultRuntime.js'));
require('@rspack/dev-server');
require('@rspack/plugin-react-refresh');

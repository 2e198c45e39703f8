/**
 * Builds the bridge-react host into dist/bridge-host, the way the Rspack host is built.
 *   node shell-demo/bridge-host/build.mjs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRspackHost, runBuild } from '../rspack-host/build.mjs';

runBuild(
  buildRspackHost({
    folder: path.dirname(fileURLToPath(import.meta.url)),
    name: 'bridge-host',
    configGlobal: '__BRIDGE_HOST_CONFIG__',
    title: 'bridge-react host',
  }),
);

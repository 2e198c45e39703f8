/**
 * Builds the Vite reference portals (`@module-federation/vite`, each with its defaults:
 * `sportInfo` a build-time remote from our default `mf-manifest.json`, React, react-dom and
 * react-router-dom shared as singletons, share strategy 'version-first'):
 * - `react18`: shell-demo/vite-react18-host, React 18.3 and react-router 6 (its own
 *   package.json, installed by the root `npm ci` as a workspace), `./mount` in a div;
 * - `react19`: shell-demo/vite-host, React 19 and react-router 7 from the root,
 *   `./SportInfoApp` under the portal's router.
 *   node shell-demo/vite-host/build.mjs [react18|react19]   (both, one process each, when none is named)
 * The remote's address is part of the build (a build-time remote): REMOTE_MANIFEST_URL, else
 * http://localhost:3001/mf-manifest.json. Plain JavaScript run by Node, as the Rspack host's.
 */
import { execFileSync } from 'node:child_process';
import console from 'node:console';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export const viteHosts = {
  react18: {
    name: 'portal18',
    folder: path.join(root, 'shell-demo/vite-react18-host'),
    outDir: path.join(root, 'dist/vite-react18-host'),
  },
  react19: {
    name: 'portal19',
    folder: path.join(root, 'shell-demo/vite-host'),
    outDir: path.join(root, 'dist/vite-host'),
  },
};

export async function buildViteHost(
  kind,
  remoteManifestUrl = process.env.REMOTE_MANIFEST_URL ?? 'http://localhost:3001/mf-manifest.json',
) {
  const host = viteHosts[kind];
  // Under a test runner (NODE_ENV=test, JEST_WORKER_ID) the federation plugin turns itself off
  // unless told not to; this is a production build whoever starts it.
  process.env.NODE_ENV = 'production';
  process.env.MFE_VITE_NO_TEST_ENV_CHECK = 'true';
  await build({
    configFile: false,
    mode: 'production',
    root: host.folder,
    logLevel: 'warn',
    base: '/',
    build: { outDir: host.outDir, emptyOutDir: true, target: 'es2020', reportCompressedSize: false },
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [
      federation({
        name: host.name,
        remotes: { sportInfo: { type: 'var', name: 'sportInfo', entry: remoteManifestUrl } },
        shared: {
          react: { singleton: true },
          'react-dom': { singleton: true },
          'react-router-dom': { singleton: true },
        },
        dts: false,
      }),
    ],
  });
  return host.outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const kind = process.argv[2];
  if (kind) {
    const started = Date.now();
    await buildViteHost(kind).catch((error) => {
      console.error(error);
      process.exit(1);
    });
    console.log(`vite host ${kind}: ${Date.now() - started} ms`);
  } else {
    // One process per portal: the federation plugin keeps state between builds of one process
    // (a second build no longer resolves the remote's modules).
    for (const each of Object.keys(viteHosts))
      execFileSync(process.execPath, [process.argv[1], each], { stdio: 'inherit' });
  }
}

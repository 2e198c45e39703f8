/**
 * The QA contract kit (scripts/contract-check.ts) against the local stack: every
 * check passes, the `./bridge` ones included; against a deliberately broken deployment — the same remote served with a
 * manifest that lost `./mount` — it exits 1 and names the failure in one ✗ line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../shell-demo/static-server';
import { checkStack, KIT_GROUPS, runContractKit } from './support/contract-kit';
import { stackForFile } from './support/stack';

const root = path.resolve(__dirname, '../..');

const stack = stackForFile(150_000);
let broken: StaticServer | undefined;
let brokenDir = '';
beforeAll(async () => {
  brokenDir = mkdtempSync(path.join(tmpdir(), 'contract-check-broken-'));
  cpSync(path.join(root, 'dist/remote'), brokenDir, { recursive: true });
  const manifestPath = path.join(brokenDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exposes: { path: string }[] };
  manifest.exposes = manifest.exposes.filter((expose) => expose.path !== './mount');
  writeFileSync(manifestPath, JSON.stringify(manifest));
  broken = await startStaticServer({
    root: brokenDir,
    port: 0,
    cors: true,
    runtimeConfig: { apiBaseUrl: stack.apiUrl },
  });
});
afterAll(async () => {
  await broken?.close();
  if (brokenDir) rmSync(brokenDir, { recursive: true, force: true });
});

it('passes against the local stack', async () => {
  const { code, results } = await checkStack({
    host: stack.hostUrl,
    manifest: `${stack.remoteUrl}/mf-manifest.json`,
    api: stack.apiUrl,
  });
  expect(results.filter((result) => !result.ok)).toEqual([]);
  for (const group of KIT_GROUPS) expect(results.some((result) => result.group === group)).toBe(true);
  // The bridge-react export: exposed, rendered as createRemoteAppComponent renders it, destroyed clean.
  const names = results.map((result) => `${result.group}: ${result.name}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'manifest: exposes ./bridge',
      'mount: loadRemote sportInfo/bridge',
      'mount: ./bridge: provider().render({ dom, basename, ...props }) renders the anchor home',
      'mount: ./bridge: destroy({ dom }) leaves nothing behind',
      // What a portal's monitoring reads, and the deployment's caching.
      'bridge: metric (web vitals of the page view)',
      'deploy: remoteEntry.js revalidates',
      'deploy: standalone page revalidates',
    ]),
  );
  expect(code).toBe(0);
});

it('fails with a clear line against a manifest without ./mount', async () => {
  const { code, stdout } = await runContractKit([
    '--manifest',
    `http://localhost:${broken!.port}/mf-manifest.json`,
    '--api',
    stack.apiUrl,
    '--only',
    'manifest,mount',
  ]);
  expect(code).toBe(1);
  expect(stdout).toMatch(/✗ exposes \.\/mount — missing; exposes: \.\/SportInfoApp/);
  expect(stdout).toMatch(/^FAILED manifest: exposes \.\/mount/m);
});

/**
 * The QA contract kit (scripts/contract-check.ts) against the local stack: every
 * check passes, the `./bridge` ones included; against deliberately broken deployments — the same
 * remote served with a manifest that lost `./mount`, or with `./mount`'s file touching the
 * document as it is evaluated (what a portal's server cannot run) — it exits 1 and names the
 * failure in one ✗ line; its server group evaluates every expose of the build's federation options
 * and fails an expose that reads a time in the server's own zone.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXPOSED_MODULES } from '../../scripts/contract-check/manifest';
import { startStaticServer, type StaticServer } from '../../shell-demo/static-server';
import { checkStack, KIT_GROUPS, runContractKit } from './support/contract-kit';
import { stackForFile } from './support/stack';

const root = path.resolve(__dirname, '../..');

// The kit's whole walk takes ~130 s on a quiet machine, beside two more kit runs: room for a loaded one.
// The kit signs its calls with the machine's clock: its server keeps that time whatever hour the
// other journeys' world is set at.
const stack = stackForFile(300_000, { realClock: true });
let broken: StaticServer | undefined;
let touchy: StaticServer | undefined;
/** The kit's runs against the broken deployments, started together in beforeAll. */
let withoutMount: ReturnType<typeof runContractKit> | undefined;
let touchingDocument: ReturnType<typeof runContractKit> | undefined;
const copies: string[] = [];

/** dist/remote copied and changed by `change(dir, manifest)`, served as a deployment of its own. */
async function servedCopy(
  change: (dir: string, manifest: { exposes: { path: string; assets: { js: { sync: string[] } } }[] }) => void,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-check-broken-'));
  copies.push(dir);
  cpSync(path.join(root, 'dist/remote'), dir, { recursive: true });
  const manifestPath = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Parameters<typeof change>[1];
  change(dir, manifest);
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return startStaticServer({ root: dir, port: 0, cors: true, runtimeConfig: { apiBaseUrl: stack.apiUrl } });
}

beforeAll(async () => {
  broken = await servedCopy((_dir, manifest) => {
    manifest.exposes = manifest.exposes.filter((expose) => expose.path !== './mount');
  });
  touchy = await servedCopy((dir, manifest) => {
    const prepend = (expose: string, code: string) => {
      const file = manifest.exposes
        .find((item) => item.path === `./${expose}`)!
        .assets.js.sync.find((name) => name.startsWith(`__federation_expose_${expose}.`))!;
      writeFileSync(path.join(dir, file), `${code}${readFileSync(path.join(dir, file), 'utf8')}`);
    };
    prepend('mount', 'document.title;');
    // The hour as the server's own zone reads it: not China's on a portal's server abroad.
    prepend('alerts', 'new Date().getHours();');
  });
  // The two broken deployments' runs start now, beside the local stack's: a kit run mostly waits
  // (its process's start, a browser, the evaluations' Node processes one after another), so
  // together they take the file from 142 to 90 s for the same 53 s of CPU.
  const kitAgainst = (deployment: StaticServer, groups: string) =>
    runContractKit([
      '--manifest',
      `http://localhost:${deployment.port}/mf-manifest.json`,
      '--api',
      stack.apiUrl,
      '--only',
      groups,
    ]);
  withoutMount = kitAgainst(broken, 'manifest,mount');
  touchingDocument = kitAgainst(touchy, 'server');
});
afterAll(async () => {
  // A test left out (-t) leaves its run going: it ends before the servers it reads close.
  await Promise.all([withoutMount, touchingDocument]);
  await broken?.close();
  await touchy?.close();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
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
      // What a server-rendering portal's server evaluates, and the clock face abroad.
      'server: ./SportInfoApp.data: fetchData() on a server settles and calls nothing',
      'mount: times read in China time, the browser in America/New_York',
    ]),
  );
  // Every expose the build makes, evaluated on a server in a zone far from China's.
  expect(EXPOSED_MODULES).toEqual(
    expect.arrayContaining(['./SportInfoApp', './SportInfoApp.data', './mount', './bridge', './alerts']),
  );
  expect(names).toEqual(
    expect.arrayContaining(
      EXPOSED_MODULES.flatMap((expose) => [
        `server: ${expose} evaluates on a server (Node: no window, no document)`,
        `server: ${expose}: times read in China time, the server in America/New_York`,
      ]),
    ),
  );
  expect(code).toBe(0);
});

it('fails with a clear line against a manifest without ./mount', async () => {
  const { code, stdout } = await withoutMount!;
  expect(code).toBe(1);
  expect(stdout).toMatch(/✗ exposes \.\/mount — missing; exposes: \.\/SportInfoApp/);
  expect(stdout).toMatch(/^FAILED manifest: exposes \.\/mount/m);
});

it("fails with a clear line against an expose that touches the document as it is evaluated (a portal's server has none), or reads the server's zone", async () => {
  const { code, stdout } = await touchingDocument!;
  expect(code).toBe(1);
  expect(stdout).toMatch(
    /✗ \.\/mount evaluates on a server \(Node: no window, no document\) — ReferenceError: document is not defined — at __federation_expose_mount\.[0-9a-f]+\.js:1/,
  );
  expect(stdout).toMatch(/✓ \.\/SportInfoApp evaluates on a server/);
  expect(stdout).toMatch(/^FAILED server: \.\/mount evaluates on a server/m);
  expect(stdout).toMatch(
    /✗ \.\/alerts: times read in China time, the server in America\/New_York — read in the server's zone: Date#getHours — at __federation_expose_alerts\.[0-9a-f]+\.js:1/,
  );
  expect(stdout).toMatch(/✓ \.\/SportInfoApp: times read in China time/);
});

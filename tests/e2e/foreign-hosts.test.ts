/**
 * Hosts no one here wrote (issue 19 section 1), both on the remote's default manifest and
 * opened under other loopback names than the remote's:
 * - the bare runtime: a plain page with no React and no bundler plugin mounts `./mount`,
 *   navigates inside, updates props, unmounts and leaves no listener, timer, socket or style;
 * - an Rspack host (`@module-federation/enhanced/rspack`) renders `./SportInfoApp` with React
 *   and the router shared, and its history and the remote's stay in step.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildSync } from 'esbuild';
import type { Page, Request } from 'playwright-core';
import { buildBareHost } from '../../shell-demo/bare-host/build';
import { MANIFEST_PATH } from '../../shell-demo/ports';
import { startStaticServer, type StaticServer } from '../../shell-demo/static-server';
import type { Counters } from '../../scripts/contract-check/page/leak-counters';
import { screenshotPath, startStack, type Stack } from './support/stack';

jest.setTimeout(180_000);

let stack: Stack;
const servers: StaticServer[] = [];
let remotePort = 0;
const root = path.resolve(__dirname, '../..');

beforeAll(async () => {
  stack = await startStack();
  remotePort = Number(new URL(stack.remoteUrl).port);
  const apiPort = Number(new URL(stack.apiUrl).port);
  // Page-relative addresses: the remote and the API on the page's own hostname.
  const runtimeConfig = { remoteManifestUrl: `:${remotePort}${MANIFEST_PATH}`, apiBaseUrl: `:${apiPort}` };
  // Rspack is ES modules only, which jest's CommonJS runtime cannot load: built in a child process.
  const rspackBuild = promisify(execFile)(process.execPath, [path.join(root, 'shell-demo/rspack-host/build.mjs')], {
    cwd: root,
  });
  const [bareRoot] = await Promise.all([buildBareHost(), rspackBuild]);
  const rspackRoot = path.join(root, 'dist/rspack-host');
  servers.push(await startStaticServer({ root: bareRoot, runtimeConfig }));
  servers.push(await startStaticServer({ root: rspackRoot, runtimeConfig }));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await stack?.close();
});

/** The leak counters of the contract kit, as a script that runs before the page's own. */
function leakCountersScript(remoteOrigin: string): string {
  const bundle = buildSync({
    stdin: {
      contents: `import { installLeakCounters } from './leak-counters'; window.__leaks = installLeakCounters(${JSON.stringify(remoteOrigin)});`,
      resolveDir: path.resolve(__dirname, '../../scripts/contract-check/page'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  return bundle.outputFiles[0]!.text;
}

const leaks = (page: Page): Promise<Counters> =>
  page.evaluate(() => (window as unknown as { __leaks: () => Counters }).__leaks());

const MODULE_LISTENERS = { 'document:selectionchange': 1, 'window:message': 1 };

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

it('the bare runtime on a plain page mounts ./mount, navigates, takes new props, and unmounts leaving nothing behind', async () => {
  const { page } = await stack.newPage();
  const errors = collectErrors(page);
  const hostUrl = `http://127.0.0.1:${servers[0]!.port}`;
  await page.addInitScript(leakCountersScript(`http://127.0.0.1:${remotePort}`));
  const stylesBefore = await (async () => {
    await page.goto(`${hostUrl}/sport-info/anchor?manual`);
    return page.evaluate(() => document.querySelectorAll('style, link[rel="stylesheet"]').length);
  })();
  const before = await leaks(page);

  await page.evaluate(() => window.bareHost.mount());
  const root = page.getByTestId('sport-info-root');
  await page.getByTestId('app-header').waitFor();
  await page.getByRole('tab', { name: '主播', selected: true }).waitFor();
  await page.screenshot({ path: screenshotPath('foreign-host-bare-runtime') });

  // Inside the remote: its own router, under the page's /sport-info.
  await page.getByRole('tab', { name: '盈利榜' }).click();
  await page.waitForURL(`${hostUrl}/sport-info/user-ranking`);
  await page.getByRole('tab', { name: '盈利榜', selected: true }).waitFor();

  // New props, in place: the root element stays, the theme and the euro flag take effect.
  const rootHandle = await root.elementHandle();
  await page.evaluate(() => window.bareHost.update({ theme: 'dark', flags: { euro: true } }));
  await page.waitForFunction(
    () => document.querySelector('[data-testid="sport-info-root"]')?.getAttribute('data-theme') === 'dark',
  );
  await page.getByRole('tab', { name: '体育专题' }).waitFor({ state: 'detached' });
  expect(await rootHandle!.evaluate((element) => element.isConnected)).toBe(true);

  await page.getByRole('tab', { name: '主播' }).click();
  await page.waitForURL(`${hostUrl}/sport-info/anchor`);

  await page.evaluate(() => window.bareHost.unmount());
  await expect(root.count()).resolves.toBe(0);
  // The push socket closes on unmount; give its close handshake a moment.
  await page.waitForFunction(() => (window as unknown as { __leaks: () => Counters }).__leaks().openSockets === 0);
  const after = await leaks(page);
  expect(after.openSockets).toBe(0);
  expect(after.intervals).toBe(before.intervals);
  // What is left are listeners that modules add once, when first evaluated, never per mount:
  // React DOM's selectionchange and axios's setImmediate shim (a window message listener).
  expect(after.listeners).toEqual({ ...before.listeners, ...MODULE_LISTENERS });
  expect(after.styles).toBe(stylesBefore);
  expect(await page.evaluate(() => document.getElementById('sport-info')!.childElementCount)).toBe(0);

  // And mounts again, styled; a second unmount leaves the same.
  await page.evaluate(() => window.bareHost.mount());
  await page.getByRole('tab', { name: '主播', selected: true }).waitFor();
  expect(await page.evaluate(() => document.querySelectorAll('style[data-style-owner="si"]').length)).toBeGreaterThan(
    0,
  );
  await page.evaluate(() => window.bareHost.unmount());
  await page.waitForFunction(() => (window as unknown as { __leaks: () => Counters }).__leaks().openSockets === 0);
  expect(await leaks(page)).toEqual(after);
  expect(errors).toEqual([]);
});

it('an Rspack host renders ./SportInfoApp with React shared, and back and forward cross the boundary in step', async () => {
  const { page } = await stack.newPage();
  const errors = collectErrors(page);
  const hostUrl = `http://127.0.0.2:${servers[1]!.port}`;
  const remoteFiles: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.port === String(remotePort)) remoteFiles.push(url.pathname);
  });

  await page.goto(`${hostUrl}/`);
  await page.getByRole('heading', { name: '门户首页' }).waitFor();
  await page.getByRole('link', { name: '体育资讯' }).click();
  await page.waitForURL(`${hostUrl}/sport-info/anchor`);
  await page.getByRole('tab', { name: '主播', selected: true }).waitFor();
  await page.screenshot({ path: screenshotPath('foreign-host-rspack') });

  await page.getByRole('tab', { name: '盈利榜' }).click();
  await page.waitForURL(`${hostUrl}/sport-info/user-ranking`);

  await page.goBack();
  await page.waitForURL(`${hostUrl}/sport-info/anchor`);
  await page.getByRole('tab', { name: '主播', selected: true }).waitFor();
  await page.goBack();
  await page.waitForURL(`${hostUrl}/`);
  await page.getByRole('heading', { name: '门户首页' }).waitFor();
  expect(await page.getByTestId('sport-info-root').count()).toBe(0);
  await page.goForward();
  await page.waitForURL(`${hostUrl}/sport-info/anchor`);
  await page.getByRole('tab', { name: '主播', selected: true }).waitFor();
  await page.goForward();
  await page.waitForURL(`${hostUrl}/sport-info/user-ranking`);
  await page.getByRole('tab', { name: '盈利榜', selected: true }).waitFor();

  // React and the router came from the host: none of the remote's fallback copies was fetched.
  const manifest = (await (await fetch(`http://127.0.0.1:${remotePort}${MANIFEST_PATH}`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const hostShared = new Set(['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom']);
  const fallbackFiles = manifest.shared
    .filter((entry) => hostShared.has(entry.name))
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
    .map((file) => `/${file}`);
  expect(remoteFiles.filter((file) => fallbackFiles.includes(file))).toEqual([]);
  expect(errors).toEqual([]);
});

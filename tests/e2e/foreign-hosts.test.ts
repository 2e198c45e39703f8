/**
 * Hosts no one here wrote, both on the remote's default manifest and
 * opened under other loopback names than the remote's:
 * - the bare runtime: a plain page with no React and no bundler plugin mounts `./mount`,
 *   navigates inside, updates props, unmounts and leaves no listener, timer, socket or style;
 * - an Rspack host (`@module-federation/enhanced/rspack`) renders `./SportInfoApp` with React
 *   and the router shared, and its history and the remote's stay in step;
 * - a bridge-react host (`createRemoteAppComponent` over `./bridge`): the remote in
 *   its own React root under the host's route, history in step, unmounted clean;
 * - Vite portals (`@module-federation/vite`, build-time remote, its default share strategy):
 *   one on React 19 renders `./SportInfoApp` under its router, one on React 18 keeps
 *   its own React and router while `./mount` runs on the remote's own React 19.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildSync } from 'esbuild';
import type { Page, Request } from 'playwright-core';
import { buildBareHost } from '../../shell-demo/bare-host/build';
import { MANIFEST_PATH } from '../../dev-env/ports';
import { startStaticServer, type StaticServer } from '../../shell-demo/static-server';
import type { Counters } from '../../scripts/contract-check/page/leak-counters';
import { screenshot, stackForFile } from './support/stack';

const stack = stackForFile(180_000);
const servers: StaticServer[] = [];
let remotePort = 0;
const root = path.resolve(__dirname, '../..');

beforeAll(async () => {
  remotePort = Number(new URL(stack.remoteUrl).port);
  const apiPort = Number(new URL(stack.apiUrl).port);
  // Page-relative addresses: the remote and the API on the page's own hostname.
  const runtimeConfig = { remoteManifestUrl: `:${remotePort}${MANIFEST_PATH}`, apiBaseUrl: `:${apiPort}` };
  // Rspack is ES modules only, which jest's CommonJS runtime cannot load: built in a child process.
  const rspackBuild = promisify(execFile)(process.execPath, [path.join(root, 'shell-demo/rspack-host/build.mjs')], {
    cwd: root,
  });
  // The Vite portals name the remote at build time, as a portal team's build would.
  const viteBuild = promisify(execFile)(process.execPath, [path.join(root, 'shell-demo/vite-host/build.mjs')], {
    cwd: root,
    env: { ...process.env, REMOTE_MANIFEST_URL: `http://127.0.0.1:${remotePort}${MANIFEST_PATH}` },
  });
  const bridgeBuild = promisify(execFile)(process.execPath, [path.join(root, 'shell-demo/bridge-host/build.mjs')], {
    cwd: root,
  });
  const [bareRoot] = await Promise.all([buildBareHost(), rspackBuild, viteBuild, bridgeBuild]);
  const rspackRoot = path.join(root, 'dist/rspack-host');
  servers.push(await startStaticServer({ root: bareRoot, runtimeConfig }));
  servers.push(await startStaticServer({ root: rspackRoot, runtimeConfig }));
  servers.push(await startStaticServer({ root: path.join(root, 'dist/vite-host'), runtimeConfig }));
  servers.push(await startStaticServer({ root: path.join(root, 'dist/vite-react18-host'), runtimeConfig }));
  servers.push(await startStaticServer({ root: path.join(root, 'dist/bridge-host'), runtimeConfig }));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
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
  // The federation runtime's warning when a singleton is handed a version its user did not ask for.
  page.on('console', (message) => {
    if (message.text().includes('does not satisfy the requirement')) errors.push(message.text());
  });
  return errors;
}

/** The remote's files for the packages a React host shares: fetched only when the host's React did not serve us. */
async function remoteReactFiles(): Promise<string[]> {
  const manifest = (await (await fetch(`http://127.0.0.1:${remotePort}${MANIFEST_PATH}`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const hostShared = new Set(['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom']);
  return manifest.shared
    .filter((entry) => hostShared.has(entry.name))
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
    .map((file) => `/${file}`);
}

function recordRemoteFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.port === String(remotePort)) files.push(url.pathname);
  });
  return files;
}

const sharing = (page: Page) =>
  page.evaluate(() => (window as unknown as { __SPORT_INFO_SHARING__?: unknown }).__SPORT_INFO_SHARING__);

/** Back and forward across the boundary: portal home ⇄ the anchor home ⇄ the user ranking. */
async function historyInStep(page: Page, hostUrl: string): Promise<void> {
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
}

/** Waits until our push socket is closed (its close handshake takes a moment). */
const socketsClosed = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __leaks: () => Counters }).__leaks().openSockets === 0);

/** A page for the portal of `servers[index]` on `hostname`: its errors collected, the remote's files recorded. */
async function portalPage(index: number, options: { hostname?: string; leakCounters?: boolean } = {}) {
  const { page } = await stack.newPage();
  const errors = collectErrors(page);
  const hostUrl = `http://${options.hostname ?? '127.0.0.1'}:${servers[index]!.port}`;
  const remoteFiles = recordRemoteFiles(page);
  if (options.leakCounters !== false) await page.addInitScript(leakCountersScript(`http://127.0.0.1:${remotePort}`));
  return { page, errors, hostUrl, remoteFiles };
}

/** The portal's home page, before anyone opens 体育资讯. */
async function openPortalHome(page: Page, hostUrl: string): Promise<void> {
  await page.goto(`${hostUrl}/`);
  await page.getByRole('heading', { name: '门户首页' }).waitFor();
}

/** A portal on React 19 shares its React with the remote. */
const SHARED_REACT_19 = { mode: 'shared', hostReact: expect.stringMatching(/^19\./), remoteReact: '19.3.1' };

/** From the portal's home, 体育资讯: the remote's anchor home under the portal's /sport-info. */
async function openSportInfo(page: Page, hostUrl: string): Promise<void> {
  await page.getByRole('link', { name: '体育资讯' }).click();
  await page.waitForURL(`${hostUrl}/sport-info/anchor`);
  await page.getByRole('tab', { name: '主播', selected: true }).waitFor();
}

/** Inside the remote: its 盈利榜 tab, under the portal's /sport-info. */
async function openRankingTab(page: Page, hostUrl: string): Promise<void> {
  await page.getByRole('tab', { name: '盈利榜' }).click();
  await page.waitForURL(`${hostUrl}/sport-info/user-ranking`);
}

/** The portal's home, then 体育资讯; gives the leak counters read at the home, before anything of ours ran. */
async function countersBeforeSportInfo(page: Page, hostUrl: string): Promise<Counters> {
  await openPortalHome(page, hostUrl);
  const before = await leaks(page);
  await openSportInfo(page, hostUrl);
  return before;
}

/** The portal's router takes us away: nothing of ours is left rendered or connected; the counters after. */
async function leaveForPortalHome(page: Page): Promise<Counters> {
  await page.getByRole('link', { name: '门户首页' }).click();
  await page.getByRole('heading', { name: '门户首页' }).waitFor();
  expect(await page.getByTestId('sport-info-root').count()).toBe(0);
  await socketsClosed(page);
  return leaks(page);
}

/** React and the router came from the host: none of the remote's own copies was fetched. */
async function expectHostReact(remoteFiles: readonly string[]): Promise<void> {
  const fallbackFiles = await remoteReactFiles();
  expect(remoteFiles.filter((file) => fallbackFiles.includes(file))).toEqual([]);
}

it('the bare runtime on a plain page mounts ./mount, navigates, takes new props, and unmounts leaving nothing behind', async () => {
  const { page, errors, hostUrl } = await portalPage(0);
  const stylesBefore = await (async () => {
    await page.goto(`${hostUrl}/sport-info/anchor?manual`);
    return page.evaluate(() => document.querySelectorAll('style, link[rel="stylesheet"]').length);
  })();
  const before = await leaks(page);

  await page.evaluate(() => window.bareHost.mount());
  const root = page.getByTestId('sport-info-root');
  await page.getByTestId('app-header').waitFor();
  await page.getByRole('tab', { name: '主播', selected: true }).waitFor();
  await screenshot(page, 'foreign-host-bare-runtime');

  // Inside the remote: its own router, under the page's /sport-info.
  await openRankingTab(page, hostUrl);
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
  await socketsClosed(page);
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
  await socketsClosed(page);
  // The page's web-vitals observers are the page's, not a mount's: a later mount adds none. Fewer is
  // no leak: the one web-vitals adds while it reports an interaction goes at the next idle time,
  // which on a busy machine falls after the first unmount's count.
  const { pageObservers, ...left } = await leaks(page);
  const { pageObservers: pageObserversAfterFirst, ...leftAfterFirst } = after;
  expect(left).toEqual(leftAfterFirst);
  expect(pageObservers).toBeLessThanOrEqual(pageObserversAfterFirst);
  expect(errors).toEqual([]);
});

it('an Rspack host renders ./SportInfoApp with React shared, and back and forward cross the boundary in step', async () => {
  const { page, errors, hostUrl, remoteFiles } = await portalPage(1, { hostname: '127.0.0.2', leakCounters: false });

  await openPortalHome(page, hostUrl);
  await openSportInfo(page, hostUrl);
  await screenshot(page, 'foreign-host-rspack');

  await openRankingTab(page, hostUrl);

  await historyInStep(page, hostUrl);

  // React and the router came from the host: none of the remote's fallback copies was fetched.
  await expectHostReact(remoteFiles);
  expect(errors).toEqual([]);
});

it('a Vite portal on React 19 (@module-federation/vite, build-time remote) renders ./SportInfoApp with React shared, history in step', async () => {
  const { page, errors, hostUrl, remoteFiles } = await portalPage(2);

  const before = await countersBeforeSportInfo(page, hostUrl);
  await screenshot(page, 'foreign-host-vite-react19');
  expect(await sharing(page)).toEqual(SHARED_REACT_19);

  await openRankingTab(page, hostUrl);
  await historyInStep(page, hostUrl);

  // Unmounted by the portal's router: nothing of ours is left running.
  const after = await leaveForPortalHome(page);
  expect(after.intervals).toBe(before.intervals);

  // React and the router came from the portal: none of the remote's copies was fetched.
  await expectHostReact(remoteFiles);
  expect(errors).toEqual([]);
});

it('a React 18 portal (Vite, build-time remote, version-first) keeps its React and router; ./mount runs on our own React 19', async () => {
  const { page, errors, hostUrl } = await portalPage(3);

  // The portal renders before anyone opens 体育资讯, on its own React 18 (it went blank when
  // our React 19 replaced it), and stays interactive.
  await openPortalHome(page, hostUrl);
  await expect(page.getByTestId('portal-react').textContent()).resolves.toBe('React 18.3.1');
  await page.getByRole('button', { name: '点击 0' }).click();
  await page.getByRole('button', { name: '点击 1' }).waitFor();
  expect(await sharing(page)).toEqual({ mode: 'isolated', hostReact: '18.3.1', remoteReact: '19.3.1' });
  const before = await leaks(page);

  await openSportInfo(page, hostUrl);
  await page.getByTestId('app-header').waitFor();
  await screenshot(page, 'foreign-host-vite-react18');

  await openRankingTab(page, hostUrl);
  await page.getByRole('tab', { name: '盈利榜', selected: true }).waitFor();
  await page.goBack();
  await page.waitForURL(`${hostUrl}/sport-info/anchor`);
  await page.getByRole('tab', { name: '主播', selected: true }).waitFor();

  // The portal's router unmounts us: clean, and the portal is still on React 18.
  const after = await leaveForPortalHome(page);
  expect(after.intervals).toBe(before.intervals);
  expect(after.listeners).toEqual({ ...before.listeners, ...MODULE_LISTENERS });
  await expect(page.getByTestId('portal-react').textContent()).resolves.toBe('React 18.3.1');
  expect(errors).toEqual([]);
});

it('a bridge-react host mounts ./bridge with createRemoteAppComponent: navigates, history in step, unmounts clean', async () => {
  const { page, errors, hostUrl, remoteFiles } = await portalPage(4);

  const before = await countersBeforeSportInfo(page, hostUrl);
  await page.getByTestId('app-header').waitFor();
  await screenshot(page, 'foreign-host-bridge-react');
  // The bridge's own React root: the app brings its router under the basename the host's route gave.
  await expect(page.getByTestId('sport-info-root').getAttribute('data-own-router')).resolves.toBe('true');
  expect(remoteFiles.some((file) => file.includes('__federation_expose_bridge'))).toBe(true);
  expect(await sharing(page)).toEqual(SHARED_REACT_19);

  await openRankingTab(page, hostUrl);
  await page.getByRole('tab', { name: '盈利榜', selected: true }).waitFor();
  await historyInStep(page, hostUrl);

  // The host's router takes us away: the bridge destroys its root, and nothing of ours runs on.
  const after = await leaveForPortalHome(page);
  expect(after.intervals).toBe(before.intervals);
  // Only axios's module-level message listener is ours: React DOM (and its selectionchange) is the host's.
  expect(after.listeners).toEqual({ ...before.listeners, 'window:message': MODULE_LISTENERS['window:message'] });

  // React and the router came from the host: none of the remote's copies was fetched.
  await expectHostReact(remoteFiles);
  expect(errors).toEqual([]);
});

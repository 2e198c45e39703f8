/**
 * `npm start`, the stack a developer runs: the development server, the remote and shell-demo
 * from webpack's dev servers (development builds: unminified, React's development build, lazy
 * chunks as the dev server serves them), started exactly as `npm start` starts them
 * (scripts/start.ts), on free ports. Every other end-to-end file runs the production builds, so
 * a break that only the development builds have (a dev-only import, a CSP the dev server's
 * runtime trips, a chunk that does not resolve there) would otherwise reach developers first.
 *
 * A fan's first steps on both pages: the anchor home's anchors, a tap into a live room whose
 * video plays, back, and the 爆料 tab's list — with no console error, no page error and no
 * Content-Security-Policy violation on the way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { newPhoneContext } from './support/stack';

jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');
const ANCHOR_TILE = 'section[aria-labelledby="anchor-home-anchors"] a[href*="/anchor/detail/"]';

let start: ChildProcess | null = null;
let output = '';
let browser: Browser;
const ports = { host: 0, remote: 0, api: 0 };

/** A port the system just had free (closed again at once; the dev servers bind it next). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A GET on a connection of its own (no keep-alive socket left to hold jest open): status and body. */
function httpGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

async function waitForOk(url: string, deadline: number): Promise<void> {
  for (;;) {
    if (start?.exitCode !== null) throw new Error(`npm start exited (${start?.exitCode}):\n${output.slice(-4000)}`);
    const ok = await httpGet(url).then(
      ({ status }) => status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} not served in time:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  ports.host = await freePort();
  ports.remote = await freePort();
  ports.api = await freePort();
  // What `npm start` runs, in its own process group so that stopping reaches the dev servers.
  start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      HOST_PORT: String(ports.host),
      REMOTE_PORT: String(ports.remote),
      API_PORT: String(ports.api),
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  start.stdout?.on('data', keep);
  start.stderr?.on('data', keep);
  const deadline = Date.now() + 120_000;
  await waitForOk(`http://localhost:${ports.remote}/lean/mf-manifest.json`, deadline);
  await waitForOk(`http://localhost:${ports.host}/`, deadline);
  await waitForOk(`http://localhost:${ports.api}/api/forehead/system/file/get/crest-1201.svg`, deadline);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  const child = start;
  if (child?.pid === undefined) return;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // start.ts stops its three servers on SIGTERM; the group signal reaches them too.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    const late = await Promise.race([
      exited.then(() => false),
      new Promise((resolve) => setTimeout(resolve, 5000, true).unref()),
    ]);
    // A server that did not stop in time is not left running on the machine.
    if (late) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  child.unref();
  child.stdout?.destroy();
  child.stderr?.destroy();
});

/** A phone-sized page that records what a developer would see in the console. */
async function phonePage(): Promise<{ page: Page; problems: string[] }> {
  const problems: string[] = [];
  const context = await newPhoneContext(browser, { onCspViolation: (_url, text) => problems.push(`CSP: ${text}`) });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

const videoPlays = (page: Page) =>
  page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      return video !== null && video.readyState >= 2 && !video.paused;
    },
    null,
    { timeout: 30_000 },
  );

async function firstSteps(page: Page, homeUrl: string): Promise<void> {
  await page.goto(homeUrl);
  const tile = page.locator(ANCHOR_TILE).first();
  await tile.waitFor({ timeout: 60_000 });
  await tile.click();
  await page.waitForURL(/\/anchor\/detail\/\d+/);
  await videoPlays(page);
  await page.goBack();
  await page.locator(ANCHOR_TILE).first().waitFor();
  await page.getByRole('tab', { name: '爆料' }).first().click();
  await page.waitForURL(/\/news/);
  await page.getByRole('list', { name: '最新爆料' }).getByRole('link').first().waitFor({ timeout: 30_000 });
}

it('shell-demo on `npm start`: the anchor home, a live room playing, back, 爆料 — no console error', async () => {
  const { page, problems } = await phonePage();
  await firstSteps(page, `http://localhost:${ports.host}/sport-info/anchor`);
  // What ran is the dev server's development build, not a production one: unminified, with
  // webpack's development runtime comments.
  const remoteEntry = await httpGet(`http://localhost:${ports.remote}/lean/remoteEntry.js`);
  expect(remoteEntry.body).toContain('/******/');
  expect(problems).toEqual([]);
});

it('the standalone page on `npm start`: the same steps, no console error', async () => {
  const { page, problems } = await phonePage();
  await firstSteps(page, `http://localhost:${ports.remote}/anchor`);
  expect(problems).toEqual([]);
});

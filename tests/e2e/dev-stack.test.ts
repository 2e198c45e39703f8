/**
 * `npm start`, the stack a developer runs: the development server, the remote and shell-demo
 * from Rspack's dev servers (development builds: unminified, React's development build, lazy
 * chunks as the dev server serves them), started exactly as `npm start` starts them
 * (scripts/start.ts), on free ports. Every other end-to-end file runs the production builds, so
 * a break that only the development builds have (a dev-only import, a CSP the dev server's
 * runtime trips, a chunk that does not resolve there) would otherwise reach developers first.
 *
 * On the one stack: a fan's first steps on both pages (the anchor home's anchors, a tap into a
 * live room whose video plays, back, the 爆料 tab's list) and the mini-player's journey
 * (support/mini-player-journey.ts, as on the production builds) — with no console error, no page
 * error and no Content-Security-Policy violation on the way; the manifests it serves against the
 * production ones (what a host reads: scripts/build-plugins/manifest-fields.ts); and the QA
 * contract kit, every group, as against preview (contract-check.test.ts). And the match alerts'
 * core journeys (support/match-alerts.ts, as match-alerts.test.ts walks them on the production
 * builds): one `npm start` serves them all, where a second start for them built everything again.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePorts, startDevStack, type RunningStart } from '../../bench/lib/dev-start';
import { CHROMIUM_ARGS, testChromiumPath } from '../../scripts/chromium';
import { manifestDifferences } from '../../scripts/build-plugins/manifest-fields';
import { AnchorCalls, MomentSort } from '../../src/contracts/anchors';
import { DevCalls } from '../../src/contracts/dev-server';
import { SportType } from '../../src/contracts/sports';
import { GameId } from '../../src/contracts/system';
import { callEnvelope, devCall } from '../integration/server/signed-client';
import { checkStack, KIT_GROUPS } from './support/contract-kit';
import {
  alertShown,
  alertsOf,
  asPortalFan,
  fanWhoBooked,
  pictureJourney,
  portalJourney,
  untilQuiet,
  type AlertsStack,
} from './support/match-alerts';
import { streamerPutOnAir as streamerPutOnAirOver } from './support/live-rooms';
import { miniPlayerJourney } from './support/mini-player-journey';
import { newPhoneContext, workerBrowser } from './support/stack';

jest.setTimeout(180_000);

const ANCHOR_TILE = 'section[aria-labelledby="anchor-home-anchors"] a[href*="/anchor/detail/"]';

let start: RunningStart | null = null;
let browser: Browser;
let ownBrowser = false;

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
    if (!start || start.exitCode() !== null)
      throw new Error(`npm start exited (${start?.exitCode()}):\n${start?.output().slice(-4000)}`);
    const ok = await httpGet(url).then(
      ({ status }) => status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} not served in time:\n${start.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  // What `npm start` runs, with a build cache of its own (a developer's is left alone).
  start = startDevStack(await freePorts(), 'e2e-dev-stack');
  const { ports } = start;
  const deadline = Date.now() + 120_000;
  await waitForOk(`http://localhost:${ports.remote}/lean/mf-manifest.json`, deadline);
  await waitForOk(`http://localhost:${ports.host}/`, deadline);
  await waitForOk(`http://localhost:${ports.api}/api/forehead/system/file/get/crest-1201.svg`, deadline);
  ({ browser, owned: ownBrowser } = await workerBrowser({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS }));
});

/** Each test's pages close after it: a page left open goes on rendering and loads the machine. */
const opened: BrowserContext[] = [];
afterEach(async () => {
  for (const context of opened.splice(0)) await context.close().catch(() => undefined);
});

afterAll(async () => {
  if (ownBrowser) await browser?.close();
  await start?.stop();
});

/** A phone-sized page that records what a developer would see in the console. */
async function phonePage(): Promise<{ page: Page; problems: string[] }> {
  const problems: string[] = [];
  const context = await newPhoneContext(browser, { onCspViolation: (_url, text) => problems.push(`CSP: ${text}`) });
  opened.push(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** A shown streamer's tile on the anchor home, on air (直播中). */
const onAirTile = (page: Page, hostId: number) =>
  page.locator(`${ANCHOR_TILE}[href$="/anchor/detail/${hostId}"]`).filter({ hasText: '直播中' }).first();

/** A streamer put on air through the development control (support/live-rooms.ts). */
const streamerPutOnAir = async () => (await streamerPutOnAirOver(`http://localhost:${start!.ports.api}`)).hostId;

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
  // A streamer on air (直播中), put there: an off-air room shows no video.
  const hostId = await streamerPutOnAir();
  await page.goto(homeUrl);
  await page.locator(ANCHOR_TILE).first().waitFor({ timeout: 60_000 });
  await onAirTile(page, hostId).click();
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
  await firstSteps(page, `http://localhost:${start!.ports.host}/sport-info/anchor`);
  // What ran is the dev server's development build, not a production one: unminified, with
  // Rspack's runtime modules named in comments, and its federation runtime printed as written
  // (no `__name` helper: scripts/rspack-preload.mjs).
  const remoteEntry = await httpGet(`http://localhost:${start!.ports.remote}/lean/remoteEntry.js`);
  expect(remoteEntry.body).toContain('// webpack/runtime/');
  expect(remoteEntry.body).not.toMatch(/\b__name\(/);
  // Fast Refresh on, with one refresh runtime for the page (shared-refresh-runtime.cjs).
  expect(await page.evaluate(() => '__SPORT_INFO_REACT_REFRESH_RUNTIME__' in globalThis)).toBe(true);
  expect(problems).toEqual([]);
});

it('the standalone page on `npm start`: the same steps, no console error', async () => {
  const { page, problems } = await phonePage();
  await firstSteps(page, `http://localhost:${start!.ports.remote}/anchor`);
  expect(problems).toEqual([]);
});

it('the mini-player on `npm start`: room → 爆料 playing → tap → the room on the same element → ×, no console error', async () => {
  const { page, problems } = await phonePage();
  await miniPlayerJourney(page, {
    origin: `http://localhost:${start!.ports.remote}`,
    pickRoom: async (page) => {
      const hostId = await streamerPutOnAir();
      // The home was loaded before the kick-off: it shows the streamer on air at its next refresh
      // (a minute) or pushed; the room opens by its address either way.
      await page.locator(ANCHOR_TILE).first().waitFor({ timeout: 60_000 });
      return hostId;
    },
    shots: 'dev-stack-mini-player',
  });
  expect(problems).toEqual([]);
});

/** A football match of the anchor list kicked off now through the development control (at its 20th minute). */
async function footballKickedOff(): Promise<number> {
  const api = `http://localhost:${start!.ports.api}`;
  const query = { pid: 164, matchSource: GameId.NewSt, t: 1, momentSort: MomentSort.Newest };
  const { envelope } = await callEnvelope(api, 'GET', AnchorCalls.anchorList.path, { query });
  const upcoming = AnchorCalls.anchorList
    .answer(envelope.data, 'data')
    .liveMatchList.filter((item) => item.activityStatus === 0 && item.sportType === SportType.Football);
  for (const { matchId } of upcoming) {
    const kicked = await fetch(`${api}${DevCalls.kickOff}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId, minute: 20 }),
    });
    if (kicked.status === 200) return matchId;
  }
  throw new Error('no football match to kick off on `npm start`');
}

it("match alerts on `npm start`: ./alerts on the portal's home, then the in-app alert on 盈利榜, one socket at a time, no console error", async () => {
  const api = `http://localhost:${start!.ports.api}`;
  const matchId = await footballKickedOff();
  // Its start at the simulator's next tick (a red card needs the match in play).
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const session = await fanWhoBooked(
    (method, route, options) => callEnvelope(api, method, route, options),
    'dev-alerts',
    matchId,
  );
  const { page, problems } = await phonePage();
  // Never two push sockets at once: ./alerts's goes when the app's comes (the dev servers' own
  // sockets, Rspack's hot reload, are not ours to count).
  let open = 0;
  let mostOpen = 0;
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).port !== String(start!.ports.api)) return;
    mostOpen = Math.max(mostOpen, (open += 1));
    socket.on('close', () => (open -= 1));
  });
  const channel = await asPortalFan(page, session, matchId);
  await page.goto(`http://localhost:${start!.ports.host}/`);
  await page.getByTestId('host-match-alerts').waitFor({ timeout: 60_000 });
  await channel.held();
  await untilQuiet(page);
  const redCard = () => devCall(api, 'POST', DevCalls.bookPlayer, { matchId, side: 'home', red: true });
  await redCard();
  await alertShown(page, (alert) => alert.kind === 'red-card' && alert.id.startsWith(`${matchId}-`), 10_000);
  await page.locator('[data-testid="host-match-alert"][data-kind="red-card"]').first().waitFor();

  // Into the app: it shows the next one itself.
  const before = new Set((await alertsOf(page)).map((alert) => alert.id));
  await page
    .getByRole('link', { name: /盈利榜/ })
    .first()
    .click();
  await page.waitForURL(/\/sport-info\/user-ranking/);
  await page.getByTestId('match-alert-layer').first().waitFor({ state: 'attached', timeout: 30_000 });
  await untilQuiet(page);
  await redCard();
  await alertShown(page, (alert) => alert.kind === 'red-card' && !before.has(alert.id), 10_000);
  expect(await page.locator('[data-testid="match-alert"]').count()).toBe(1);
  expect(mostOpen).toBe(1);
  expect(problems).toEqual([]);
});

it("the manifests `npm start` serves carry the production builds' fields, and the same versions, singletons and exposes", async () => {
  const dist = path.resolve(__dirname, '../../dist/remote');
  for (const manifest of ['mf-manifest.json', 'lean/mf-manifest.json']) {
    const served = await httpGet(`http://localhost:${start!.ports.remote}/${manifest}`);
    expect(served.status).toBe(200);
    const production: unknown = JSON.parse(readFileSync(path.join(dist, manifest), 'utf8'));
    expect({ manifest, differences: manifestDifferences(JSON.parse(served.body), production) }).toEqual({
      manifest,
      differences: [],
    });
  }
});

it('the contract kit passes against `npm start` as against preview', async () => {
  const { ports } = start!;
  const { code, results } = await checkStack({
    host: `http://localhost:${ports.host}`,
    manifest: `http://localhost:${ports.remote}/mf-manifest.json`,
    api: `http://localhost:${ports.api}`,
  });
  expect(results.filter((result) => !result.ok)).toEqual([]);
  for (const group of KIT_GROUPS) expect(results.some((result) => result.group === group)).toBe(true);
  // The kit gave the development remote a development React (its manifest's build mode).
  expect(results.find((result) => result.group === 'mount' && /React/.test(result.name))?.detail).toMatch(
    /development/,
  );
  expect(code).toBe(0);
});

describe('match alerts on `npm start` (the core journeys of match-alerts.test.ts)', () => {
  const api = () => `http://localhost:${start!.ports.api}`;
  const development: AlertsStack = {
    get hostUrl() {
      return `http://localhost:${start!.ports.host}`;
    },
    get apiUrl() {
      return api();
    },
    call: (method, route, options) => callEnvelope(api(), method, route, options),
    newPage: async (colorScheme) => {
      const context = await newPhoneContext(browser, { colorScheme, onCspViolation: () => undefined });
      opened.push(context);
      return context.newPage();
    },
    liveRoom: () => streamerPutOnAirOver(api(), { minute: 20 }),
    // The screenshots the journeys take are the production builds'.
    screenshot: () => null,
    label: 'npm start',
  };

  it('the browsing fan at once, the watcher when the picture shows it; VAR: a correction, or nothing', async () => {
    await pictureJourney(development);
  }, 240_000);

  it("./alerts on the portal's home: a red card, heard as match-alert; a reload tells nothing again", async () => {
    await portalJourney(development);
  }, 240_000);
});

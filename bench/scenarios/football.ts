/**
 * The football pages, in Chromium at a phone viewport:
 *  - page code: from the standalone /anchor (the first screen, loaded and idle), an in-app
 *    navigation to each football page; every script and stylesheet the remote's origin serves
 *    after it is that page's code (its chunk and the chunks only it needs). Budget: 40 KB gzip
 *    each (`footballPageChunkKb`). The embedded first screen of /anchor keeps its own budget in
 *    the sizes scenario;
 *  - a date under a push burst: the football domain's schedule list (bench/football/harness.tsx,
 *    the match layer's MatchRow per match) with 60 matches, while the development server's hub
 *    publishes 200 score updates a second over them for 5 s. A Chrome trace of the page's main
 *    thread, cut to the CPU time each task got (bench/lib/cpu-time-trace.ts): the longest task in
 *    the burst. Three runs; the median is budgeted (`footballLiveLongTaskCpuMs`, 50 ms), the
 *    spread and the wall-clock longest task are shown beside it. Every score must reach the screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForLateChunks } from '../lib/late-chunks';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { PUSH_PATH } from '../../shell-demo/server/push/upgrade-gate';
import { startStaticServer } from '../../shell-demo/static-server';
import { FOOTBALL_BENCH_GLOBAL, type FootballBenchApi } from '../football/harness-api';
import { bundleHarness } from '../lib/bundle-harness';
import { cutMainThreadToCpuTime } from '../lib/cpu-time-trace';
import { gzipBytes } from '../lib/gzip-size';
import { failure, kb, metric, type Metric } from '../lib/metrics';
import { publishScoreBurst } from '../lib/score-burst';
import { loopback, newPhoneContext, type BenchStack } from '../lib/stack';
import { median } from '../lib/median';

const PAGES: readonly { name: string; path: string }[] = [
  { name: 'five-leagues', path: '/five-leagues' },
  { name: 'team', path: '/five-leagues/league/12387/team/1111' },
  { name: 'player', path: '/five-leagues/league/12387/player/111120' },
  { name: 'euro-cup', path: '/euro-cup' },
  { name: 'euro-cup-team', path: '/euro-cup/team/1909' },
  { name: 'world-cup', path: '/world-cup' },
  { name: 'world-cup-team', path: '/world-cup/team/1900' },
];
const IDLE_EXTRA_MS = 1000;

const MATCHES = 60;
const RATE_PER_S = 200;
const SECONDS = 5;
const RUNS = 3;
/** Far from the world's match ids (and from the live-update scenario's). */
const FIRST_MATCH_ID = 9_500_001;
const READY_TIMEOUT_MS = 15_000;
const DRAIN_MS = 1500;

export interface FootballDetails {
  pages: { name: string; kb: number; files: { path: string; gzip: number }[] }[];
  runs: {
    longestCpuMs: number;
    longestWallMs: number;
    tasksOver50CpuMs: number;
    published: number;
    onScreen: number;
  }[];
}

// ------------------------------------------------------------------------------------------------
// Page code

async function pageCode(browser: Browser, stack: BenchStack, route: string): Promise<{ path: string; gzip: number }[]> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const remote = new URL(stack.remoteUrl).origin;
  let navigated = false;
  const after: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!navigated || url.origin !== remote) return;
    if (['script', 'stylesheet'].includes(request.resourceType())) after.push(url.href);
  });
  try {
    await page.goto(`${stack.remoteUrl}/anchor`, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.locator('[data-testid="sport-info-root"]').first().waitFor({ timeout: 15_000 });
    await waitForLateChunks(page);
    await page.waitForTimeout(IDLE_EXTRA_MS);
    navigated = true;
    // An in-app navigation, as a tap on a link does (the router follows popstate).
    await page.evaluate((target) => {
      const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', target);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(IDLE_EXTRA_MS);
    const unique = [...new Set(after)];
    return await Promise.all(
      unique.map(async (url) => ({ path: new URL(url).pathname, gzip: await gzipBytes(url, stack.tls.cert) })),
    );
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------------------------------------------
// Live burst

export interface TraceEvent {
  name?: string;
  cat?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export async function readTrace(cdp: CDPSession, stream: string): Promise<TraceEvent[]> {
  const chunks: string[] = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(chunks.join('')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The longest top-level task of the page's main thread between two user-timing marks (`<prefix>-start`, `<prefix>-end`), on CPU time and on the wall clock. */
export function longestTasks(
  events: TraceEvent[],
  markPrefix = 'football-burst',
): { cpuMs: number; wallMs: number; over50: number } {
  const wall = new Map(
    events.filter((event) => event.name === 'RunTask' && event.ph === 'X').map((event) => [event, event.dur ?? 0]),
  );
  const startMark = events.find((event) => event.name === `${markPrefix}-start`);
  // The page's main thread: where it navigated, or — a trace started after the navigation — where it marked the start.
  const navigation =
    events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame === true) ??
    startMark;
  cutMainThreadToCpuTime(
    events,
    navigation?.pid !== undefined && navigation.tid !== undefined
      ? { pid: navigation.pid, tid: navigation.tid }
      : undefined,
  );
  const start = startMark?.ts ?? 0;
  const end = events.find((event) => event.name === `${markPrefix}-end`)?.ts ?? Number.POSITIVE_INFINITY;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === navigation?.pid &&
      event.tid === navigation?.tid &&
      (event.ts ?? 0) >= start &&
      (event.ts ?? 0) <= end,
  );
  const cpu = tasks.map((task) => (task.dur ?? 0) / 1000);
  return {
    cpuMs: Math.max(0, ...cpu),
    wallMs: Math.max(0, ...tasks.map((task) => (wall.get(task) ?? 0) / 1000)),
    over50: cpu.filter((duration) => duration > 50).length,
  };
}

const benchOf = (page: Page) =>
  page.evaluateHandle((name) => (window as unknown as Record<string, FootballBenchApi>)[name]!, FOOTBALL_BENCH_GLOBAL);

async function burstRun(browser: Browser, stack: BenchStack, harnessUrl: string, seed: number) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'blink.user_timing',
          'loading',
        ],
      },
    });
    const pushUrl = `${stack.apiUrl.replace(/^http/, 'ws')}${PUSH_PATH}`;
    await page.goto(`${harnessUrl}/?push=${encodeURIComponent(pushUrl)}&first=${FIRST_MATCH_ID}&count=${MATCHES}`);
    const bench = await benchOf(page);
    await page.waitForFunction((handle) => handle.ready, bench, { timeout: READY_TIMEOUT_MS });
    await page.waitForTimeout(500);
    await bench.evaluate((handle) => handle.mark('football-burst-start'));
    const { published } = await publishScoreBurst(stack, {
      firstMatchId: FIRST_MATCH_ID,
      matches: MATCHES,
      ratePerS: RATE_PER_S,
      seconds: SECONDS,
      seed,
      statusId: 4,
      minuteOf: (count) => Math.min(90, 46 + Math.floor(count / 20)),
    });
    await page.waitForTimeout(DRAIN_MS);
    await bench.evaluate((handle) => handle.mark('football-burst-end'));
    const onScreen = await bench.evaluate((handle) => handle.scoresOnScreen());
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', ({ stream }) => resolve(stream!)),
    );
    await cdp.send('Tracing.end');
    const tasks = longestTasks(await readTrace(cdp, await complete));
    return {
      longestCpuMs: Math.round(tasks.cpuMs),
      longestWallMs: Math.round(tasks.wallMs),
      tasksOver50CpuMs: tasks.over50,
      published,
      onScreen,
    };
  } finally {
    await context.close();
  }
}

export async function measureFootball(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: FootballDetails }> {
  const details: FootballDetails = { pages: [], runs: [] };
  const metrics: Metric[] = [];
  for (const { name, path: route } of PAGES) {
    const files = await pageCode(browser, stack, route);
    const size = kb(files.reduce((sum, file) => sum + file.gzip, 0));
    details.pages.push({ name, kb: size, files });
    metrics.push(
      metric({
        id: `footballPageKb.${name}`,
        label: `football page code: ${route} after /anchor, gzip`,
        value: size,
        unit: 'KB',
        budget: 'footballPageChunkKb',
        note: `${files.length} files`,
      }),
    );
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'bench-football-'));
  await bundleHarness(
    path.resolve(__dirname, '../football/harness.tsx'),
    dir,
    '<title>football bench</title><link rel="stylesheet" href="/harness.css"><style>body{margin:0}</style>',
  );
  const server = await startStaticServer({ root: dir, compress: false });
  try {
    for (let run = 0; run < RUNS; run += 1)
      details.runs.push(await burstRun(browser, stack, loopback(server.port), 20_240_601 + run));
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const cpu = details.runs.map((run) => run.longestCpuMs);
  const wall = details.runs.map((run) => run.longestWallMs);
  metrics.push(
    metric({
      id: 'footballLiveLongTaskCpuMs',
      label: `football: longest task on CPU time, ${MATCHES} matches under ${RATE_PER_S} pushes/s (median of ${RUNS})`,
      value: median(cpu),
      unit: 'ms',
      budget: 'footballLiveLongTaskCpuMs',
      note: `runs ${cpu.join(' / ')} ms; wall clock ${wall.join(' / ')} ms`,
    }),
  );
  const lost = details.runs.filter((run) => run.onScreen !== run.published);
  if (lost.length > 0) {
    metrics.push(
      failure(
        { id: 'footballLiveDelivered', label: 'football: scores on screen', value: lost[0]!.onScreen, unit: '' },
        `${lost[0]!.published} goals published`,
      ),
    );
  }
  return { metrics, details };
}

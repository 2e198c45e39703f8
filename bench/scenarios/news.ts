/**
 * The tips page.
 *
 * Size: the code the /news page loads beyond the app's first screen — the remote's JS and CSS
 * fetched by the standalone `/news` and not by the standalone `/anchor` (the page chunk and the
 * chunks it needs: store, api, parsers, components), gzip.
 *
 * Scroll: the harness page (bench/news-feed/harness.tsx, the /news page's own tip list and styles)
 * shows 500 tips of the development server — every tip on sale, then settled tips of the experts
 * — 10 at a time as the list asks for them, while the bench scrolls it from top to bottom with
 * the mouse wheel. A Chromium trace of the page's main thread gives every task's CPU time (the
 * trace's `tdur`, as lib/cpu-time-trace.ts cuts Lighthouse's tasks), so the machine's load does
 * not decide it. Budget: no task over 50 ms of CPU time. Three runs; the figure is the median of
 * each run's longest task, with the spread and the longest wall time beside it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { waitForLateChunks } from '../lib/late-chunks';
import type { Browser, Page } from 'playwright-core';
import { type ListPage, type ExpertProfile, type TipMessage } from '../../src/contracts/news';
import { NewsCalls } from '../../src/contracts/news-calls';
import { startStaticServer } from '../../shell-demo/static-server';
import { gzipBytes } from '../lib/gzip-size';
import { kb, metric, type Metric } from '../lib/metrics';
import { signedCall } from '../lib/signed-call';
import { loopback, newPhoneContext, type BenchStack } from '../lib/stack';
import { NEWS_BENCH_DATA, NEWS_BENCH_GLOBAL, type NewsBenchApi } from '../news-feed/harness-api';
import { median } from '../lib/median';

const TIPS = 500;
const RUNS = 3;
const WHEEL_PX = 400;
const WHEEL_GAP_MS = 40;
const MAX_WHEEL_STEPS = 3000;
const LONG_TASK_MS = 50;

export interface NewsDetails {
  pageFiles: { path: string; gzip: number }[];
  runs: {
    longestCpuMs: number;
    longestWallMs: number;
    tasksOver50CpuMs: number;
    tasks: number;
    shown: number;
    steps: number;
  }[];
}

/** Remote JS and CSS a page fetches, by path. */
async function codeFiles(browser: Browser, url: string, remoteOrigin: string): Promise<Set<string>> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const paths = new Set<string>();
  page.on('requestfinished', (request) => {
    const target = new URL(request.url());
    if (target.origin === remoteOrigin && ['script', 'stylesheet'].includes(request.resourceType()))
      paths.add(target.pathname);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.locator('[data-testid="sport-info-root"]').first().waitFor({ timeout: 15_000 });
    await page
      .locator('[data-tip-id]')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await waitForLateChunks(page);
    await page.waitForTimeout(1000);
    return paths;
  } finally {
    await context.close();
  }
}

async function measurePageCode(
  browser: Browser,
  stack: BenchStack,
): Promise<{ bytes: number; files: NewsDetails['pageFiles'] }> {
  const origin = new URL(stack.remoteUrl).origin;
  const anchor = await codeFiles(browser, `${stack.remoteUrl}/anchor`, origin);
  const news = await codeFiles(browser, `${stack.remoteUrl}/news`, origin);
  const files: NewsDetails['pageFiles'] = [];
  for (const file of [...news].filter((candidate) => !anchor.has(candidate)).sort()) {
    files.push({ path: file, gzip: await gzipBytes(`${stack.remoteUrl}${file}`, stack.tls.cert) });
  }
  return { bytes: files.reduce((sum, file) => sum + file.gzip, 0), files };
}

/** 500 tips: every tip on sale, then the experts' settled tips, as the development server answers them. */
async function benchTips(stack: BenchStack): Promise<TipMessage[]> {
  const api = { url: stack.apiUrl, ca: stack.tls.cert };
  const tips: TipMessage[] = [];
  for (let page = 1; tips.length < TIPS; page += 1) {
    const { data } = await signedCall<ListPage<TipMessage>>(api, 'GET', NewsCalls.messageFeed.path, { page, size: 50 });
    tips.push(...data.list);
    if (data.isLastPage) break;
  }
  const { data: experts } = await signedCall<ListPage<ExpertProfile>>(api, 'GET', NewsCalls.professorList.path, {
    page: 1,
    size: 50,
  });
  for (const expert of experts.list) {
    if (tips.length >= TIPS) break;
    const { data } = await signedCall<ListPage<TipMessage>>(api, 'GET', NewsCalls.professorTips.path, {
      professorId: expert.id,
      isHistory: 1,
      page: 1,
      size: 50,
    });
    tips.push(...data.list.filter((tip) => !tips.some((other) => other.id === tip.id)));
  }
  if (tips.length < TIPS) throw new Error(`only ${tips.length} tips from the development server`);
  return tips.slice(0, TIPS);
}

async function bundleHarness(dir: string, tips: TipMessage[]): Promise<void> {
  await build({
    entryPoints: [path.resolve(__dirname, '../news-feed/harness.tsx')],
    outdir: dir,
    entryNames: 'harness',
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    loader: { '.module.css': 'local-css', '.css': 'css' },
    define: {
      'process.env.NODE_ENV': '"production"',
      __SPORT_INFO_VERSION__: '"bench"',
      __SPORT_INFO_DEFAULT_API__: '""',
    },
    logLevel: 'error',
  });
  writeFileSync(path.join(dir, NEWS_BENCH_DATA), JSON.stringify(tips));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>news feed bench</title><link rel="stylesheet" href="/harness.css"><style>body{margin:0}</style>
</head><body><div id="root"></div><script src="/harness.js"></script></body></html>`,
  );
}

interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The page's main-thread tasks: wall and CPU time (ms). */
export function mainThreadTasks(events: readonly TraceEvent[]): { wallMs: number; cpuMs: number }[] {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, { wallMs: number; cpuMs: number }[]>();
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || event.dur === undefined) continue;
    const thread = `${event.pid}:${event.tid}`;
    if (!mains.has(thread)) continue;
    const list = byThread.get(thread) ?? [];
    list.push({ wallMs: event.dur / 1000, cpuMs: (event.tdur ?? event.dur) / 1000 });
    byThread.set(thread, list);
  }
  // The page's renderer is the busiest one.
  const busiest = [...byThread.values()].sort(
    (a, b) => b.reduce((sum, task) => sum + task.wallMs, 0) - a.reduce((sum, task) => sum + task.wallMs, 0),
  )[0];
  return busiest ?? [];
}

const benchApi = (page: Page) =>
  page.evaluateHandle((name) => (window as unknown as Record<string, NewsBenchApi>)[name]!, NEWS_BENCH_GLOBAL);

async function scrollRun(browser: Browser, url: string): Promise<NewsDetails['runs'][number]> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const api = await benchApi(page);
    await page.waitForFunction((handle) => handle.ready && handle.shown() > 0, api, { timeout: 15_000 });
    await page.waitForTimeout(500);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    });
    let steps = 0;
    await page.mouse.move(195, 420);
    while (steps < MAX_WHEEL_STEPS && !(await api.evaluate((handle) => handle.atEnd()))) {
      await page.mouse.wheel(0, WHEEL_PX);
      await page.waitForTimeout(WHEEL_GAP_MS);
      steps += 1;
    }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const shown = await api.evaluate((handle) => handle.shown());
    if (shown < TIPS) throw new Error(`scrolled to the end with tip ${shown} of ${TIPS} the furthest rendered`);
    const tasks = mainThreadTasks(trace.traceEvents);
    return {
      longestCpuMs: Math.round(Math.max(0, ...tasks.map((task) => task.cpuMs))),
      longestWallMs: Math.round(Math.max(0, ...tasks.map((task) => task.wallMs))),
      tasksOver50CpuMs: tasks.filter((task) => task.cpuMs > LONG_TASK_MS).length,
      tasks: tasks.length,
      shown,
      steps,
    };
  } finally {
    await context.close();
  }
}

export async function measureNews(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: NewsDetails }> {
  const code = await measurePageCode(browser, stack);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-news-'));
  const server = await startStaticServer({ root: dir, compress: false });
  try {
    await bundleHarness(dir, await benchTips(stack));
    const url = `${loopback(server.port)}/?files=${encodeURIComponent(stack.apiUrl)}`;
    const runs: NewsDetails['runs'] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await scrollRun(browser, url));
    const longest = runs.map((run) => run.longestCpuMs);
    return {
      metrics: [
        metric({
          id: 'newsPageChunkKb',
          label: "the /news page's code beyond the first screen, gzip",
          value: kb(code.bytes),
          unit: 'KB',
          budget: 'newsPageChunkKb',
          note: `${code.files.length} files`,
        }),
        metric({
          id: 'newsFeedScrollLongTaskMs',
          label: `tip feed of ${TIPS} scrolled to the end: longest task, CPU time (median of ${RUNS})`,
          value: median(longest),
          unit: 'ms',
          budget: 'newsFeedScrollLongTaskMs',
          note: `runs ${longest.join(' / ')} ms; wall ${runs.map((run) => run.longestWallMs).join(' / ')} ms`,
        }),
      ],
      details: { pageFiles: code.files, runs },
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

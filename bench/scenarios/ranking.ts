/**
 * The profit ranking, embedded in shell-demo at a phone viewport:
 *  - the code /user-ranking adds: from a settled /anchor, a tap on the 盈利榜 header tab; every
 *    script and stylesheet of the remote's origin fetched after the tap (the shared singletons
 *    came with /anchor), gzip — its page chunk and what it shares with the rank-user page.
 *    Budget rankingChunkKb;
 *  - the list of 100 entries with their reports: from the tap until the list of 100 shows (its
 *    rows near the viewport: it is windowed) and the page has settled, traced; each main-thread task cut to the CPU time its thread got (the
 *    trace's `tdur`, as bench/lib/cpu-time-trace.ts does for TBT: on two shared cores a task's
 *    wall time also holds the waits for a core). Budget rankingLongTaskMs on the longest task.
 *    RUNS fresh pages; the median and the spread are reported, the budget is on the median run.
 * The chunk load, the list's call and its parsing are inside the traced window: they are part of
 * what a user waits for.
 */
import { waitForLateChunks } from '../lib/late-chunks';
import type { Browser, Page, Request } from 'playwright-core';
import { gzipBytes } from '../lib/gzip-size';
import { failure, kb, metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { median } from '../lib/median';

const RUNS = 5;
const ENTRIES = 100;
const LONG_TASK_MS = 50;
const READY_TIMEOUT_MS = 20_000;
const SETTLE_MS = 1000;
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

export interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTasks {
  /** CPU time (ms) of each task of the page's main thread, in trace order. */
  cpuMs: number[];
  /** Wall time (ms) of the same tasks. */
  wallMs: number[];
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The top-level tasks of the renderer main thread that did the most work in the trace (the page's:
 * other renderers — a spare one — idle), with their CPU and wall times. A task without a thread
 * time counts its wall time.
 */
export function mainThreadTasks(events: readonly TraceEvent[]): MainThreadTasks {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      TASK_NAMES.has(event.name ?? '') &&
      mains.has(`${event.pid}:${event.tid}`) &&
      event.dur !== undefined,
  );
  const work = new Map<string, number>();
  for (const task of tasks)
    work.set(`${task.pid}:${task.tid}`, (work.get(`${task.pid}:${task.tid}`) ?? 0) + (task.tdur ?? task.dur!));
  const busiest = [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = tasks.filter((task) => `${task.pid}:${task.tid}` === busiest).sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  return { cpuMs: own.map((task) => (task.tdur ?? task.dur!) / 1000), wallMs: own.map((task) => task.dur! / 1000) };
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

export interface RankingRun {
  /** Entries the list holds (this week's board: up to 100). */
  entries: number;
  /** Tap to the list of 100 entries on screen (wall time). */
  renderMs: number;
  longestCpuMs: number;
  longestWallMs: number;
  tasksOver50Cpu: number;
  tasksOver50Wall: number;
}

export interface RankingDetails {
  chunkFiles: { path: string; gzip: number }[];
  runs: RankingRun[];
}

async function openAnchor(page: Page, stack: BenchStack): Promise<void> {
  await page.goto(`${stack.hostUrl}/sport-info/anchor`, { waitUntil: 'networkidle', timeout: 30_000 });
  await page.getByRole('tab', { name: '盈利榜' }).waitFor({ timeout: READY_TIMEOUT_MS });
  await waitForLateChunks(page);
  await page.waitForTimeout(SETTLE_MS);
}

async function oneRun(
  browser: Browser,
  stack: BenchStack,
  withFiles: boolean,
): Promise<{ run: RankingRun; files: { path: string; gzip: number }[] }> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await openAnchor(page, stack);
    const remote = new URL(stack.remoteUrl).origin;
    const fetched: Request[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).origin === remote && ['script', 'stylesheet'].includes(request.resourceType()))
        fetched.push(request);
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    const tapped = Date.now();
    await page.getByRole('tab', { name: '盈利榜' }).click();
    // The list is windowed: it says how many it holds (aria-setsize; up to 100, fewer
    // early in a week) and renders those on screen.
    const entries = Number(
      await page
        .waitForFunction(
          () =>
            document.querySelector('li[aria-setsize] article')?.parentElement?.getAttribute('aria-setsize') ?? false,
          undefined,
          { timeout: READY_TIMEOUT_MS },
        )
        .then((handle) => handle.jsonValue()),
    );
    const renderMs = Date.now() - tapped;
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasks = mainThreadTasks(trace.traceEvents);
    const files = withFiles
      ? await Promise.all(
          fetched.map(async (request) => ({
            path: new URL(request.url()).pathname,
            gzip: await gzipBytes(request.url(), stack.tls.cert),
          })),
        )
      : [];
    return {
      files,
      run: {
        entries,
        renderMs,
        longestCpuMs: round1(Math.max(0, ...tasks.cpuMs)),
        longestWallMs: round1(Math.max(0, ...tasks.wallMs)),
        tasksOver50Cpu: tasks.cpuMs.filter((ms) => ms > LONG_TASK_MS).length,
        tasksOver50Wall: tasks.wallMs.filter((ms) => ms > LONG_TASK_MS).length,
      },
    };
  } finally {
    await context.close();
  }
}

export async function measureRanking(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: RankingDetails }> {
  const runs: RankingRun[] = [];
  let chunkFiles: { path: string; gzip: number }[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const { run, files } = await oneRun(browser, stack, index === 0);
    if (index === 0) chunkFiles = files;
    runs.push(run);
  }
  // The shared singletons came with /anchor: what the tap fetches is the page's own code.
  const pageFiles = chunkFiles;
  const longest = runs.map((run) => run.longestCpuMs);
  const spread = `${Math.min(...longest)}–${Math.max(...longest)} ms over ${RUNS} runs; lists of ${[...new Set(runs.map((run) => run.entries))].join('/')} entries`;
  const metrics: Metric[] = [
    metric({
      id: 'rankingChunkKb',
      label: '/user-ranking: code the page adds (remote origin, shared excluded), gzip',
      value: kb(pageFiles.reduce((sum, file) => sum + file.gzip, 0)),
      unit: 'KB',
      budget: 'rankingChunkKb',
      note: pageFiles.map((file) => file.path.replace(/^\//, '')).join(' '),
    }),
    metric({
      id: 'rankingLongTaskMs',
      label: `/user-ranking: longest task, CPU time, tap to the list (up to ${ENTRIES} entries) (median run)`,
      value: round1(median(longest)!),
      unit: 'ms',
      budget: 'rankingLongTaskMs',
      note: spread,
    }),
    metric({
      id: 'rankingRenderMs',
      label: `/user-ranking: tap to the list (up to ${ENTRIES} entries) on screen (median; wall)`,
      value: Math.round(median(runs.map((run) => run.renderMs))!),
      unit: 'ms',
      note: `longest task wall time median ${round1(median(runs.map((run) => run.longestWallMs))!)} ms`,
    }),
  ];
  if (pageFiles.length === 0) {
    metrics.push(
      failure(
        { id: 'rankingChunkFiles', label: '/user-ranking: page code fetched', value: 0, unit: '' },
        'no remote code fetched after the tap',
      ),
    );
  }
  return { metrics, details: { chunkFiles, runs } };
}

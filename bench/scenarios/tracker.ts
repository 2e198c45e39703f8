/**
 * 动画直播 on a phone at 4× CPU throttling, standalone: /five-leagues' first live row's ▶动画
 * opened, then the world's own feed (a state a second, the real path: simulator, push, handler,
 * store, view) watched for five minutes (`BENCH_TRACKER_SECONDS=<n>` for a shorter smoke). The
 * sheet's first render and rise are the tap's, not the feed's: the watch starts after them.
 * Measured: frames per second of each second (requestAnimationFrame; the median); the longest
 * task of the page's main thread on CPU time (a Chrome trace, each task cut to the CPU time its
 * thread got, as the football and centre scenarios: the machine's load stays out), the wall-clock
 * longest beside it; each state's **release**: from the push message's `at` (the server's clock
 * when it published the state) to the animation frame in which the sheet shows it (`data-seq`,
 * the page's Date.now(): one clock on this machine); the sheet's DOM nodes; the JS heap after a
 * forced GC before and after; and the gzip bytes of the code the tap fetched (the tracker's lazy
 * chunk — the page's own late chunks are in before the tap).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, WebSocket } from 'playwright-core';
import { DAY, localDayStart } from '../../shell-demo/server/world/clock';
import type { FootballMatch } from '../../shell-demo/server/world/match-types';
import { FootballStatus } from '../../shell-demo/server/world/status';
import { footballMessages } from '../../src/domains/football/football-messages.zh-cn';
import { FIVE_LEAGUE_IDS, LEAGUE_TABS } from '../../src/domains/football/rules/competitions';
import { gzipBytes } from '../lib/gzip-size';
import { median } from '../lib/median';
import { waitForLateChunks } from '../lib/late-chunks';
import { kb, metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { longestOwnTask, whatTheLongestTaskDid } from '../lib/watch-tasks';
import { longestTasks, readTrace, type TraceEvent } from './football';
import { heapAfterGc } from '../lib/heap-counters';
import {
  layerizeCounts,
  watchLayerChanges,
  WATCH_LAYERS,
  type LayerChanges,
  type LayerizeCounts,
} from './tracker-layers';
import {
  FRAME_CATEGORIES,
  fixedWorkThreadMs,
  logFrameReport,
  MARK_TEXTS_IN_PAGE,
  WATCH_FRAMES,
} from './tracker-frames';

const WATCH_SECONDS = Number(process.env.BENCH_TRACKER_SECONDS) || 300;
const CPU_THROTTLE = 4;
const MARK = 'tracker-watch';
/**
 * BENCH_KEEP_TRACE=<dir>: the watch's whole trace kept there (before the cut to CPU time), with
 * V8's sampling profiler in it, to attribute the long tasks to functions (the profiler costs a
 * little CPU of its own in every task).
 */
const KEEP_TRACE = process.env.BENCH_KEEP_TRACE;
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  // Why V8 collected (its marking's start; the memory reducer's are read apart: bench/lib/memory-reducer-gc.ts).
  'v8',
  ...(KEEP_TRACE ? ['disabled-by-default-v8.gc', 'disabled-by-default-v8.cpu_profiler'] : []),
  // Each time the page's layer list is rebuilt (PaintArtifactCompositor::Update): a busy category.
  ...(WATCH_LAYERS ? ['blink'] : []),
  ...(WATCH_FRAMES ? FRAME_CATEGORIES : []),
];

export interface TrackerDetails {
  watchSeconds: number;
  chunks: { path: string; gzip: number }[];
  fpsBySecond: number[];
  /** The longest task on CPU time, V8's memory-reducer collections in it left out (the page's own work). */
  longestTaskCpuMs: number;
  /** The same with them: the longest task as the trace has it. */
  longestTaskWithGcCpuMs: number;
  /** How much of that one was the memory reducer's. */
  longestTaskGcCpuMs: number;
  longestTaskWallMs: number;
  /** The longest own task's biggest parts on CPU time (a frame's React commit, a layout, a minor GC). */
  longestTaskInside: string;
  layerize: LayerizeCounts;
  layerChanges?: LayerChanges;
  releaseMs: { median: number | null; p95: number | null; max: number | null; states: number };
  domNodes: number;
  heapBeforeMb: number;
  heapAfterMb: number;
}

/**
 * In the page: frames of each second, and when each state (`data-seq` of the sheet's tracker) is
 * in a frame. A string, not a function: tsx would wrap the inner functions in its `__name` helper,
 * unknown in the page.
 */
const WATCH_IN_PAGE = (seconds: number, mark: string) => `(async () => {
  const tracker = document.querySelector('[role="dialog"] [data-testid="match-tracker"]');
  const shown = [];${WATCH_FRAMES ? MARK_TEXTS_IN_PAGE : ''}
  const observer = new MutationObserver(() => {
    const seq = Number(tracker.getAttribute('data-seq'));
    requestAnimationFrame(() => shown.push([seq, Date.now()]));
  });
  observer.observe(tracker, { attributes: true, attributeFilter: ['data-seq'] });
  performance.mark('${mark}-start');
  const frames = [];
  let count = 0;
  let secondStart = performance.now();
  await new Promise((resolve) => {
    requestAnimationFrame(function frame(now) {
      count += 1;
      if (now - secondStart >= 1000) {
        frames.push(Math.round((count * 1000) / (now - secondStart)));
        count = 0;
        secondStart = now;
      }
      if (frames.length >= ${seconds}) resolve();
      else requestAnimationFrame(frame);
    });
  });
  performance.mark('${mark}-end');
  // What the watch collects and hands back (the reply's serialisation) in a task after its end.
  await new Promise((resolve) => setTimeout(resolve));
  observer.disconnect();
  const sheet = document.querySelector('[role="dialog"]');
  return { frames, shown, nodes: sheet ? sheet.querySelectorAll('*').length + 1 : 0 };
})()`;

/** The tracker states a socket's frames carry: `matchId:seq` → the message's `at`. */
function recordPublished(socket: WebSocket, published: Map<string, number>): void {
  socket.on('framereceived', ({ payload }) => {
    if (typeof payload !== 'string' || !payload.includes('"tracker"')) return;
    const parsed = JSON.parse(payload) as unknown;
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const {
        name,
        at,
        payload: state,
      } = message as { name?: string; at?: number; payload?: { matchId?: number; seq?: number } };
      if (name === 'tracker' && typeof at === 'number' && state) published.set(`${state.matchId}:${state.seq}`, at);
    }
  });
}

const percentile = (values: readonly number[], share: number): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

export async function measureTracker(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: TrackerDetails }> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const published = new Map<string, number>();
    page.on('websocket', (socket) => recordPublished(socket, published));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(stack.remoteUrl)) scripts.push(request.url());
    });
    let matchId: string | null = null;
    page.on('request', (request) => {
      if (request.url().endsWith('/match/tracker'))
        matchId = new URLSearchParams(request.postData() ?? '').get('matchId');
    });
    const kicked = kickOffFootballMatch(stack);
    await page.goto(`${stack.remoteUrl}/five-leagues`);
    await page
      .getByRole('tab', {
        name: footballMessages.leagues[LEAGUE_TABS.find((tab) => tab.competitionId === kicked.competitionId)!.name],
      })
      .click();
    // The match's row is marked once the page has the kick-off (the schedule read or its push).
    const mark = page.getByRole('button', { name: /^动画直播 / }).filter({
      has: page.locator(`xpath=ancestor::div[1]/parent::*[.//*[@data-match-id="${kicked.matchId}"]]`),
    });
    await mark.waitFor({ timeout: 30_000 });
    // The page's own later chunks (the push client's, the late ones) in before the tap: what it fetches is the tracker's.
    await waitForLateChunks(page);
    const before = scripts.length;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await mark.click();
    await page.getByTestId('tracker-ball').waitFor({ timeout: 30_000 });
    const fetched = scripts.slice(before);
    // The sheet's first render and its rise are the tap's, not the feed's.
    await page.waitForTimeout(2000);
    if (WATCH_FRAMES) await fixedWorkThreadMs(page, cdp, CPU_THROTTLE);
    const heapBeforeMb = await heapAfterGc(cdp);
    // The forced GC's aftermath is the bench's own: the next frames record the whole document's
    // paint again (the crests behind the sheet, 60–75 ms at 4×), in the watch when it starts at once.
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      // The main thread's tasks (RunTask) with their thread times, and what runs inside them.
      traceConfig: { includedCategories: TRACE_CATEGORIES, excludedCategories: ['*'] },
    });
    const stopLayers = WATCH_LAYERS ? await watchLayerChanges(cdp) : undefined;
    const watched = (await page.evaluate(WATCH_IN_PAGE(WATCH_SECONDS, MARK))) as {
      frames: number[];
      shown: [number, number][];
      nodes: number;
    };
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', ({ stream }) => resolve(stream!)),
    );
    await cdp.send('Tracing.end');
    const events = await readTrace(cdp, await complete);
    if (KEEP_TRACE) keepTrace(KEEP_TRACE, events);
    if (WATCH_FRAMES) logFrameReport(events, MARK);
    const layerChanges = await stopLayers?.();
    const layerize = layerizeCounts(events, MARK);
    const own = longestOwnTask(events, MARK);
    const tasks = longestTasks(events, MARK);
    const inside = whatTheLongestTaskDid(events, own.task(), MARK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const heapAfterMb = await heapAfterGc(cdp);
    const releases = watched.shown
      .map(([seq, shownAt]) => {
        const at = published.get(`${matchId}:${seq}`);
        return at === undefined ? null : shownAt - at;
      })
      .filter((value): value is number => value !== null);
    const chunks = await Promise.all(
      [...new Set(fetched)].map(async (url) => ({
        path: new URL(url).pathname,
        gzip: await gzipBytes(url, stack.tls.cert),
      })),
    );
    const details: TrackerDetails = {
      watchSeconds: WATCH_SECONDS,
      chunks,
      fpsBySecond: watched.frames,
      longestTaskCpuMs: Math.round(own.cpuMs()),
      longestTaskWithGcCpuMs: Math.round(tasks.cpuMs),
      longestTaskGcCpuMs: Math.round(own.gcMsOfLongest()),
      longestTaskWallMs: Math.round(tasks.wallMs),
      longestTaskInside: inside,
      layerize,
      layerChanges,
      releaseMs: {
        median: median(releases),
        p95: percentile(releases, 0.95),
        max: releases.length === 0 ? null : Math.max(...releases),
        states: releases.length,
      },
      domNodes: watched.nodes,
      heapBeforeMb: Math.round(heapBeforeMb * 100) / 100,
      heapAfterMb: Math.round(heapAfterMb * 100) / 100,
    };
    return { metrics: trackerMetrics(details), details };
  } finally {
    await context.close();
  }
}

/**
 * A football match of today's round of the five leagues kicked off now in the development
 * server's world (its simulator, in process), so its whole first half is ahead; when all of today's
 * have started, one early in its first half.
 */
function kickOffFootballMatch(stack: BenchStack): { matchId: number; competitionId: number } {
  const today = localDayStart(stack.api.now());
  const todays = [...stack.api.world().matches.values()].filter(
    (match): match is FootballMatch =>
      match.sport === 'football' &&
      FIVE_LEAGUE_IDS.includes(match.competitionId) &&
      match.matchDate >= today &&
      match.matchDate < today + DAY,
  );
  const kicked =
    todays.find(
      (match) =>
        match.statusId === FootballStatus.notStarted && stack.api.simulator().kickOff(match.id, stack.api.now()),
    ) ?? todays.find((match) => match.statusId === FootballStatus.firstHalf && match.minute <= 30);
  if (!kicked) throw new Error('no football match of today to kick off or in its first half');
  return { matchId: kicked.id, competitionId: kicked.competitionId };
}

function keepTrace(dir: string, events: readonly TraceEvent[]): void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `tracker-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  console.log(`tracker: trace kept in ${file}`);
}

function trackerMetrics(details: TrackerDetails): Metric[] {
  const chunkBytes = details.chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const growth = ((details.heapAfterMb - details.heapBeforeMb) / details.heapBeforeMb) * 100;
  const watch = `${CPU_THROTTLE}× CPU, ${details.watchSeconds} s of the world's states`;
  const release = details.releaseMs;
  return [
    metric({
      id: 'trackerChunkKb',
      label: '动画直播: code fetched by the ▶动画 tap (gzip)',
      value: kb(chunkBytes),
      unit: 'KB',
      budget: 'trackerChunkKb',
      note: details.chunks.map((chunk) => `${chunk.path} ${kb(chunk.gzip)} KB`).join(', '),
    }),
    metric({
      id: 'trackerFps',
      label: `动画直播: median frames per second at ${watch}`,
      value: median(details.fpsBySecond) ?? 0,
      unit: 'fps',
      budget: 'trackerFps',
      direction: 'min',
      note: `lowest second ${Math.min(...details.fpsBySecond)} fps`,
    }),
    metric({
      id: 'trackerLongTaskMs',
      label: `动画直播: longest task on CPU time, V8's memory reducer left out, at ${watch}`,
      value: details.longestTaskCpuMs,
      unit: 'ms',
      budget: 'trackerLongTaskMs',
      note: `in it: ${details.longestTaskInside}`,
    }),
    metric({
      id: 'trackerLongTaskWithGcMs',
      label: `动画直播: longest task on CPU time with V8's memory reducer, at ${watch}`,
      value: details.longestTaskWithGcCpuMs,
      unit: 'ms',
      note: `the reducer's longest collection ${details.longestTaskGcCpuMs} ms; wall clock ${details.longestTaskWallMs} ms`,
    }),
    metric({
      id: 'trackerLayerizeCount',
      label: `动画直播: layerisations over 1 ms of CPU (the layer list rebuilt), at ${watch}`,
      value: details.layerize.over1ms,
      unit: '',
      note: `over 10 ms ${details.layerize.over10ms}, ${details.layerize.cpuMs} ms in all; animations started ${JSON.stringify(details.layerize.animationsStarted)}${details.layerChanges ? `; layer list rebuilt ${details.layerize.rebuilt} times, repainted or rebuilt ${details.layerChanges.changes}, ${details.layerChanges.layers.join('–')} layers, ${JSON.stringify(details.layerChanges.byElement)}` : ''}`,
    }),
    metric({
      id: 'trackerReleaseMs',
      label: `动画直播: a state from its publication to its frame, median at ${watch}`,
      value: release.median ?? Number.POSITIVE_INFINITY,
      unit: 'ms',
      budget: 'trackerReleaseMs',
      note: `p95 ${release.p95} ms, highest ${release.max} ms, ${release.states} states`,
    }),
    metric({
      id: 'trackerDomNodes',
      label: '动画直播: DOM nodes of the open sheet',
      value: details.domNodes,
      unit: '',
      budget: 'trackerDomNodes',
    }),
    metric({
      id: 'trackerHeapGrowthPct',
      label: `动画直播: JS heap after a forced GC, before and after ${details.watchSeconds} s of states`,
      value: Math.round(growth * 10) / 10,
      unit: '%',
      budget: 'trackerHeapGrowthPct',
      note: `${details.heapBeforeMb} → ${details.heapAfterMb} MB`,
    }),
  ];
}

/**
 * 动画直播 on a phone at 4× CPU throttling, standalone: /five-leagues' first live row's ▶动画
 * opened, then the world's own feed (a state a second, the real path: simulator, push, handler,
 * store, view) watched for WATCH_SECONDS — a minute, not the five the budget speaks of, to keep
 * the bench short; the heap figure compares its start and end. Measured in the page: frames per
 * second of each second (requestAnimationFrame; the median), the longest task (PerformanceObserver
 * `longtask`), the sheet's DOM nodes at the end; the JS heap after a forced GC before and after;
 * and the gzip bytes of the code the tap fetched (the tracker's lazy chunk, nothing of it before).
 */
import type { Browser } from 'playwright-core';
import { gzipBytes } from '../lib/gzip-size';
import { kb, metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { heapAfterGc } from './live-room';

const WATCH_SECONDS = 60;
const CPU_THROTTLE = 4;

export interface TrackerDetails {
  chunks: { path: string; gzip: number }[];
  fpsBySecond: number[];
  longestTaskMs: number;
  domNodes: number;
  heapBeforeMb: number;
  heapAfterMb: number;
}

/**
 * Frames of each second, the longest task and the sheet's nodes, in the page. A string, not a
 * function: tsx would wrap the inner functions in its `__name` helper, unknown in the page.
 */
const WATCH_IN_PAGE = (seconds: number) => `(async () => {
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
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
  observer.disconnect();
  const sheet = document.querySelector('[role="dialog"]');
  return { frames, longest: Math.round(longest), nodes: sheet ? sheet.querySelectorAll('*').length + 1 : 0 };
})()`;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

export async function measureTracker(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: TrackerDetails }> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${stack.remoteUrl}/five-leagues`);
    const mark = page.getByRole('button', { name: /动画直播$/ }).first();
    await mark.waitFor({ timeout: 30_000 });
    // The page's own later chunks (the push client's) in before the tap: what it fetches is the tracker's.
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(stack.remoteUrl)) fetched.push(request.url());
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await mark.click();
    await page.getByTestId('tracker-ball').waitFor({ timeout: 30_000 });
    // The sheet's first render and its rise are the tap's, not the feed's.
    await page.waitForTimeout(2000);
    const heapBeforeMb = await heapAfterGc(cdp);
    const watched = (await page.evaluate(WATCH_IN_PAGE(WATCH_SECONDS))) as {
      frames: number[];
      longest: number;
      nodes: number;
    };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const heapAfterMb = await heapAfterGc(cdp);
    const chunks = await Promise.all(
      [...new Set(fetched)].map(async (url) => ({
        path: new URL(url).pathname,
        gzip: await gzipBytes(url, stack.tls.cert),
      })),
    );
    const details: TrackerDetails = {
      chunks,
      fpsBySecond: watched.frames,
      longestTaskMs: watched.longest,
      domNodes: watched.nodes,
      heapBeforeMb: Math.round(heapBeforeMb * 100) / 100,
      heapAfterMb: Math.round(heapAfterMb * 100) / 100,
    };
    const chunkBytes = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    const growth = ((heapAfterMb - heapBeforeMb) / heapBeforeMb) * 100;
    const metrics: Metric[] = [
      metric({
        id: 'trackerChunkKb',
        label: '动画直播: code fetched by the ▶动画 tap (gzip)',
        value: kb(chunkBytes),
        unit: 'KB',
        budget: 'trackerChunkKb',
        note: chunks.map((chunk) => `${chunk.path} ${kb(chunk.gzip)} KB`).join(', '),
      }),
      metric({
        id: 'trackerFps',
        label: `动画直播: median frames per second at ${CPU_THROTTLE}× CPU, ${WATCH_SECONDS} s of the world's states`,
        value: median(watched.frames),
        unit: 'fps',
        budget: 'trackerFps',
        direction: 'min',
        note: `lowest second ${Math.min(...watched.frames)} fps`,
      }),
      metric({
        id: 'trackerLongTaskMs',
        label: `动画直播: longest task at ${CPU_THROTTLE}× CPU while states arrive`,
        value: watched.longest,
        unit: 'ms',
        budget: 'trackerLongTaskMs',
      }),
      metric({
        id: 'trackerDomNodes',
        label: '动画直播: DOM nodes of the open sheet',
        value: watched.nodes,
        unit: '',
        budget: 'trackerDomNodes',
      }),
      metric({
        id: 'trackerHeapGrowthPct',
        label: `动画直播: JS heap after a forced GC, before and after ${WATCH_SECONDS} s of states`,
        value: Math.round(growth * 10) / 10,
        unit: '%',
        budget: 'trackerHeapGrowthPct',
        note: `${details.heapBeforeMb} → ${details.heapAfterMb} MB`,
      }),
    ];
    return { metrics, details };
  } finally {
    await context.close();
  }
}

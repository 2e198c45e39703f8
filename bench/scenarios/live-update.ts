/**
 * Live updates in Chromium: the harness page (bench/live-update/harness.tsx, the
 * app's real PushClient, a zustand store and one React row per match) shows 500 matches while
 * the development server's push hub publishes 200 score updates a second, spread over them at
 * random (seeded), for 5 s. Budget: no long task over 50 ms. Also checked: every goal reaches
 * the screen. No CPU throttling: the machine's own speed.
 *
 * The harness is bundled with esbuild (lib/bundle-harness.ts) into a temporary folder served by
 * the static server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startStaticServer } from '../../shell-demo/static-server';
import { PUSH_PATH } from '../../shell-demo/server/push/upgrade-gate';
import { LIVE_BENCH_GLOBAL, type LiveBenchApi, type LiveBenchResult } from '../live-update/harness-api';
import { bundleHarness } from '../lib/bundle-harness';
import { failure, metric, type Metric } from '../lib/metrics';
import { publishScoreBurst } from '../lib/score-burst';
import { loopback, newPhoneContext, type BenchStack } from '../lib/stack';

const MATCHES = 500;
const RATE_PER_S = 200;
const SECONDS = 5;
/** Far from the world's match ids, so the match simulator never publishes on these channels. */
const FIRST_MATCH_ID = 9_000_001;
const SEED = 20_240_601;
const READY_TIMEOUT_MS = 15_000;
const DRAIN_TIMEOUT_MS = 3000;

export interface LiveUpdateDetails {
  matches: number;
  published: number;
  publishSeconds: number;
  longTasks: number[];
  frames: number;
  frameP50Ms: number;
  frameP95Ms: number;
  frameMaxMs: number;
  framesOver50Ms: number;
  goalsPublished: number;
  goalsOnScreen: number;
  clientReports: number;
}

const HARNESS_HEAD = `<title>live-update bench</title><style>body{margin:0;font:14px system-ui}.board{list-style:none;margin:0;padding:0}
.row{display:flex;gap:8px;padding:8px 12px;border-bottom:1px solid #eee}.team{flex:1}.score{min-width:48px;text-align:center}</style>`;

const bench = (page: Page) =>
  page.evaluateHandle((name) => (window as unknown as Record<string, LiveBenchApi>)[name]!, LIVE_BENCH_GLOBAL);

/** 200 goals a second over the 500 matches, the same spread every run. */
const publishBurst = (stack: BenchStack) =>
  publishScoreBurst(stack, {
    firstMatchId: FIRST_MATCH_ID,
    matches: MATCHES,
    ratePerS: RATE_PER_S,
    seconds: SECONDS,
    seed: SEED,
    statusId: 2,
    minuteOf: (published) => Math.min(90, 1 + published),
  });

function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export async function measureLiveUpdate(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: LiveUpdateDetails }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-live-update-'));
  await bundleHarness(path.resolve(__dirname, '../live-update/harness.tsx'), dir, HARNESS_HEAD);
  const server = await startStaticServer({ root: dir, compress: false });
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const pushUrl = `${stack.apiUrl.replace(/^http/, 'ws')}${PUSH_PATH}`;
    await page.goto(
      `${loopback(server.port)}/?push=${encodeURIComponent(pushUrl)}&first=${FIRST_MATCH_ID}&count=${MATCHES}`,
    );
    const api = await bench(page);
    await page.waitForFunction((handle) => handle.ready, api, { timeout: READY_TIMEOUT_MS });
    // Let the first render and the subscribe round trip settle before measuring.
    await page.waitForTimeout(500);
    await api.evaluate((handle) => handle.startMeasuring());
    const burst = await publishBurst(stack);
    await page
      .waitForFunction(
        ({ handle, goals }) => handle.renderedGoals() >= goals,
        { handle: api, goals: burst.published },
        { timeout: DRAIN_TIMEOUT_MS },
      )
      .catch(() => undefined);
    const result: LiveBenchResult = await api.evaluate((handle) => handle.stopMeasuring());
    const goalsOnScreen = await api.evaluate((handle) => handle.renderedGoals());
    const clientReports = await api.evaluate((handle) => handle.reports);

    const frames = result.frameIntervals;
    const details: LiveUpdateDetails = {
      matches: MATCHES,
      published: burst.published,
      publishSeconds: Math.round(burst.seconds * 100) / 100,
      longTasks: result.longTasks.map((duration) => Math.round(duration)),
      frames: frames.length,
      frameP50Ms: Math.round(percentile(frames, 0.5) * 10) / 10,
      frameP95Ms: Math.round(percentile(frames, 0.95) * 10) / 10,
      frameMaxMs: Math.round(Math.max(0, ...frames)),
      framesOver50Ms: frames.filter((interval) => interval > 50).length,
      goalsPublished: burst.published,
      goalsOnScreen,
      clientReports,
    };
    const metrics: Metric[] = [
      metric({
        id: 'liveUpdateLongTaskMs',
        label: `live updates: longest task (${RATE_PER_S}/s to ${MATCHES} rows, ${SECONDS} s)`,
        value: Math.round(Math.max(0, ...result.longTasks)),
        unit: 'ms',
        budget: 'liveUpdateLongTaskMs',
        note: `${result.longTasks.length} long tasks`,
      }),
      metric({
        id: 'liveUpdateFrameP95Ms',
        label: 'live updates: frame interval p95 / max',
        value: details.frameP95Ms,
        unit: 'ms',
        note: `max ${details.frameMaxMs} ms, ${details.frames} frames`,
      }),
    ];
    if (goalsOnScreen !== burst.published || clientReports > 0) {
      metrics.push(
        failure(
          { id: 'liveUpdateDelivered', label: 'live updates: goals on screen', value: goalsOnScreen, unit: '' },
          `${burst.published} published, ${clientReports} client reports`,
        ),
      );
    }
    return { metrics, details };
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

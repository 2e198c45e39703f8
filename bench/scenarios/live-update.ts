/**
 * Live updates in Chromium (issue 4): the harness page (bench/live-update/harness.tsx, the
 * app's real PushClient, a zustand store and one React row per match) shows 500 matches while
 * the development server's push hub publishes 200 score updates a second, spread over them at
 * random (seeded), for 5 s. Budget: no long task over 50 ms. Also checked: every goal reaches
 * the screen. No CPU throttling: the machine's own speed.
 *
 * The harness is bundled with esbuild (installed with tsx) in production mode, in a fraction
 * of a second, into a temporary folder served by the static server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { startStaticServer } from '../../shell-demo/static-server';
import { PUSH_PATH } from '../../shell-demo/server/push/push-hub';
import { MatchMessage, PushChannel, PushNamespace, type MatchLivePayload } from '../../src/contracts/push';
import { LIVE_BENCH_GLOBAL, type LiveBenchApi, type LiveBenchResult } from '../live-update/harness-api';
import { failure, metric, type Metric } from '../lib/metrics';
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

/** mulberry32: a tiny seeded PRNG, so every run spreads the updates the same way. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function bundleHarness(dir: string): Promise<void> {
  await build({
    entryPoints: [path.resolve(__dirname, '../live-update/harness.tsx')],
    outfile: path.join(dir, 'harness.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      __SPORT_INFO_VERSION__: '"bench"',
      __SPORT_INFO_DEFAULT_API__: '""',
    },
    logLevel: 'error',
  });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>live-update bench</title><style>body{margin:0;font:14px system-ui}.board{list-style:none;margin:0;padding:0}
.row{display:flex;gap:8px;padding:8px 12px;border-bottom:1px solid #eee}.team{flex:1}.score{min-width:48px;text-align:center}</style>
</head><body><div id="root"></div><script src="/harness.js"></script></body></html>`,
  );
}

const bench = (page: Page) => page.evaluateHandle((name) => (window as unknown as Record<string, LiveBenchApi>)[name]!, LIVE_BENCH_GLOBAL);

/** Publishes on a short timer, catching up with the schedule each tick (as bench/push-fanout.ts). */
function publishBurst(stack: BenchStack): Promise<{ published: number; seconds: number }> {
  const next = random(SEED);
  const scores = new Map<number, { home: number; away: number }>();
  const total = RATE_PER_S * SECONDS;
  const started = performance.now();
  let published = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * RATE_PER_S) / 1000) + 1);
      while (published < due) {
        const matchId = FIRST_MATCH_ID + Math.floor(next() * MATCHES);
        const score = scores.get(matchId) ?? { home: 0, away: 0 };
        if (next() < 0.5) score.home += 1;
        else score.away += 1;
        scores.set(matchId, score);
        const payload: MatchLivePayload = {
          matchId,
          sport: 'football',
          statusId: 2,
          homeScore: score.home,
          awayScore: score.away,
          minute: Math.min(90, 1 + published),
          extraMinute: 0,
          period: 0,
          clockSeconds: 0,
          homePenaltyScore: null,
          awayPenaltyScore: null,
        };
        stack.api.push.publish(PushChannel.match(matchId), PushNamespace.Match, MatchMessage.Score, payload, { key: String(matchId) });
        published += 1;
      }
      if (published >= total) resolve({ published, seconds: (performance.now() - started) / 1000 });
      else setTimeout(tick, 4);
    };
    tick();
  });
}

function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export async function measureLiveUpdate(browser: Browser, stack: BenchStack): Promise<{ metrics: Metric[]; details: LiveUpdateDetails }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-live-update-'));
  await bundleHarness(dir);
  const server = await startStaticServer({ root: dir, compress: false });
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const pushUrl = `${stack.apiUrl.replace(/^http/, 'ws')}${PUSH_PATH}`;
    await page.goto(`${loopback(server.port)}/?push=${encodeURIComponent(pushUrl)}&first=${FIRST_MATCH_ID}&count=${MATCHES}`);
    const api = await bench(page);
    await page.waitForFunction((handle) => handle.ready, api, { timeout: READY_TIMEOUT_MS });
    // Let the first render and the subscribe round trip settle before measuring.
    await page.waitForTimeout(500);
    await api.evaluate((handle) => handle.startMeasuring());
    const burst = await publishBurst(stack);
    await page
      .waitForFunction(({ handle, goals }) => handle.renderedGoals() >= goals, { handle: api, goals: burst.published }, { timeout: DRAIN_TIMEOUT_MS })
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

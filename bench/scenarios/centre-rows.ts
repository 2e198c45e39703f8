/**
 * Live rows with the match centre: the football schedule list of the football scenario
 * (bench/football/harness.tsx with `centre=1`: the match layer's MatchRow per match, each live row
 * with its momentum sparkline and last key event) over 60 live matches, while the development
 * server's hub publishes 5 match-centre events a second to each of them (300 a second, the world's
 * own football script re-stamped, bench/lib/centre-events.ts) for 5 s, through the app's real push
 * connection and the match layer's centre store. Chromium at 4x CPU throttling
 * (Emulation.setCPUThrottlingRate), its main thread traced; each task cut to its CPU time
 * (bench/lib/cpu-time-trace.ts). Three runs; the median of the longest tasks is budgeted
 * (`centreRowsLongTaskCpuMs`, 50 ms), the spread and the wall-clock figures beside it. Every live
 * row must show its sparkline at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PUSH_PATH } from '../../shell-demo/server/push/upgrade-gate';
import { startStaticServer } from '../../shell-demo/static-server';
import { FOOTBALL_BENCH_GLOBAL, type FootballBenchApi } from '../football/harness-api';
import { bundleHarness } from '../lib/bundle-harness';
import { footballScript, publishAtRate, stampEvent } from '../lib/centre-events';
import { failure, metric, type Metric } from '../lib/metrics';
import { loopback, newPhoneContext, type BenchStack } from '../lib/stack';
import { median } from '../lib/median';
import { longestTasks, readTrace } from './football';

const MATCHES = 60;
const EVENTS_PER_MATCH_PER_S = 5;
const SECONDS = 5;
const RUNS = 3;
const CPU_THROTTLING = 4;
/** Far from the world's match ids and the other scenarios'. */
const FIRST_MATCH_ID = 9_600_001;
const READY_TIMEOUT_MS = 20_000;
const DRAIN_MS = 2000;
const MARK = 'centre-rows';

export interface CentreRowsDetails {
  runs: {
    longestCpuMs: number;
    longestWallMs: number;
    tasksOver50CpuMs: number;
    published: number;
    sparklines: number;
  }[];
}

async function burstRun(browser: Browser, stack: BenchStack, harnessUrl: string, run: number) {
  const script = footballScript(stack);
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const pushUrl = `${stack.apiUrl.replace(/^http/, 'ws')}${PUSH_PATH}`;
    await page.goto(
      `${harnessUrl}/?push=${encodeURIComponent(pushUrl)}&first=${FIRST_MATCH_ID}&count=${MATCHES}&centre=1`,
    );
    const bench = await page.evaluateHandle(
      (name) => (window as unknown as Record<string, FootballBenchApi>)[name]!,
      FOOTBALL_BENCH_GLOBAL,
    );
    await page.waitForFunction((handle) => handle.ready, bench, { timeout: READY_TIMEOUT_MS });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
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
    await page.waitForTimeout(500);
    await bench.evaluate((handle, name) => handle.mark(`${name}-start`), MARK);
    // Round robin: each match gets exactly its rate; each follows the script from its own place.
    const nextIndex = new Map<number, number>();
    const total = MATCHES * EVENTS_PER_MATCH_PER_S * SECONDS;
    await publishAtRate(stack, total, MATCHES * EVENTS_PER_MATCH_PER_S, (count) => {
      const slot = count % MATCHES;
      const matchId = FIRST_MATCH_ID + slot;
      const index = nextIndex.get(matchId) ?? 0;
      nextIndex.set(matchId, index + 1);
      const start = (slot * 53 + run * 17) % (script.length - 40);
      return stampEvent(script[(start + index) % script.length]!, matchId, index, Date.now());
    });
    await page.waitForTimeout(DRAIN_MS);
    await bench.evaluate((handle, name) => handle.mark(`${name}-end`), MARK);
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', ({ stream }) => resolve(stream!)),
    );
    await cdp.send('Tracing.end');
    const tasks = longestTasks(await readTrace(cdp, await complete), MARK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const sparklines = await bench.evaluate((handle) => handle.sparklinesOnScreen());
    return {
      longestCpuMs: Math.round(tasks.cpuMs),
      longestWallMs: Math.round(tasks.wallMs),
      tasksOver50CpuMs: tasks.over50,
      published: total,
      sparklines,
    };
  } finally {
    await context.close();
  }
}

export async function measureCentreRows(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: CentreRowsDetails }> {
  const details: CentreRowsDetails = { runs: [] };
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-centre-rows-'));
  await bundleHarness(
    path.resolve(__dirname, '../football/harness.tsx'),
    dir,
    '<title>centre rows bench</title><link rel="stylesheet" href="/harness.css"><style>body{margin:0}</style>',
  );
  const server = await startStaticServer({ root: dir, compress: false });
  try {
    for (let run = 0; run < RUNS; run += 1)
      details.runs.push(await burstRun(browser, stack, loopback(server.port), run));
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const cpu = details.runs.map((run) => run.longestCpuMs);
  const wall = details.runs.map((run) => run.longestWallMs);
  const metrics: Metric[] = [
    metric({
      id: 'centreRowsLongTaskCpuMs',
      label: `match centre rows: longest task on CPU time, ${MATCHES} live matches x ${EVENTS_PER_MATCH_PER_S} events/s, ${CPU_THROTTLING}x CPU throttling (median of ${RUNS})`,
      value: median(cpu),
      unit: 'ms',
      budget: 'centreRowsLongTaskCpuMs',
      note: `runs ${cpu.join(' / ')} ms; wall clock ${wall.join(' / ')} ms`,
    }),
  ];
  const missing = details.runs.find((run) => run.sparklines < MATCHES);
  if (missing) {
    metrics.push(
      failure(
        {
          id: 'centreRowsSparklines',
          label: 'match centre rows: sparklines on screen',
          value: missing.sparklines,
          unit: '',
        },
        `${MATCHES} live rows`,
      ),
    );
  }
  return { metrics, details };
}

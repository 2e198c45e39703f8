/**
 * A whole evening, compressed: a fan wanders between the header tabs and a live room
 * while matches start, run and end. The scenario starts its own stack whose world runs
 * WORLD_SPEED times faster than real time (the match simulator's clock only: signatures and
 * tokens stay on real time), so one cycle of the five stops — 爆料, 盈利榜, 体育专题, 主播, a
 * live room — is DWELL_MS × 5 real and WORLD_SPEED times that in the world.
 *
 * After WARM_UP_CYCLES (every page and chunk loaded once, V8's tiers settled), a sample at the
 * end of each cycle, back on 主播: the retained objects after a forced GC (a heap snapshot's self
 * sizes without V8's code, as the room scenario reads them) and the DOM counters. Budgeted:
 * the retained objects' growth per simulated hour (least-squares slope over the samples) and the
 * DOM's growth: the median count of the later half of the samples against the earlier half's. The whole JS heap is shown beside them.
 */
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { failure, metric, type Metric } from '../lib/metrics';
import { newPhoneContext, startBenchStack, type BenchStack } from '../lib/stack';
import { domCounters, retainedObjectsMb, type DomCounters } from '../lib/heap-counters';
import { findLiveHost } from './live-room';
import { HEADER_TABS, headerTab } from './session-dom';
import { median } from '../lib/median';

const WORLD_SPEED = 30;
const DWELL_MS = 6000;
const WARM_UP_CYCLES = 2;
const MEASURED_CYCLES = 8;
const READY_TIMEOUT_MS = 20_000;
const HOUR_MS = 3_600_000;

export interface SoakSample {
  /** Simulated time since the first sample (h). */
  worldHours: number;
  retainedMb: number;
  heapMb: number;
  dom: DomCounters;
}

export interface SoakDetails {
  worldSpeed: number;
  hostId: number | null;
  samples: SoakSample[];
  errors: string[];
}

/** Least-squares slope of y over x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  const covariance = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1_048_576;
}

/** An in-app navigation, as react-router's own navigate() pushes it. */
async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((path) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, target);
}

/** 爆料, 盈利榜, 体育专题, then 主播: a cycle ends where the samples are taken. */
const TABS = [...HEADER_TABS.slice(1), HEADER_TABS[0]];

async function oneCycle(page: Page, bar: Locator, roomPath: string | null): Promise<void> {
  for (const tab of TABS) {
    await headerTab(bar, tab).click();
    await page.waitForTimeout(DWELL_MS);
  }
  if (roomPath) {
    await navigateInApp(page, roomPath);
    await page.waitForTimeout(DWELL_MS);
    await page.evaluate(() => history.back());
    await page.waitForURL(/\/sport-info\/anchor$/, { timeout: READY_TIMEOUT_MS });
  }
}

async function soakOn(browser: Browser, stack: BenchStack): Promise<SoakDetails> {
  const details: SoakDetails = { worldSpeed: WORLD_SPEED, hostId: null, samples: [], errors: [] };
  details.hostId = await findLiveHost({ url: stack.apiUrl, ca: stack.tls.cert });
  const roomPath = details.hostId === null ? null : `/sport-info/anchor/detail/${details.hostId}`;
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => details.errors.push(error.message.slice(0, 200)));
    const cdp = await context.newCDPSession(page);
    await page.goto(`${stack.hostUrl}/sport-info/anchor`, { waitUntil: 'networkidle', timeout: 30_000 });
    const bar = page.getByRole('tablist', { name: '频道' });
    await bar.getByRole('tab').first().waitFor({ timeout: READY_TIMEOUT_MS });
    for (let cycle = 0; cycle < WARM_UP_CYCLES; cycle += 1) await oneCycle(page, bar, roomPath);
    let firstAt: number | null = null;
    for (let cycle = 0; cycle <= MEASURED_CYCLES; cycle += 1) {
      if (cycle > 0) await oneCycle(page, bar, roomPath);
      const retainedMb = await retainedObjectsMb(cdp);
      const at = stack.api.world().currentTime;
      firstAt ??= at;
      details.samples.push({
        worldHours: (at - firstAt) / HOUR_MS,
        retainedMb,
        heapMb: await heapMb(cdp),
        dom: await domCounters(cdp),
      });
    }
    return details;
  } finally {
    await context.close();
  }
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

export async function measureSoak(
  browser: Browser,
  main: BenchStack,
): Promise<{ metrics: Metric[]; details: SoakDetails }> {
  // The main stack's certificate: the bench's Chromium trusts it by its key pin.
  const stack = await startBenchStack(main.dist, { worldSpeed: WORLD_SPEED, tls: main.tls });
  let details: SoakDetails;
  try {
    details = await soakOn(browser, stack);
  } finally {
    await stack.close();
  }
  const { samples } = details;
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  const hours = last.worldHours;
  const perHour = slope(samples.map((sample) => ({ x: sample.worldHours, y: sample.retainedMb })));
  const heapPerHour = slope(samples.map((sample) => ({ x: sample.worldHours, y: sample.heapMb })));
  const nodes = samples.map((sample) => sample.dom.nodes);
  // The DOM follows the live world (matches go live and end, hosts come and go on 主播), so two
  // single samples differ either way; a leak raises the whole later half above the earlier one,
  // so the halves' medians are compared (their highest were: one sample of 4,089 nodes, with more
  // matches live at that simulated hour, failed a run whose last sample was 45 above its first).
  const half = Math.floor(nodes.length / 2);
  const domGrowth = median(nodes.slice(half))! - median(nodes.slice(0, half))!;
  const metrics: Metric[] = [
    metric({
      id: 'soakHeapMbPerHour',
      label: `soak: retained objects (code excluded) growth per simulated hour, ${round2(hours)} h after warm-up`,
      value: round2(perHour),
      unit: 'MB/h',
      budget: 'soakHeapMbPerHour',
      note: `slope ${round2(perHour)} MB/h; ${round2(first.retainedMb)} → ${round2(last.retainedMb)} MB; whole JS heap ${round2(first.heapMb)} → ${round2(last.heapMb)} MB (${round2(heapPerHour)} MB/h); world ×${WORLD_SPEED}`,
    }),
    metric({
      id: 'soakDomNodeGrowth',
      label: 'soak: DOM nodes (Memory.getDOMCounters), median of the later half of the samples vs the earlier, on 主播',
      value: domGrowth,
      unit: 'nodes',
      budget: 'soakDomNodeGrowth',
      note: `samples ${nodes.join(' ')}; listeners ${first.dom.jsEventListeners} → ${last.dom.jsEventListeners}`,
    }),
  ];
  if (details.hostId === null)
    metrics.push(
      failure(
        { id: 'soakRoom', label: 'soak: a live room', value: null, unit: '' },
        'no live host: the room was left out',
      ),
    );
  if (details.errors.length > 0)
    metrics.push(
      failure(
        { id: 'soakErrors', label: 'soak: page errors', value: details.errors.length, unit: '' },
        details.errors[0]!.slice(0, 100),
      ),
    );
  return { metrics, details };
}

/**
 * The live room (issue 5), standalone, once `/anchor/detail/:id` is in the app's route table
 * (until then: skipped, not failed):
 *  - entering: from /anchor, an in-app navigation to the room of a host who is live (found
 *    with the signed anchor list), until the first video frame is presented
 *    (requestVideoFrameCallback on every <video> that appears) — budget 1500 ms on loopback;
 *  - memory: leave (history.back) and enter again, 20 visits; JS heap after a forced GC
 *    (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage) after the last visit against after
 *    the first — budget +10 %;
 *  - the player chunk, hls.js and mpegts.js are not fetched on /anchor (checked here too,
 *    before the first visit).
 * The in-app navigation is a history entry plus `popstate`, which the app's browser router
 * follows as it follows the back button.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { chunkContents, isPlayerCode } from '../lib/chunk-contents';
import { failure, metric, skipped, type Metric } from '../lib/metrics';
import { signedCall } from '../lib/signed-call';
import { newPhoneContext, ROOT, type BenchStack } from '../lib/stack';

const ROOM_PATTERN = '/anchor/detail/:id';
const VISITS = 20;
const FIRST_FRAME_TIMEOUT_MS = 15_000;
const SETTLE_MS = 300;

export interface LiveRoomDetails {
  hostId: number | null;
  firstFrameMs: number[];
  heapAfterFirstMb: number | null;
  heapAfterLastMb: number | null;
  /** After each visit, after GC: a leak climbs steadily, a warm-up levels off. */
  heapMbByVisit: number[];
  playerFilesOnAnchor: string[];
  playerFilesInRoom: string[];
  skipped?: string;
}

const FIRST_FRAME_LABEL = 'live room: navigation to first video frame';
const HEAP_LABEL = `live room: JS heap after ${VISITS} visits vs the first`;

async function roomRouteExists(): Promise<boolean> {
  try {
    const { routeTable } = (await import('../../src/app/routing/route-table')) as { routeTable: readonly { pattern: string }[] };
    return routeTable.some((route) => route.pattern === ROOM_PATTERN);
  } catch {
    // The table could not be loaded in Node (a style import, say): read its text instead.
    const text = readFileSync(path.join(ROOT, 'src/app/routing/route-table.ts'), 'utf8');
    return text.includes(`'${ROOM_PATTERN}'`) || /anchorRoutes\.detail\b/.test(text);
  }
}

/** A host who is live now: the anchor home's hosts, else the host list. */
async function findLiveHost(apiUrl: string): Promise<number | null> {
  const sources = [
    () => signedCall<unknown>(apiUrl, 'GET', '/ssapi/anchor/list/v2', { t: 1 }),
    () => signedCall<unknown>(apiUrl, 'POST', '/api/forehead/live/host/list'),
  ];
  for (const source of sources) {
    const envelope = await source().catch(() => null);
    const found = envelope ? liveHostIn(envelope.data) : null;
    if (found !== null) return found;
  }
  return null;
}

function liveHostIn(value: unknown): number | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = liveHostIn(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  // A Host (`id`, `nickName`, `liveStatus` 1) or a match's AnchorInfo (`hostId`, `hostLiveStatus` 1).
  if (typeof row.id === 'number' && 'nickName' in row && row.liveStatus === 1) return row.id;
  if (typeof row.hostId === 'number' && row.hostLiveStatus === 1) return row.hostId;
  return liveHostIn(Object.values(row));
}

/**
 * Records when each <video> that appears presents its first frame (performance.now()) in
 * `window.__benchFrames`. A string, not a function: tsx would add its `__name` helper to the
 * inner functions, and the page has no such helper.
 */
const WATCH_VIDEO_FRAMES = `(() => {
  const frames = [];
  window.__benchFrames = frames;
  const watched = new WeakSet();
  const watch = () => {
    for (const video of document.querySelectorAll('video')) {
      if (watched.has(video)) continue;
      watched.add(video);
      const arm = () => video.requestVideoFrameCallback(() => frames.push(performance.now()));
      arm();
      // A new source on the same element is a new first frame.
      video.addEventListener('emptied', arm);
    }
  };
  new MutationObserver(watch).observe(document, { childList: true, subtree: true });
})();`;

async function enterRoom(page: Page, roomPath: string): Promise<number> {
  const started = await page.evaluate((target) => {
    const now = performance.now();
    // The entry react-router's own navigate() would push: a fresh key, the next index.
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return now;
  }, roomPath);
  const frameAt = await page
    .waitForFunction(
      (since) => (window as unknown as { __benchFrames: number[] }).__benchFrames.find((at) => at > since) ?? false,
      started,
      { timeout: FIRST_FRAME_TIMEOUT_MS, polling: 'raf' },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
  return frameAt - started;
}

async function leaveRoom(page: Page): Promise<void> {
  await page.evaluate(() => history.back());
  await page.waitForFunction(() => location.pathname.endsWith('/anchor') && document.querySelector('video') === null, undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(SETTLE_MS);
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1_048_576;
}

export async function measureLiveRoom(browser: Browser, stack: BenchStack): Promise<{ metrics: Metric[]; details: LiveRoomDetails }> {
  const details: LiveRoomDetails = {
    hostId: null,
    firstFrameMs: [],
    heapAfterFirstMb: null,
    heapAfterLastMb: null,
    heapMbByVisit: [],
    playerFilesOnAnchor: [],
    playerFilesInRoom: [],
  };
  const skip = (why: string) => {
    details.skipped = why;
    return {
      metrics: [
        skipped({ id: 'roomFirstFrameMs', label: FIRST_FRAME_LABEL, unit: 'ms', budget: 'roomFirstFrameMs' }, why),
        skipped({ id: 'roomHeapGrowthPct', label: HEAP_LABEL, unit: '%', budget: 'roomHeapGrowthPct' }, why),
      ],
      details,
    };
  };
  if (!(await roomRouteExists())) return skip('live room not built yet');

  details.hostId = await findLiveHost(stack.apiUrl);
  if (details.hostId === null) {
    const row = failure({ id: 'roomFirstFrameMs', label: FIRST_FRAME_LABEL, value: null, unit: 'ms' }, 'no live host on the development server');
    return { metrics: [row], details };
  }
  const roomPath = `/anchor/detail/${details.hostId}`;

  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_VIDEO_FRAMES);
    const scripts: string[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(stack.remoteUrl).origin && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    const playerFiles = () =>
      scripts.filter((file) => isPlayerCode(file, chunkContents(path.join(stack.dist, 'remote', file))));

    await page.goto(`${stack.remoteUrl}/anchor`, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.locator('[data-testid="sport-info-root"]').first().waitFor({ timeout: 15_000 });
    details.playerFilesOnAnchor = playerFiles();

    const cdp = await context.newCDPSession(page);
    for (let visit = 1; visit <= VISITS; visit += 1) {
      details.firstFrameMs.push(Math.round(await enterRoom(page, roomPath)));
      if (visit === 1) details.playerFilesInRoom = playerFiles();
      await leaveRoom(page);
      details.heapMbByVisit.push(Math.round((await heapAfterGc(cdp)) * 100) / 100);
    }
    details.heapAfterFirstMb = details.heapMbByVisit[0] ?? null;
    details.heapAfterLastMb = details.heapMbByVisit[details.heapMbByVisit.length - 1] ?? null;

    const growth =
      details.heapAfterFirstMb && details.heapAfterLastMb
        ? ((details.heapAfterLastMb - details.heapAfterFirstMb) / details.heapAfterFirstMb) * 100
        : null;
    const reentries = details.firstFrameMs.slice(1).sort((a, b) => a - b);
    const metrics: Metric[] = [
      metric({
        id: 'roomFirstFrameMs',
        label: FIRST_FRAME_LABEL,
        value: details.firstFrameMs[0] ?? null,
        unit: 'ms',
        budget: 'roomFirstFrameMs',
        note: reentries.length ? `re-entries median ${reentries[Math.floor(reentries.length / 2)]} ms` : undefined,
      }),
      metric({
        id: 'roomHeapGrowthPct',
        label: HEAP_LABEL,
        value: growth === null ? null : Math.round(growth * 10) / 10,
        unit: '%',
        budget: 'roomHeapGrowthPct',
        note: `${details.heapAfterFirstMb?.toFixed(1)} → ${details.heapAfterLastMb?.toFixed(1)} MB`,
      }),
    ];
    if (details.playerFilesOnAnchor.length > 0) {
      metrics.push(failure({ id: 'roomPlayerOnAnchor', label: 'player chunk fetched on /anchor', value: details.playerFilesOnAnchor.length, unit: '' }, details.playerFilesOnAnchor.join(' ')));
    }
    return { metrics, details };
  } finally {
    await context.close();
  }
}

/**
 * The live room, standalone, once `/anchor/detail/:id` is in the app's route table
 * (until then: skipped, not failed):
 *  - entering: from /anchor, a tap on a link into the room of a host who is live (found with the
 *    signed anchor list; an in-app navigation when no link of the room is on the page), from its
 *    pointerdown until the first video frame is presented (requestVideoFrameCallback on every
 *    <video> that appears) — budget 600 ms on loopback;
 *  - memory: leave (history.back) and enter again, 20 visits; after the first and the last
 *    visit, a forced GC and a heap snapshot: the JS objects the page retains (every snapshot
 *    node but V8's code — bytecode and compiled code) — budget +10 %. The whole heap
 *    (Runtime.getHeapUsage) is recorded after every visit and shown beside it: it also grows
 *    while V8's optimizing tiers compile the hot code of hls.js and the room (measured: +25 %,
 *    levelling off after ~10 visits; with those tiers switched off, --js-flags="--no-opt
 *    --no-maglev --no-sparkplug", the whole heap grows 4 %). Code the VM keeps hot is not
 *    what the budget is about: players not destroyed and sockets not unsubscribed are objects.
 *    DOM nodes and listeners (CDP Memory.getDOMCounters) are recorded too;
 *  - the player chunk, hls.js and mpegts.js are not fetched on /anchor (checked here too,
 *    before the first visit).
 * The in-app navigation is a history entry plus `popstate`, which the app's browser router
 * follows as it follows the back button.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chunkContents, isPlayerCode } from '../lib/chunk-contents';
import { domCounters, heapAfterGc, retainedObjectsMb, type DomCounters } from '../lib/heap-counters';
import { failure, metric, skipped, type Metric } from '../lib/metrics';
import { GameId } from '../../src/contracts/system';
import { signedCall, type ApiTarget } from '../lib/signed-call';
import { newPhoneContext, ROOT, type BenchStack } from '../lib/stack';
import { median } from '../lib/median';

const ROOM_PATTERN = '/anchor/detail/:id';
const VISITS = 20;
const FIRST_FRAME_TIMEOUT_MS = 15_000;
const SETTLE_MS = 300;
const COLD_ENTRIES = 5;

/** A fresh page on the settled standalone /anchor, watching video frames and taps. */
async function openAnchorHome(context: BrowserContext, stack: BenchStack): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(WATCH_VIDEO_FRAMES);
  await page.addInitScript(WATCH_PRESS);
  await page.goto(`${stack.remoteUrl}/anchor`, { waitUntil: 'networkidle', timeout: 30_000 });
  await page.locator('[data-testid="sport-info-root"]').first().waitFor({ timeout: 15_000 });
  return page;
}

export interface LiveRoomDetails {
  hostId: number | null;
  /** How the first visit entered: a tap on a link into the room on /anchor, or (no link there) a navigation. */
  enteredBy: 'tap' | 'navigation' | null;
  firstFrameMs: number[];
  /** Entering with nothing of the room cached, each from a fresh page (the budgeted median). */
  coldFirstFrameMs: number[];
  heapAfterFirstMb: number | null;
  heapAfterLastMb: number | null;
  /** Retained objects (heap snapshot self sizes, JS and DOM, without code) after the first and the last visit. */
  objectsAfterFirstMb: number | null;
  objectsAfterLastMb: number | null;
  domCountersFirst: DomCounters | null;
  domCountersLast: DomCounters | null;
  /** After each visit, after GC: a leak climbs steadily, a warm-up levels off. */
  heapMbByVisit: number[];
  playerFilesOnAnchor: string[];
  playerFilesInRoom: string[];
  skipped?: string;
}

const FIRST_FRAME_LABEL = 'live room: tap to first video frame';
const HEAP_LABEL = `live room: retained objects (code excluded) after ${VISITS} visits vs the first`;
const WHOLE_HEAP_LABEL = `live room: whole JS heap (code included) after ${VISITS} visits vs the first`;

async function roomRouteExists(): Promise<boolean> {
  try {
    const { routeTable } = (await import('../../src/app/routing/route-table')) as {
      routeTable: readonly { pattern: string }[];
    };
    return routeTable.some((route) => route.pattern === ROOM_PATTERN);
  } catch {
    // The table could not be loaded in Node (a style import, say): read its text instead.
    const text = readFileSync(path.join(ROOT, 'src/app/routing/route-table.ts'), 'utf8');
    return text.includes(`'${ROOM_PATTERN}'`) || /anchorRoutes\.detail\b/.test(text);
  }
}

/**
 * A host whose room plays now: candidates from the anchor home (the live matches' anchors first,
 * then hosts marked live) and the host list, checked with the room's own call — live, and on a
 * match source the app shows (the default jump game or play; others the app drops,
 * and their room rightly says the host is not live).
 */
export async function findLiveHost(api: ApiTarget): Promise<number | null> {
  const sources = [
    () => signedCall<unknown>(api, 'GET', '/ssapi/anchor/list/v2', { t: 1 }),
    () => signedCall<unknown>(api, 'POST', '/api/forehead/live/host/list'),
  ];
  for (const source of sources) {
    const envelope = await source().catch(() => null);
    const candidates = new Set<number>();
    if (envelope) liveHostsIn(envelope.data, candidates);
    for (const hostId of candidates) {
      const info = await signedCall<{ liveStatus?: number; matchSource?: number } | null>(api, 'POST', ROOM_INFO_PATH, {
        hostId,
      }).catch(() => null);
      const data = info?.data;
      if (data && data.liveStatus === 1 && SHOWN_MATCH_SOURCES.includes(data.matchSource ?? -1)) return hostId;
    }
  }
  return null;
}

export const ROOM_INFO_PATH = '/api/forehead/live/host/load/live/match/info';
export const SHOWN_MATCH_SOURCES: readonly number[] = [GameId.NewSt, GameId.Play];

/** Every live host id in an answer, matches' anchors (`hostId`, `hostLiveStatus` 1) before hosts (`id`, `nickName`, `liveStatus` 1). */
export function liveHostsIn(value: unknown, into: Set<number>): void {
  const anchors: number[] = [];
  const hosts: number[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const row = node as Record<string, unknown>;
    if (typeof row.hostId === 'number' && row.hostLiveStatus === 1) anchors.push(row.hostId);
    if (typeof row.id === 'number' && 'nickName' in row && row.liveStatus === 1) hosts.push(row.id);
    Object.values(row).forEach(visit);
  };
  visit(value);
  for (const id of [...anchors, ...hosts]) into.add(id);
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

/** Notes the time of the last pointerdown (a tap's start) in `window.__benchPressAt`. */
const WATCH_PRESS = `addEventListener('pointerdown', () => { window.__benchPressAt = performance.now(); }, true);`;

async function firstFrameAfter(page: Page, since: number): Promise<number> {
  return page
    .waitForFunction(
      (after) => (window as unknown as { __benchFrames: number[] }).__benchFrames.find((at) => at > after) ?? false,
      since,
      {
        timeout: FIRST_FRAME_TIMEOUT_MS,
        polling: 'raf',
      },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

/**
 * As a fan enters: a tap on a link into the room on /anchor — a streamer tile, a
 * featured video, a live match — timed from its pointerdown to the first frame. Null when no
 * link of the room is on the page (the caller navigates instead).
 */
async function enterRoomByTap(page: Page, roomPath: string): Promise<number | null> {
  const link = page.locator(`a[href$="${roomPath}"]`).first();
  if ((await link.count()) === 0) return null;
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(SETTLE_MS);
  await link.tap();
  const pressedAt = await page.evaluate(
    () => (window as unknown as { __benchPressAt?: number }).__benchPressAt ?? null,
  );
  if (pressedAt === null) throw new Error('the tap made no pointerdown');
  return (await firstFrameAfter(page, pressedAt)) - pressedAt;
}

async function enterRoom(page: Page, roomPath: string): Promise<number> {
  const started = await page.evaluate((target) => {
    const now = performance.now();
    // The entry react-router's own navigate() would push: a fresh key, the next index.
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return now;
  }, roomPath);
  return (await firstFrameAfter(page, started)) - started;
}

async function leaveRoom(page: Page): Promise<void> {
  await page.evaluate(() => history.back());
  // Leaving while the stream plays floats it to the mini-player; these visits measure
  // entering afresh, so its × stops it (the mini-player scenario measures the way back instead).
  await page.waitForFunction(
    () =>
      location.pathname.endsWith('/anchor') &&
      (document.querySelector('[data-testid="mini-player"]') !== null || document.querySelector('video') === null),
    undefined,
    { timeout: 10_000 },
  );
  const close = page.locator('[data-testid="mini-player"] button[aria-label="关闭小窗"]');
  if ((await close.count()) > 0) await close.click();
  await page.waitForFunction(() => document.querySelector('video') === null, undefined, { timeout: 10_000 });
  await page.waitForTimeout(SETTLE_MS);
}

export async function measureLiveRoom(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: LiveRoomDetails }> {
  const details: LiveRoomDetails = {
    hostId: null,
    enteredBy: null,
    firstFrameMs: [],
    coldFirstFrameMs: [],
    heapAfterFirstMb: null,
    heapAfterLastMb: null,
    objectsAfterFirstMb: null,
    objectsAfterLastMb: null,
    domCountersFirst: null,
    domCountersLast: null,
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

  details.hostId = await findLiveHost({ url: stack.apiUrl, ca: stack.tls.cert });
  if (details.hostId === null) {
    const row = failure(
      { id: 'roomFirstFrameMs', label: FIRST_FRAME_LABEL, value: null, unit: 'ms' },
      'no live host on the development server',
    );
    return { metrics: [row], details };
  }
  const roomPath = `/anchor/detail/${details.hostId}`;

  // Cold entries (nothing of the room cached): fresh pages, one tap each; the memory loop's first
  // visit below is the last of them.
  for (let entry = 1; entry < COLD_ENTRIES; entry += 1) {
    const context = await newPhoneContext(browser);
    try {
      const page = await openAnchorHome(context, stack);
      const tapped = await enterRoomByTap(page, roomPath);
      details.coldFirstFrameMs.push(Math.round(tapped ?? (await enterRoom(page, roomPath))));
    } finally {
      await context.close();
    }
  }

  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_VIDEO_FRAMES);
    await page.addInitScript(WATCH_PRESS);
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
      // The first visit as a fan makes it, by a tap; the later ones by navigation (memory).
      const tapped = visit === 1 ? await enterRoomByTap(page, roomPath) : null;
      if (visit === 1) details.enteredBy = tapped === null ? 'navigation' : 'tap';
      details.firstFrameMs.push(Math.round(tapped ?? (await enterRoom(page, roomPath))));
      if (visit === 1) details.coldFirstFrameMs.push(details.firstFrameMs[0]!);
      if (visit === 1) details.playerFilesInRoom = playerFiles();
      await leaveRoom(page);
      details.heapMbByVisit.push(Math.round((await heapAfterGc(cdp)) * 100) / 100);
      if (visit === 1 || visit === VISITS) {
        const objects = Math.round((await retainedObjectsMb(cdp)) * 100) / 100;
        const counters = await domCounters(cdp);
        if (visit === 1) [details.objectsAfterFirstMb, details.domCountersFirst] = [objects, counters];
        else [details.objectsAfterLastMb, details.domCountersLast] = [objects, counters];
      }
    }
    details.heapAfterFirstMb = details.heapMbByVisit[0] ?? null;
    details.heapAfterLastMb = details.heapMbByVisit[details.heapMbByVisit.length - 1] ?? null;

    const growthPct = (first: number | null, last: number | null) =>
      first && last ? Math.round(((last - first) / first) * 1000) / 10 : null;
    const { domCountersFirst: domFirst, domCountersLast: domLast } = details;
    const reentries = details.firstFrameMs.slice(1).sort((a, b) => a - b);
    const metrics: Metric[] = [
      metric({
        id: 'roomFirstFrameMs',
        label: FIRST_FRAME_LABEL,
        value: median(details.coldFirstFrameMs),
        unit: 'ms',
        budget: 'roomFirstFrameMs',
        note:
          `median of ${details.coldFirstFrameMs.length} fresh pages ${Math.min(...details.coldFirstFrameMs)}–${Math.max(...details.coldFirstFrameMs)} ms, entered by ${details.enteredBy}` +
          (reentries.length ? `; re-entries (navigation, chunks cached) median ${median(reentries)} ms` : ''),
      }),
      metric({
        id: 'roomHeapGrowthPct',
        label: HEAP_LABEL,
        value: growthPct(details.objectsAfterFirstMb, details.objectsAfterLastMb),
        unit: '%',
        budget: 'roomHeapGrowthPct',
        note:
          `${details.objectsAfterFirstMb?.toFixed(2)} → ${details.objectsAfterLastMb?.toFixed(2)} MB` +
          (domFirst && domLast
            ? `; DOM nodes ${domFirst.nodes} → ${domLast.nodes}, listeners ${domFirst.jsEventListeners} → ${domLast.jsEventListeners}`
            : ''),
      }),
      metric({
        id: 'roomWholeHeapGrowthPct',
        label: WHOLE_HEAP_LABEL,
        value: growthPct(details.heapAfterFirstMb, details.heapAfterLastMb),
        unit: '%',
        note: `${details.heapAfterFirstMb?.toFixed(1)} → ${details.heapAfterLastMb?.toFixed(1)} MB, JIT-compiled code included (see live-room.ts)`,
      }),
    ];
    if (details.playerFilesOnAnchor.length > 0) {
      metrics.push(
        failure(
          {
            id: 'roomPlayerOnAnchor',
            label: 'player chunk fetched on /anchor',
            value: details.playerFilesOnAnchor.length,
            unit: '',
          },
          details.playerFilesOnAnchor.join(' '),
        ),
      );
    }
    return { metrics, details };
  } finally {
    await context.close();
  }
}

/**
 * The mini-player, standalone: from /anchor into a live room until its video plays,
 * then 20 cycles of room → a page (爆料, by an in-app navigation) → the
 * mini-player playing there → a tap on it → the room again, on the same element.
 *  - the way back: from the tap to a playing video in the room (measured in the page, every
 *    cycle; the median is budgeted, ≤ 100 ms, the slowest shown beside it) — the same element
 *    must come back (a new element would be a new first frame);
 *  - memory: retained objects after a forced GC (live-room.ts's heap snapshot, code excluded)
 *    after the last cycle against after the first — budget +10 %;
 *  - nothing orphaned: at most one <video> during the cycles, and after × on the mini-player no
 *    <video> and no open MediaSource (every MediaSource the page made is tracked by a wrapper
 *    installed before the app's scripts; after GC, those not yet `closed` are counted) — budget 0.
 */
import type { Browser, Page } from 'playwright-core';
import { failure, metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { domCounters, retainedObjectsMb, type DomCounters } from '../lib/heap-counters';
import { findLiveHost } from './live-room';
import { median } from '../lib/median';

const CYCLES = 20;
const PLAY_TIMEOUT_MS = 20_000;
/** A beat in the room before leaving it, as a viewer would. */
const SETTLE_MS = 1000;

export interface MiniPlayerDetails {
  hostId: number | null;
  tapToPlayingMs: number[];
  objectsAfterFirstMb: number | null;
  objectsAfterLastMb: number | null;
  domCountersFirst: DomCounters | null;
  domCountersLast: DomCounters | null;
  mostVideos: number;
  videosAfterClose: number | null;
  openMediaSourcesAfterClose: number | null;
}

/** Tracks every MediaSource the page creates (a string: see live-room.ts on tsx's helpers). */
const TRACK_MEDIA_SOURCES = `(() => {
  const made = [];
  window.__mediaSources = made;
  const Native = window.MediaSource;
  if (typeof Native !== 'function') return;
  window.MediaSource = class extends Native {
    constructor(...args) {
      super(...args);
      made.push(new WeakRef(this));
    }
  };
})();`;

const VIDEO_IN_ROOM = '[data-live-player-slot] video';
const VIDEO_IN_MINI = '[data-testid="mini-player"] video';

async function inApp(page: Page, target: string): Promise<void> {
  await page.evaluate((path) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, target);
}

async function playingIn(page: Page, selector: string): Promise<void> {
  const start = await page.evaluate(
    (css) => (document.querySelector(css) as HTMLVideoElement | null)?.currentTime ?? -1,
    selector,
  );
  await page
    .waitForFunction(
      ({ css, from }) => {
        const video = document.querySelector(css) as HTMLVideoElement | null;
        return video !== null && !video.paused && video.currentTime > Math.max(0, from) + 0.2;
      },
      { css: selector, from: start },
      { timeout: PLAY_TIMEOUT_MS },
    )
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() =>
        [...document.querySelectorAll('video')]
          .map(
            (video) =>
              `${video.parentElement?.getAttribute('class') ?? video.parentElement?.tagName} paused ${video.paused} t ${video.currentTime.toFixed(1)}`,
          )
          .join('; '),
      );
      throw new Error(
        `${selector} not playing at ${page.url()}: videos [${seen}] (${error instanceof Error ? error.message : String(error)})`,
      );
    });
}

const videoCount = (page: Page) => page.evaluate(() => document.querySelectorAll('video').length);

/**
 * Arms the measurement of the way back: on the tap (pointerup), polls until the room's video
 * plays. A string, as TRACK_MEDIA_SOURCES: tsx would wrap the inner function in its `__name` helper.
 */
const ARM_TAP_TIMER = `(() => {
  const state = window;
  state.__miniVideo = document.querySelector(${JSON.stringify(VIDEO_IN_MINI)});
  delete state.__backAt;
  document.addEventListener('pointerup', () => {
    state.__tapAt = performance.now();
    const check = () => {
      const inRoom = document.querySelector(${JSON.stringify(VIDEO_IN_ROOM)});
      if (inRoom && !inRoom.paused && inRoom.readyState >= 2) {
        state.__sameElement = inRoom === state.__miniVideo;
        state.__backAt = performance.now();
      } else requestAnimationFrame(check);
    };
    check();
  }, { capture: true, once: true });
})();`;

/** Taps the mini-player and returns the ms from the tap to the same element playing in the room. */
async function tapBack(page: Page): Promise<number> {
  await page.evaluate(ARM_TAP_TIMER);
  await page.locator('[data-testid="mini-player"] [role="button"]').click();
  try {
    const handle = await page.waitForFunction(
      () => (window as unknown as { __backAt?: number }).__backAt !== undefined,
      undefined,
      {
        timeout: 10_000,
      },
    );
    await handle.dispose();
  } catch (error) {
    const seen = await page.evaluate(
      (selectors) => {
        const room = document.querySelector(selectors.room) as HTMLVideoElement | null;
        return `at ${location.pathname}, mini-player ${document.querySelector('[data-testid="mini-player"]') ? 'shown' : 'gone'}, room video ${room ? `paused ${room.paused} readyState ${room.readyState}` : 'none'}, tap seen ${String((window as unknown as { __tapAt?: number }).__tapAt)}`;
      },
      { mini: VIDEO_IN_MINI, room: VIDEO_IN_ROOM },
    );
    throw new Error(`no way back to the room: ${seen} (${error instanceof Error ? error.message : String(error)})`);
  }
  const { tapAt, backAt, same } = await page.evaluate(() => {
    const state = window as unknown as { __tapAt: number; __backAt: number; __sameElement: boolean };
    return { tapAt: state.__tapAt, backAt: state.__backAt, same: state.__sameElement };
  });
  if (!same) throw new Error('the room came back with a new video element');
  return backAt - tapAt;
}

export async function measureMiniPlayer(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: MiniPlayerDetails }> {
  const details: MiniPlayerDetails = {
    hostId: null,
    tapToPlayingMs: [],
    objectsAfterFirstMb: null,
    objectsAfterLastMb: null,
    domCountersFirst: null,
    domCountersLast: null,
    mostVideos: 0,
    videosAfterClose: null,
    openMediaSourcesAfterClose: null,
  };
  details.hostId = await findLiveHost({ url: stack.apiUrl, ca: stack.tls.cert });
  if (details.hostId === null) {
    return {
      metrics: [failure({ id: 'miniPlayerReturnMs', label: 'mini-player', value: null, unit: 'ms' }, 'no live host')],
      details,
    };
  }
  const roomPath = `/anchor/detail/${details.hostId}`;
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(TRACK_MEDIA_SOURCES);
    await page.goto(`${stack.remoteUrl}/anchor`, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.locator('[data-testid="sport-info-root"]').first().waitFor({ timeout: 15_000 });
    const cdp = await context.newCDPSession(page);
    await inApp(page, roomPath);
    await playingIn(page, VIDEO_IN_ROOM);

    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      await page.waitForTimeout(SETTLE_MS);
      // Room → 爆料 by an in-app link (history.back would alternate between /anchor and /news).
      await inApp(page, '/news');
      await playingIn(page, VIDEO_IN_MINI);
      details.mostVideos = Math.max(details.mostVideos, await videoCount(page));
      details.tapToPlayingMs.push(Math.round((await tapBack(page)) * 10) / 10);
      await playingIn(page, VIDEO_IN_ROOM);
      details.mostVideos = Math.max(details.mostVideos, await videoCount(page));
      if (cycle === 1 || cycle === CYCLES) {
        const objects = Math.round((await retainedObjectsMb(cdp)) * 100) / 100;
        const counters = await domCounters(cdp);
        if (cycle === 1) [details.objectsAfterFirstMb, details.domCountersFirst] = [objects, counters];
        else [details.objectsAfterLastMb, details.domCountersLast] = [objects, counters];
      }
    }

    // Leave once more and close the mini-player: nothing of the stream may stay.
    await page.evaluate(() => history.back());
    await page.locator('[data-testid="mini-player"] button[aria-label="关闭小窗"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-player"]') === null, undefined, {
      timeout: 10_000,
    });
    await page.waitForTimeout(500);
    await cdp.send('HeapProfiler.collectGarbage');
    details.videosAfterClose = await videoCount(page);
    details.openMediaSourcesAfterClose = await page.evaluate(
      () =>
        ((window as unknown as { __mediaSources?: WeakRef<MediaSource>[] }).__mediaSources ?? [])
          .map((ref) => ref.deref())
          .filter((source) => source !== undefined && source.readyState !== 'closed').length,
    );

    const {
      objectsAfterFirstMb: first,
      objectsAfterLastMb: last,
      domCountersFirst: domFirst,
      domCountersLast: domLast,
    } = details;
    const growth = first && last ? Math.round(((last - first) / first) * 1000) / 10 : null;
    return {
      metrics: [
        metric({
          id: 'miniPlayerReturnMs',
          label: 'mini-player: tap to the same video playing in the room (median of 20)',
          value: median(details.tapToPlayingMs),
          unit: 'ms',
          budget: 'miniPlayerReturnMs',
          note: `slowest ${Math.max(...details.tapToPlayingMs)} ms`,
        }),
        metric({
          id: 'miniPlayerHeapGrowthPct',
          label: `mini-player: retained objects after ${CYCLES} room → page → mini-player → room cycles vs the first`,
          value: growth,
          unit: '%',
          budget: 'miniPlayerHeapGrowthPct',
          note:
            `${first?.toFixed(2)} → ${last?.toFixed(2)} MB` +
            (domFirst && domLast
              ? `; DOM nodes ${domFirst.nodes} → ${domLast.nodes}, listeners ${domFirst.jsEventListeners} → ${domLast.jsEventListeners}`
              : ''),
        }),
        metric({
          id: 'miniPlayerOrphanMedia',
          label: 'mini-player: <video> and open MediaSource left after ×',
          value:
            (details.videosAfterClose ?? 0) +
            (details.openMediaSourcesAfterClose ?? 0) +
            Math.max(0, details.mostVideos - 1),
          unit: '',
          budget: 'miniPlayerOrphanMedia',
          note: `videos ${details.videosAfterClose}, open MediaSources ${details.openMediaSourcesAfterClose}, most videos at once ${details.mostVideos}`,
        }),
      ],
      details,
    };
  } finally {
    await context.close();
  }
}

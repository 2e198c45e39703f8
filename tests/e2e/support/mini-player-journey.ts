/**
 * The mini-player's journey, on any stack that serves the standalone page at `origin` (the
 * production builds, tests/e2e/mini-player.test.ts; `npm start`, tests/e2e/dev-stack.test.ts):
 * a live room plays; leaving it keeps the same <video> playing in the mini-player over the anchor
 * home and 爆料; a tap goes back to the room on the same element; × stops every video request.
 */
import type { Page, Request } from 'playwright-core';
import { screenshot, screenshotPath } from './stack';
import { settle } from './themes';

/**
 * The 100 ms budget (miniPlayerReturnMs) is the bench's, judged there by its median. Here the
 * same element is proven by identity; the bound only catches a tap that waits on a stream started
 * afresh (a first frame: 600 ms on a quiet machine, seconds on a loaded one) — an adopted stream
 * took tens of ms here, and 645 ms once at load 16 on two cores.
 */
const TAP_TO_PLAYING_BOUND_MS = 1500;

/** Every request for the stream (playlist, segments, flv) from now on, with when it started. */
export function watchVideoRequests(page: Page): { at: number; url: string }[] {
  const seen: { at: number; url: string }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/live/')) seen.push({ at: Date.now(), url: request.url() });
  });
  return seen;
}

/** The stream requests started after `since`, past the 300 ms a request already on its way may take to start. */
export const requestedAfter = (requests: ReturnType<typeof watchVideoRequests>, since: number) =>
  requests.filter((request) => request.at > since + 300);

/** `waitMs` after the video went at `since`: no video element, none parked, and no stream request since. */
export async function expectVideoGone(
  page: Page,
  requests: ReturnType<typeof watchVideoRequests>,
  since: number,
  waitMs: number,
) {
  await page.waitForTimeout(waitMs);
  expect(await page.locator('video').count()).toBe(0);
  expect(await page.locator('[data-live-stream-park]').count()).toBe(0);
  expect(requestedAfter(requests, since)).toEqual([]);
}

/** An in-app navigation, as the router's own navigate would push it. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

export async function waitForRoomPlaying(page: Page): Promise<void> {
  await page.waitForFunction(
    () => ((document.querySelector('[data-live-player-slot] video') as HTMLVideoElement | null)?.currentTime ?? 0) > 1,
    null,
    {
      timeout: 30_000,
    },
  );
}

/** The mini-player's video plays: its currentTime advances by more than half a second. */
export async function expectMiniPlaying(page: Page): Promise<void> {
  const mini = page.getByTestId('mini-player');
  await mini.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
    // Once in a clean-clone CI the mini-player did not show after the room was left. A room floats
    // its stream only when the stream is healthy as it is left: say what the videos were doing.
    const videos = await page.evaluate(() =>
      Array.from(document.querySelectorAll('video'), (video) => ({
        inRoom: video === (window as unknown as { __roomVideo?: Element }).__roomVideo,
        paused: video.paused,
        readyState: video.readyState,
        networkState: video.networkState,
        error: video.error ? `${video.error.code} ${video.error.message}` : null,
        currentTime: video.currentTime,
      })),
    );
    await page.screenshot({ path: screenshotPath('mini-player-missing') });
    const leftWith = await page.evaluate(() => (window as unknown as { __leftWith?: unknown }).__leftWith ?? null);
    throw new Error(
      `${String(error)}\nthe room's video as it was left: ${JSON.stringify(leftWith)}\nvideos on the page: ${JSON.stringify(videos)}\nurl: ${page.url()}`,
    );
  });
  const first = await page.evaluate(
    () => (document.querySelector('[data-testid="mini-player"] video') as HTMLVideoElement).currentTime,
  );
  // A playing stream moves on by half a second within 10 s. It stood still for 10 s once, in a
  // clean-clone CI: the server, drawing its tips in the first 爆料 call, served no video meanwhile
  // (now drawn as the stack starts, support/stack.ts). A failure says what the element was doing.
  await page
    .waitForFunction(
      (start) =>
        ((document.querySelector('[data-testid="mini-player"] video') as HTMLVideoElement | null)?.currentTime ?? 0) >
        start + 0.5,
      first,
      { timeout: 10_000 },
    )
    .catch(async (error: unknown) => {
      const video = await page.evaluate(() => {
        const element = document.querySelector('[data-testid="mini-player"] video') as HTMLVideoElement | null;
        if (!element) return null;
        const ranges = element.buffered;
        return {
          paused: element.paused,
          readyState: element.readyState,
          networkState: element.networkState,
          error: element.error ? `${element.error.code} ${element.error.message}` : null,
          currentTime: element.currentTime,
          buffered: Array.from({ length: ranges.length }, (_, index) => [ranges.start(index), ranges.end(index)]),
        };
      });
      await page.screenshot({ path: screenshotPath('mini-player-stood-still') });
      throw new Error(
        `${String(error)}\nthe mini-player's video from currentTime ${first}: ${JSON.stringify(video)}\nurl: ${page.url()}`,
      );
    });
}

/**
 * Room (picked by `pickRoom` on the loaded anchor home) → back with the mini-player playing →
 * 爆料, still playing, the same element → drag to a corner → tap → the room on the same element
 * (tap to playing within TAP_TO_PLAYING_BOUND_MS) → back → × → no video, no video request.
 * Screenshots are named `<shots>-over-anchor` and `<shots>-over-news`.
 */
export async function miniPlayerJourney(
  page: Page,
  { origin, pickRoom, shots }: { origin: string; pickRoom(page: Page): Promise<number>; shots: string },
): Promise<void> {
  const requests = watchVideoRequests(page);
  await page.goto(`${origin}/anchor`);
  await page.getByRole('tab', { name: /主播/, selected: true }).waitFor();
  const hostId = await pickRoom(page);
  await goInApp(page, `/anchor/detail/${hostId}`);
  await waitForRoomPlaying(page);
  await page.evaluate(() => {
    (window as unknown as { __roomVideo: Element | null }).__roomVideo = document.querySelector(
      '[data-live-player-slot] video',
    );
  });

  // Leave by the room's back while its video is playing (a frame to show, not a stall): the
  // mini-player shows the stream over the anchor home. The test failed three times leaving in a
  // stall (readyState 1), after which no video was left; that case is not what this test covers.
  // A cause that fits, fixed since: the startup watchdog switched a playing stream that happened to
  // rebuffer 15 s after attaching to the next engine (engine-chain.ts, unit-tested).
  await page.waitForFunction(
    () => {
      const video = (window as unknown as { __roomVideo: HTMLVideoElement | null }).__roomVideo;
      return video !== null && !video.paused && video.readyState >= 3;
    },
    null,
    { timeout: 15_000 },
  );
  await page.evaluate(() => {
    const state = window as unknown as { __roomVideo: HTMLVideoElement | null; __leftWith?: unknown };
    const video = state.__roomVideo;
    state.__leftWith = video && {
      paused: video.paused,
      readyState: video.readyState,
      error: video.error?.code ?? null,
    };
  });
  await page.getByRole('button', { name: '返回' }).first().click();
  await page.waitForURL(`${origin}/anchor`);
  await expectMiniPlaying(page);
  await screenshot(page, `${shots}-over-anchor`);

  // On to 爆料: still the same element, still playing.
  await page.getByRole('tab', { name: /爆料/ }).click();
  await page.waitForURL(`${origin}/news`);
  await expectMiniPlaying(page);
  expect(
    await page.evaluate(
      () =>
        document.querySelector('[data-testid="mini-player"] video') ===
        (window as unknown as { __roomVideo: Element }).__roomVideo,
    ),
  ).toBe(true);
  expect(await page.locator('video').count()).toBe(1);
  // The picture once the page's entrance has finished (not a fixed wait).
  await settle(page);
  await screenshot(page, `${shots}-over-news`);

  // Drag it to the top left: it snaps to that corner.
  const box = (await page.getByTestId('mini-player').boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(80, 200, { steps: 6 });
  await page.mouse.up();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="mini-player"]')?.getAttribute('data-corner') === 'top-left',
  );

  // Tap: back in the room on the same element; measured in the page from the tap to a playing
  // video in the room's player.
  await page.evaluate(() => {
    const state = window as unknown as { __tapAt?: number; __playingAt?: number; __roomVideo: Element };
    document.addEventListener(
      'pointerup',
      () => {
        state.__tapAt = performance.now();
        const check = () => {
          const video = document.querySelector('[data-live-player-slot] video') as HTMLVideoElement | null;
          if (video && video === state.__roomVideo && !video.paused && video.readyState >= 2)
            state.__playingAt = performance.now();
          else requestAnimationFrame(check);
        };
        check();
      },
      { capture: true, once: true },
    );
  });
  await page.getByRole('button', { name: /^回到.+的直播间$/ }).click();
  await page.waitForURL(`${origin}/anchor/detail/${hostId}`);
  await page.waitForFunction(() => (window as unknown as { __playingAt?: number }).__playingAt !== undefined, null, {
    timeout: 5000,
  });
  const tapToPlayingMs = await page.evaluate(() => {
    const state = window as unknown as { __tapAt: number; __playingAt: number };
    return state.__playingAt - state.__tapAt;
  });
  console.log(`mini-player → room: tap to a playing video in the room ${tapToPlayingMs.toFixed(1)} ms`);
  expect(tapToPlayingMs).toBeLessThanOrEqual(TAP_TO_PLAYING_BOUND_MS);
  expect(await page.getByTestId('mini-player').count()).toBe(0);
  const before = await page.evaluate(
    () => (document.querySelector('[data-live-player-slot] video') as HTMLVideoElement).currentTime,
  );
  await page.waitForFunction(
    (start) => (document.querySelector('[data-live-player-slot] video') as HTMLVideoElement).currentTime > start + 0.5,
    before,
  );

  // Leave again, then ×: the element goes and no video request follows.
  await page.getByRole('button', { name: '返回' }).first().click();
  await expectMiniPlaying(page);
  await page.getByRole('button', { name: '关闭小窗' }).click();
  await page.getByTestId('mini-player').waitFor({ state: 'detached' });
  await expectVideoGone(page, requests, Date.now(), 4000);
}

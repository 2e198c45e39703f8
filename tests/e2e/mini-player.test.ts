/**
 * The stream follows the fan, in Chromium at 390x844:
 *  - a live room plays; leaving it for 爆料 keeps the same <video> playing in the mini-player
 *    over the pages; a tap goes back to the room on the same element (tap → playing in the room
 *    measured in the page; the 100 ms budget is the bench's); × stops every video request;
 *  - embedded in shell-demo, the host navigating away (unmount) leaves no video, no parked
 *    element and no video request behind;
 *  - with Chromium's network emulation the stream stalls → "网络较慢，切换到省流模式" → 省流模式:
 *    no further video request, the score still arrives; back to a good network → the offer of
 *    the video.
 */
import type { Page, Request } from 'playwright-core';
import { DevCalls } from '../../src/contracts/dev-server';
import { GameId } from '../../src/contracts/system';
import { liveFootballRoom } from './support/live-rooms';
import { screenshotPath, stackForFile } from './support/stack';

const stack = stackForFile(240_000);

/**
 * The 100 ms budget (miniPlayerReturnMs) is the bench's, judged there by its median. Here the
 * same element is proven by identity; the bound only catches a tap that waits on a stream started
 * afresh (a first frame: 600 ms on a quiet machine, seconds on a loaded one) — an adopted stream
 * took tens of ms here, and 645 ms once at load 16 on two cores.
 */
const TAP_TO_PLAYING_BOUND_MS = 1500;
/** The match sources whose video the room shows. */
const SHOWN_MATCH_SOURCES: readonly number[] = [GameId.NewSt, GameId.Play];

/** Every request for the stream (playlist, segments, flv) from now on, with when it started. */
function watchVideoRequests(page: Page): { at: number; url: string }[] {
  const seen: { at: number; url: string }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/live/')) seen.push({ at: Date.now(), url: request.url() });
  });
  return seen;
}

/** The stream requests started after `since`, past the 300 ms a request already on its way may take to start. */
const requestedAfter = (requests: ReturnType<typeof watchVideoRequests>, since: number) =>
  requests.filter((request) => request.at > since + 300);

/** `waitMs` after the video went at `since`: no video element, none parked, and no stream request since. */
async function expectVideoGone(
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
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

async function waitForRoomPlaying(page: Page): Promise<void> {
  await page.waitForFunction(
    () => ((document.querySelector('[data-live-player-slot] video') as HTMLVideoElement | null)?.currentTime ?? 0) > 1,
    null,
    {
      timeout: 30_000,
    },
  );
}

/** The mini-player's video plays: its currentTime advances by more than half a second. */
async function expectMiniPlaying(page: Page): Promise<void> {
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
  // The room gets 30 s to play at all; a playing stream gets 20 s to move on by half a second. Once
  // in a clean-clone CI, with the other end-to-end files running beside it, the playhead stood
  // still for 10 s after 爆料 opened (it passes alone in 12 s): a rebuffer on a loaded machine, or
  // not — the failure says what the element was doing.
  await page
    .waitForFunction(
      (start) =>
        ((document.querySelector('[data-testid="mini-player"] video') as HTMLVideoElement | null)?.currentTime ?? 0) >
        start + 0.5,
      first,
      { timeout: 20_000 },
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

it('standalone: room → 爆料 with the mini-player playing → tap → the room on the same element → × stops the download', async () => {
  const { hostId } = await liveFootballRoom(stack, (info) => SHOWN_MATCH_SOURCES.includes(info.matchSource));
  const { page } = await stack.newPage();
  const requests = watchVideoRequests(page);
  await page.goto(`${stack.remoteUrl}/anchor`);
  await page.getByRole('tab', { name: /主播/, selected: true }).waitFor();
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
  await page.waitForURL(`${stack.remoteUrl}/anchor`);
  await expectMiniPlaying(page);
  await page.screenshot({ path: screenshotPath('mini-player-over-anchor') });

  // On to 爆料: still the same element, still playing.
  await page.getByRole('tab', { name: /爆料/ }).click();
  await page.waitForURL(`${stack.remoteUrl}/news`);
  await expectMiniPlaying(page);
  expect(
    await page.evaluate(
      () =>
        document.querySelector('[data-testid="mini-player"] video') ===
        (window as unknown as { __roomVideo: Element }).__roomVideo,
    ),
  ).toBe(true);
  expect(await page.locator('video').count()).toBe(1);
  await page.waitForTimeout(600);
  await page.screenshot({ path: screenshotPath('mini-player-over-news') });

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
  await page.waitForURL(`${stack.remoteUrl}/anchor/detail/${hostId}`);
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
});

it('embedded: the host navigating away (unmount) leaves no video, no parked element and no video request', async () => {
  const { hostId } = await liveFootballRoom(stack, (info) => SHOWN_MATCH_SOURCES.includes(info.matchSource));
  const { page } = await stack.newPage();
  const requests = watchVideoRequests(page);
  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  await page.getByRole('tab', { name: /主播/, selected: true }).waitFor();
  // What is tested is the unmount; the floating stream is its set-up. A room floats only a stream
  // healthy as it is left, and on a loaded CI machine the stream now and then is not: enter once more.
  for (let attempt = 1; ; attempt += 1) {
    await goInApp(page, `/sport-info/anchor/detail/${hostId}`);
    await waitForRoomPlaying(page);
    await page.getByRole('button', { name: '返回' }).first().click();
    if (attempt === 2) break;
    const floated = await page
      .getByTestId('mini-player')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (floated) break;
    console.log('embedded unmount: the room was left without a floating stream; entering it again');
  }
  await expectMiniPlaying(page);

  // The portal's own page: its router unmounts the remote.
  await goInApp(page, '/login?backPath=%2Fsport-info%2Fanchor');
  await page.waitForFunction(() => document.querySelector('[data-testid="sport-info-root"]') === null, null, {
    timeout: 10_000,
  });
  await expectVideoGone(page, requests, Date.now(), 3000);
});

it('a weak network: stalls → 省流模式 offered → no more video requests, the score still arrives → the video offered back', async () => {
  const { hostId, matchId } = await liveFootballRoom(stack, (info) => SHOWN_MATCH_SOURCES.includes(info.matchSource));
  const { page, context } = await stack.newPage();
  await page.addInitScript(() => localStorage.removeItem('sport-info:data-saver'));
  const requests = watchVideoRequests(page);
  await page.goto(`${stack.remoteUrl}/anchor`);
  await page.getByRole('tab', { name: /主播/, selected: true }).waitFor();
  await goInApp(page, `/anchor/detail/${hostId}`);
  await waitForRoomPlaying(page);

  // A train connection: the stream cannot keep up and stalls.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 600,
    downloadThroughput: 12 * 1024,
    uploadThroughput: 12 * 1024,
  });
  const banner = page.getByTestId('stream-banner');
  await banner.filter({ hasText: '网络较慢，切换到省流模式' }).waitFor({ timeout: 60_000 });
  await page.screenshot({ path: screenshotPath('mini-player-slow-network-banner') });

  await banner.getByRole('button', { name: '切换' }).click();
  const switchedAt = Date.now();
  await page.getByRole('region', { name: '省流模式' }).waitFor();
  expect(await page.locator('video').count()).toBe(0);

  // The score still arrives, at once (no stream delay to hold it back).
  const scoreOf = async () => (await page.locator(`[data-data-saver-score="${matchId}"]`).textContent()) ?? '';
  await page.waitForFunction(
    (id) => /\d+\s*:\s*\d+/.test(document.querySelector(`[data-data-saver-score="${id}"]`)?.textContent ?? ''),
    matchId,
    { timeout: 20_000 },
  );
  const homeGoals = Number(/^(\d+)/.exec((await scoreOf()).trim())?.[1]);
  const goal = await fetch(`${stack.apiUrl}${DevCalls.scoreGoal}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId, side: 'home' }),
  });
  expect(goal.status).toBe(200);
  await page.waitForFunction(
    ({ id, goals }) =>
      Number(
        /^(\d+)/.exec((document.querySelector(`[data-data-saver-score="${id}"]`)?.textContent ?? '').trim())?.[1],
      ) === goals,
    { id: matchId, goals: homeGoals + 1 },
    { timeout: 20_000 },
  );
  await page.getByText(/进球/).first().waitFor();
  await page.screenshot({ path: screenshotPath('mini-player-data-saver') });
  await page.waitForTimeout(2000);
  expect(requestedAfter(requests, switchedAt)).toEqual([]);

  // The network recovers: the room offers the video back.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const recovery = page.getByTestId('stream-banner').filter({ hasText: '网络已恢复，切回视频' });
  // The hints come with the next segments: on busy cores, tens of seconds.
  await recovery.waitFor({ timeout: 45_000 });
  await page.screenshot({ path: screenshotPath('mini-player-data-saver-recovered') });
  await recovery.getByRole('button', { name: '切回视频' }).click();
  await waitForRoomPlaying(page);
  // The choice is the device's: off again now.
  expect(await page.evaluate(() => localStorage.getItem('sport-info:data-saver'))).toBe('0');
});

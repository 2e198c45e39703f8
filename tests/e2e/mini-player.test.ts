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
import { DevCalls } from '../../src/contracts/dev-server';
import { liveFootballRoom, showsVideo } from './support/live-rooms';
import {
  expectMiniPlaying,
  expectVideoGone,
  goInApp,
  miniPlayerJourney,
  requestedAfter,
  waitForRoomPlaying,
  watchVideoRequests,
} from './support/mini-player-journey';
import { screenshot, stackForFile } from './support/stack';

const stack = stackForFile(240_000, { shared: true });

it('standalone: room → 爆料 with the mini-player playing → tap → the room on the same element → × stops the download', async () => {
  const { hostId } = await liveFootballRoom(stack, showsVideo);
  const { page } = await stack.newPage();
  await miniPlayerJourney(page, { origin: stack.remoteUrl, pickRoom: async () => hostId, shots: 'mini-player' });
});

it('embedded: the host navigating away (unmount) leaves no video, no parked element and no video request', async () => {
  const { hostId } = await liveFootballRoom(stack, showsVideo);
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
  const { hostId, matchId } = await liveFootballRoom(stack, showsVideo);
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
  await screenshot(page, 'mini-player-slow-network-banner');

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
  await screenshot(page, 'mini-player-data-saver');
  await page.waitForTimeout(2000);
  expect(requestedAfter(requests, switchedAt)).toEqual([]);

  // The network recovers, and the browser says so: a fast connection emulated, whose hints
  // (effectiveType 4g) replace the slow one's (3g) with a change event. Lifting the emulation
  // instead hands the hints back to Chromium's own estimate, which can stay 3g (made from the slow traffic) —
  // no change, and the offer only after DATA_SAVER_RETRY_OFFER_MS (two clean-clone CIs past 45
  // and 90 s).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });
  const recovery = page.getByTestId('stream-banner').filter({ hasText: '网络已恢复，切回视频' });
  await recovery.waitFor({ timeout: 30_000 });
  await screenshot(page, 'mini-player-data-saver-recovered');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await recovery.getByRole('button', { name: '切回视频' }).click();
  await waitForRoomPlaying(page);
  // The choice is the device's: off again now.
  expect(await page.evaluate(() => localStorage.getItem('sport-info:data-saver'))).toBe('0');
});

/**
 * Live data and its connection, in Chromium at 390x844 inside shell-demo: when the
 * push server goes away the anchor home says so in a slim banner with 重试 once the client's
 * reconnect attempts give up (5 × 3 s); when the server is back the banner goes by itself (a quiet
 * attempt every 20 s) — and at once with 重试. A page without live data shows no banner (checked
 * through the same outage). A socket that dies without a close frame: dead-socket.test.ts.
 * The pages' clocks jump over the client's waits (3 s between attempts, the 20 s quiet loop) a
 * step at a time, each attempt's failure coming in between, instead of the test sitting through them.
 */
import type { Page } from 'playwright-core';
import { DevCalls } from '../../src/contracts/dev-server';
import { FAILED_RETRY_MS, RECONNECT_DELAY_MS } from '../../src/platform/socket/socket-lifecycle';
import { screenshot, stackForFile } from './support/stack';

const stack = stackForFile(170_000, { shared: true });

async function setPushAccepting(accepting: boolean): Promise<void> {
  const response = await fetch(`${stack.apiUrl}${DevCalls.push}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accepting }),
  });
  expect(response.status).toBe(200);
}

async function openAnchorHome(): Promise<Page> {
  const { page } = await stack.newPage({ ownClock: true });
  await page.clock.install({ time: stack.now() });
  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  await page.getByRole('heading', { name: '热门主播' }).waitFor();
  return page;
}

afterEach(() => setPushAccepting(true));

/** Longer than the client's reconnect attempts (5 × 3 s): by then a page with live data shows the banner. */
const GIVE_UP_MS = 16_000;

/** Whether `page` shows the connection banner within `ms` of real time. */
const bannerWithin = (page: Page, ms: number): Promise<boolean> =>
  page
    .getByTestId('connection-banner')
    .waitFor({ timeout: ms })
    .then(
      () => true,
      () => false,
    );

/**
 * Moves the pages' clocks a reconnect delay at a time (a jump fires a due timer once: the next
 * attempt, whose failure schedules the one after) until `page` shows the banner; answers how far.
 */
async function jumpUntilBanner(page: Page, alongside: Page[] = []): Promise<number> {
  let jumped = 0;
  while (!(await bannerWithin(page, 1000))) {
    if (jumped > 40_000) throw new Error(`no banner after ${jumped / 1000} s of the page's time`);
    for (const each of [page, ...alongside]) await each.clock.fastForward(RECONNECT_DELAY_MS);
    jumped += RECONNECT_DELAY_MS;
  }
  return jumped;
}

it('push server stopped → banner (none on a page without live data) → push server back → banner gone by itself', async () => {
  const page = await openAnchorHome();
  const banner = page.getByTestId('connection-banner');
  expect(await banner.count()).toBe(0);
  // A page without live data, through the same outage: it never shows the banner.
  const { page: quiet } = await stack.newPage({ ownClock: true });
  await quiet.clock.install({ time: stack.now() });
  await quiet.goto(`${stack.hostUrl}/sport-info/gold-document`);
  await quiet.getByRole('heading', { name: '金币说明' }).waitFor();

  await setPushAccepting(false);
  const stopped = Date.now();
  let quietJumped = await jumpUntilBanner(page, [quiet]);
  expect(await banner.textContent()).toContain('实时数据已断开');
  await screenshot(page, 'live-connection-banner');
  // The quiet page lives through the same steps, as far as GIVE_UP_MS in its own time.
  while (quietJumped + Date.now() - stopped < GIVE_UP_MS) {
    await quiet.clock.fastForward(RECONNECT_DELAY_MS);
    quietJumped += RECONNECT_DELAY_MS;
    await quiet.waitForTimeout(300);
  }
  expect(await quiet.getByTestId('connection-banner').count()).toBe(0);

  await setPushAccepting(true);
  // The quiet attempt of the loop, a loop's time later on the page.
  await page.clock.fastForward(FAILED_RETRY_MS);
  await banner.waitFor({ state: 'detached', timeout: 20_000 });
});

it('重试 brings the connection back at once', async () => {
  const page = await openAnchorHome();
  const banner = page.getByTestId('connection-banner');
  await setPushAccepting(false);
  await jumpUntilBanner(page);
  await setPushAccepting(true);
  const tapped = Date.now();
  await banner.getByRole('button', { name: '重试' }).click();
  await banner.waitFor({ state: 'detached', timeout: 5_000 });
  expect(Date.now() - tapped).toBeLessThan(5_000);
});

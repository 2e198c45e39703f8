/**
 * Live data and its connection, in Chromium at 390x844 inside shell-demo: when the
 * push server goes away the anchor home says so in a slim banner with 重试 once the client's
 * reconnect attempts give up (5 × 3 s); when the server is back the banner goes by itself (a quiet
 * attempt every 20 s) — and at once with 重试. A page without live data shows no banner (checked
 * through the same outage). A socket that dies without a close frame: dead-socket.test.ts.
 */
import type { Page } from 'playwright-core';
import { DevCalls } from '../../src/contracts/dev-server';
import { screenshotPath, stackForFile } from './support/stack';

const stack = stackForFile(170_000);

async function setPushAccepting(accepting: boolean): Promise<void> {
  const response = await fetch(`${stack.apiUrl}${DevCalls.push}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accepting }),
  });
  expect(response.status).toBe(200);
}

async function openAnchorHome(): Promise<Page> {
  const { page } = await stack.newPage();
  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  await page.getByRole('heading', { name: '热门主播' }).waitFor();
  return page;
}

afterEach(() => setPushAccepting(true));

/** Longer than the client's reconnect attempts (5 × 3 s): by then a page with live data shows the banner. */
const GIVE_UP_MS = 16_000;

it('push server stopped → banner (none on a page without live data) → push server back → banner gone by itself', async () => {
  const page = await openAnchorHome();
  const banner = page.getByTestId('connection-banner');
  expect(await banner.count()).toBe(0);
  // A page without live data, through the same outage: it never shows the banner.
  const { page: quiet } = await stack.newPage();
  await quiet.goto(`${stack.hostUrl}/sport-info/gold-document`);
  await quiet.getByRole('heading', { name: '金币说明' }).waitFor();

  await setPushAccepting(false);
  const stopped = Date.now();
  await banner.waitFor({ timeout: 40_000 });
  expect(await banner.textContent()).toContain('实时数据已断开');
  await page.screenshot({ path: screenshotPath('live-connection-banner') });
  await quiet.waitForTimeout(Math.max(0, stopped + GIVE_UP_MS - Date.now()));
  expect(await quiet.getByTestId('connection-banner').count()).toBe(0);

  await setPushAccepting(true);
  await banner.waitFor({ state: 'detached', timeout: 40_000 });
});

it('重试 brings the connection back at once', async () => {
  const page = await openAnchorHome();
  const banner = page.getByTestId('connection-banner');
  await setPushAccepting(false);
  await banner.waitFor({ timeout: 40_000 });
  await setPushAccepting(true);
  const tapped = Date.now();
  await banner.getByRole('button', { name: '重试' }).click();
  await banner.waitFor({ state: 'detached', timeout: 5_000 });
  expect(Date.now() - tapped).toBeLessThan(5_000);
});

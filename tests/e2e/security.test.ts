/**
 * Security, in Chromium under the served strict CSP (the stack fails on
 * any violation): XSS payloads through every user-text surface render as text; open redirects
 * through backPath and banner jumps are refused; a foreign page can neither frame the app nor
 * drive it by postMessage; no
 * token in a URL, a console line or a Referer header.
 *
 * The payloads reach the app as the server's answers: a route rewrites the text fields of every
 * API answer (nicknames, moments, comments, tips, banner titles), so no server change is needed.
 */
import type { Page, Route } from 'playwright-core';
import { NATIVE_MESSAGE_SOURCE } from '../../src/contracts/native-bridge';
import { hostSession } from './support/host-session';
import { liveFootballRoom, showsVideo } from './support/live-rooms';
import { requestsMade } from './support/requests-made';
import { boardWithRows } from './support/ranking-board';
import { stackForFile } from './support/stack';

const stack = stackForFile(300_000);

/** Each sets `window.__xss` if it ever runs. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  'javascript:window.__xss=1',
  '</script><script>window.__xss=1</script>',
  "{{constructor.constructor('window.__xss=1')()}}",
  '<a href="javascript:window.__xss=1">点我</a>',
];

/** Fields that carry user or editor text: nicknames, moments, comments, tip bodies, banner titles. */
const TEXT_FIELDS = new Set([
  'nickName',
  'nickname',
  'userName',
  'username',
  'content',
  'introduction',
  'sportsTitle',
  'sportsInfo',
  'sportsPlay',
  'title',
  'replyNickName',
]);

function poison(value: unknown, counter: { n: number }): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, counter));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (TEXT_FIELDS.has(key) && typeof field === 'string' && field !== '') {
        counter.n += 1;
        return [key, PAYLOADS[counter.n % PAYLOADS.length]];
      }
      return [key, poison(field, counter)];
    }),
  );
}

/** Rewrites the API's JSON answers with `rewrite` (preflights and other bodies pass). */
async function rewriteApi(page: Page, rewrite: (body: unknown, url: string) => unknown): Promise<void> {
  await page.route(
    (url) => url.origin === new URL(stack.apiUrl).origin,
    async (route: Route) => {
      if (route.request().method() === 'OPTIONS') return route.continue();
      // Pictures pass through here too: one whose connection a loaded dev server reset is asked once more.
      const response = await route.fetch().catch(() => route.fetch());
      if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
      const body = rewrite(JSON.parse(await response.text()) as unknown, route.request().url());
      return route.fulfill({ response, body: JSON.stringify(body) });
    },
  );
}

async function watchForScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => ran.push(`pageerror: ${error.message}`));
  return ran;
}

const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined);

async function expectPayloadsAsText(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  const shown = PAYLOADS.filter((payload) => text.includes(payload));
  if (shown.length === 0) throw new Error(`${where}: no payload is visible as text`);
  expect(await page.locator('body svg[onload], body img[onerror], body a[href^="javascript:"]').count()).toBe(0);
  expect(await xssRan(page)).toBe(false);
}

/** Opens each page of shell-demo in turn, until its calls are done. */
async function visitAll(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(`${stack.hostUrl}${path}`);
    await page.getByTestId('sport-info-root').waitFor();
    await page.waitForLoadState('networkidle');
  }
}

it('XSS payloads in nicknames, moments, comments, tips and banners render as text', async () => {
  const { page } = await stack.newPage();
  const ran = await watchForScripts(page);
  const counter = { n: 0 };
  await rewriteApi(page, (body) => poison(body, counter));

  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  await page.getByRole('tab', { name: /主播/, selected: true }).waitFor();
  // Which payload lands where follows the order of the answers' fields: wait for any of them.
  await page.waitForFunction(
    (payloads) => payloads.some((payload) => document.body.innerText.includes(payload)),
    PAYLOADS,
    {
      timeout: 30_000,
    },
  );
  await expectPayloadsAsText(page, 'anchor home (streamers, moments, banners)');

  await page.goto(`${stack.hostUrl}/sport-info/news`);
  const tips = page.getByRole('list', { name: '最新爆料' }).getByRole('link');
  await tips.first().waitFor();
  await expectPayloadsAsText(page, 'tips list');
  await tips.first().click();
  await page.waitForURL(/\/(program-detail|news\/detail)\//);
  // The page bar's heading comes before the tip: wait for the tip's own title. (A load state
  // would not do: a client-side navigation keeps the first page's "networkidle".)
  await page.locator('#tip-title').waitFor();
  await expectPayloadsAsText(page, 'tip detail (body, comments)');

  await page.goto(`${stack.hostUrl}/sport-info/user-ranking`);
  await boardWithRows(page);
  await expectPayloadsAsText(page, 'ranking (nicknames)');

  expect(counter.n).toBeGreaterThan(10);
  expect(ran).toEqual([]);
});

it('open redirects through backPath and banner jumps are refused', async () => {
  const { page } = await stack.newPage();
  const ran = await watchForScripts(page);
  const host = new URL(stack.hostUrl);
  for (const backPath of [
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:window.__xss=1',
  ]) {
    await page.goto(`${stack.hostUrl}/login?${new URLSearchParams({ backPath }).toString()}`);
    await page.locator('form').getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(new URL(page.url()).origin).toBe(host.origin);
  }

  // Banners whose jumps lead away: tapping them leaves the page where it is.
  const targets = ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:window.__xss=1'];
  await rewriteApi(page, (body, url) => {
    if (!url.includes('/config/images')) return body;
    const envelope = body as { data?: { actionType?: number; actionContent?: string }[] };
    envelope.data?.forEach((row, index) => {
      row.actionType = 1;
      row.actionContent = targets[index % targets.length]!;
    });
    return envelope;
  });
  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  const banners = page.getByRole('region', { name: '推荐活动' }).getByRole('button');
  await banners.first().waitFor();
  // The slides after the first become buttons with their pictures, once the first has loaded.
  await banners.nth(1).waitFor({ state: 'attached' });
  const count = Math.min(await banners.count(), targets.length);
  for (let index = 0; index < count; index += 1) {
    await banners.nth(index).click({ force: true });
    await page.waitForTimeout(1100);
    expect(page.url()).toBe(`${stack.hostUrl}/sport-info/anchor`);
  }
  expect(await xssRan(page)).toBe(false);
  expect(ran).toEqual([]);
});

it('a foreign page can neither frame the app (frame-ancestors) nor drive it by postMessage', async () => {
  const { page } = await stack.newPage();
  const appUrl = `${stack.hostUrl}/sport-info/anchor`;
  // A foreign page (the API's origin) tries to frame the app: the CSP's frame-ancestors refuses.
  await page.goto(`${stack.apiUrl}/__dev/health`);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, appUrl);
  const framed = (await (await page.waitForSelector('iframe')).contentFrame())!;
  await page.waitForTimeout(2000);
  expect(await framed.locator('[role="tab"]').count()).toBe(0);

  // It opens the app instead and posts a well-formed native message: neither its window nor its origin is heard.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((src) => {
      (window as unknown as { app: Window | null }).app = window.open(src);
    }, appUrl),
  ]);
  await popup.getByRole('tab', { name: /主播/, selected: true }).waitFor({ timeout: 30_000 });
  const message = { source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'news' };
  await page.evaluate((data) => {
    (window as unknown as { app: Window }).app.postMessage(data, '*');
  }, message);
  await popup.waitForTimeout(1000);
  expect(new URL(popup.url()).pathname).toBe('/sport-info/anchor');
  // The same message from the page itself (as the native bridge posts) is obeyed: the checks above are the sender's.
  await popup.evaluate((data) => window.postMessage(data, window.location.origin), message);
  await popup.waitForURL(/\/sport-info\/news$/);
});

it('no token in any URL, console line or Referer header', async () => {
  const { page } = await stack.newPage();
  const requests = requestsMade(page);
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));

  await page.goto(`${stack.hostUrl}/login?backPath=${encodeURIComponent('/sport-info/anchor')}`);
  await page.locator('form').getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/sport-info/anchor');
  const { token } = await hostSession(page);
  expect(token.length).toBeGreaterThan(8);

  await visitAll(page, [
    '/sport-info/anchor',
    '/sport-info/news',
    '/sport-info/user-ranking',
    '/sport-info/news/my-orders',
  ]);
  // A jump to the host's login and back carries a backPath, never the token.
  const urls = requests.map((request) => request.url());
  const referers = requests.flatMap((request) => request.headers()['referer'] ?? []);
  expect(urls.length).toBeGreaterThan(20);
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
  expect(referers.filter((referer) => referer.includes(token))).toEqual([]);
  expect(lines.filter((line) => line.includes(token))).toEqual([]);
});

it('pages are served with a strict CSP that blocks an injected inline script', async () => {
  const { page } = await stack.newPage();
  for (const url of [`${stack.hostUrl}/sport-info/anchor`, `${stack.remoteUrl}/anchor`]) {
    const response = await page.goto(url);
    const policy = response!.headers()['content-security-policy'] ?? '';
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).toContain("'sha256-");
    expect(scripts).not.toMatch(/unsafe-(eval|inline)/);
    await page.getByTestId('sport-info-root').waitFor();
  }
  // The data pages (crests, charts) under the same policy.
  await visitAll(page, [
    '/sport-info/five-leagues',
    '/sport-info/nba',
    '/sport-info/euro-cup',
    '/sport-info/gold-document',
  ]);
  // A live room: the stream (hls.js: media and worker from blob:) and the push socket — a match
  // with its streamer on air, whatever the hour.
  const { hostId } = await liveFootballRoom(stack, showsVideo);
  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  const live = page.locator(`a[href$="/anchor/detail/${hostId}"]`).filter({ hasText: '直播中' }).first();
  await live.click();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, { timeout: 30_000 });
  expect(stack.takeCspViolations()).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.head.append(script);
  });
  let violations: string[] = [];
  for (let wait = 0; wait < 20 && violations.length === 0; wait += 1) {
    await page.waitForTimeout(100);
    violations = stack.takeCspViolations();
  }
  expect(violations).toEqual([expect.stringContaining('script-src-elem blocked inline')]);
  expect(await xssRan(page)).toBe(false);
});

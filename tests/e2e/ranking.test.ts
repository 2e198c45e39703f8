/**
 * The ranking journey, in Chromium at 390x844, in shell-demo and standalone: the
 * 盈利榜 header tab → 100 entries with their reports → another period kind, then last week → a
 * bettor (a volume bettor tops last week's 红单 list) → the 历史 betting list pages by cursor → a like
 * as a visitor asks for login (the bridge's login event, with the way back) → after login the
 * like counts. Both pages in both themes: screenshots and no axe violations.
 */
import type { Locator, Page } from 'playwright-core';
import { boardWithRows } from './support/ranking-board';
import { screenshot, stackForFile } from './support/stack';
import { lookInBothThemes } from './support/themes';

const stack = stackForFile(180_000);

const ENTRIES = 100;
/** What the windowed list renders at 390x844: the entries on screen and a few beyond each edge. */
const MAX_RENDERED = 12;
const PAGE_SIZE = 100;
/** User 500008 (index 7) is a volume bettor: more than a page of bets in every world. */
const VOLUME_BETTOR = 500_008;

/** The bets of a betting list, not the legs inside them. */
const betsOf = (list: Locator) => list.locator(':scope > li');

/** The week before this one, in the service's days (Monday 00:00 to Monday 00:00, UTC+8), on the world's clock. */
function lastWeek(): { startDate: number; endDate: number } {
  const day = 86_400_000;
  const beijing = stack.now() + 8 * 3_600_000;
  const mondayIndex = (Math.floor(beijing / day) + 3) % 7; // 1970-01-01 was a Thursday
  const thisMonday = (Math.floor(beijing / day) - mondayIndex) * day - 8 * 3_600_000;
  return { startDate: thisMonday - 7 * day, endDate: thisMonday };
}

/** A week's date tab: '11月16日-11月22日' (its last day is the Sunday, UTC+8). */
function weekLabel({ startDate, endDate }: { startDate: number; endDate: number }): string {
  const day = (ms: number) => {
    const date = new Date(ms + 8 * 3_600_000);
    return `${String(date.getUTCMonth() + 1).padStart(2, '0')}月${String(date.getUTCDate()).padStart(2, '0')}日`;
  };
  return `${day(startDate)}-${day(endDate - 1)}`;
}

async function openBoardFromHeader(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/anchor`);
  await page.getByRole('tab', { name: '盈利榜' }).click();
  await page.waitForURL(`${base}/user-ranking`);
  await boardWithRows(page);
}

/** Scrolls to the list's end until its next page has arrived and it says there is no more. */
async function pageThrough(page: Page, list: Locator): Promise<number> {
  await page.waitForFunction(
    (count) => document.querySelectorAll('[aria-label="历史注单"] > li').length >= count,
    PAGE_SIZE,
  );
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if ((await page.getByText('没有更多了').count()) > 0) break;
    await page.waitForTimeout(300);
  }
  await page.getByText('没有更多了').waitFor();
  return betsOf(list).count();
}

it('in shell-demo: header tab → period and date → a bettor → betting list pages → like as a visitor → login → like', async () => {
  const { page } = await stack.newPage();
  const base = `${stack.hostUrl}/sport-info`;
  await openBoardFromHeader(page, base);
  await page.getByRole('tab', { name: '盈利', exact: true, selected: true }).waitFor();
  // The list of entries with their reports (up to 100; this week's can be short on a Monday, UTC+8),
  // windowed: the DOM holds those near the viewport.
  await page.locator('li[aria-setsize] article').first().waitFor();
  expect(await page.getByRole('article').count()).toBeLessThanOrEqual(MAX_RENDERED);
  await screenshot(page, 'ranking-board-embedded');

  // Another period kind: its dates are months.
  const dates = page.getByRole('tablist', { name: '榜单日期' }).getByRole('tab');
  await page.getByRole('tab', { name: '月榜' }).click();
  await dates
    .filter({ hasText: /^\d{2}月01日-\d{2}月(28|29|30|31)日$/ })
    .first()
    .waitFor();
  // Back to the weeks, and an older date: last week. The world's bets go back four weeks, so late
  // in a month the month before holds only their first hours, and whoever had a hit then tops
  // its 红单 list (a dozen bets, no second page to turn); last week always lies inside them, and
  // a volume bettor tops its 红单 list.
  await page.getByRole('tab', { name: '周榜' }).click();
  const label = weekLabel(lastWeek());
  const week = page.getByRole('tablist', { name: '榜单日期' }).getByRole('tab', { name: label, exact: true });
  await week.click();
  await page.getByRole('tab', { name: label, exact: true, selected: true }).waitFor();
  await page.getByRole('tab', { name: '红单/跟单' }).click();
  await page.getByRole('tab', { name: '红单/跟单', selected: true }).waitFor();
  const first = page.getByRole('article').first();
  await first.getByText('命中率').waitFor();

  // The bettor on top of the red list, and their record over that week.
  const name = (await first.getAttribute('aria-label'))!.replace(/^第1名 /, '');
  await first.getByRole('link').first().click();
  await page.waitForURL(/\/sport-info\/user-ranking\/user\/\d+\?start=\d+&end=\d+$/);
  await page.getByRole('heading', { name }).waitFor();
  await page.getByRole('region', { name: `本期战绩 · ${label}` }).waitFor();
  await page.getByRole('img', { name: /^盈利走势/ }).waitFor();
  await screenshot(page, 'ranking-user-embedded');

  // 历史: 100 bets, then the next page by cursor at the end of the list.
  await page.getByRole('tab', { name: '历史' }).click();
  const history = page.getByRole('list', { name: '历史注单' });
  const total = await pageThrough(page, history);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  const userPath = new URL(page.url()).pathname + new URL(page.url()).search;

  // A like as a visitor: the host's login, with the way back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await betsOf(history).first().getByRole('button', { name: /^点赞/ }).click();
  await page.waitForURL(/\/login\?backPath=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('backPath') ?? '')).toBe(userPath);
  await page.locator('form').getByRole('button', { name: '登录' }).click();
  await page.waitForURL(`**${userPath}`);

  // Logged in: the like counts, and a second tap takes it back.
  await page.getByRole('tab', { name: '历史' }).click();
  const like = betsOf(page.getByRole('list', { name: '历史注单' }))
    .first()
    .getByRole('button', { name: /点赞/ });
  const before = Number(/当前 (\d+) 个赞/.exec((await like.getAttribute('aria-label')) ?? '')![1]);
  const answered = page.waitForResponse((response) => response.url().includes('/user/ranking/report/like'));
  await like.click();
  expect(await (await answered).json()).toMatchObject({ code: 1, data: { like: before + 1, voteStatus: 1 } });
  await page.waitForFunction(
    (count) =>
      document.querySelector('[aria-label="历史注单"] > li button[aria-pressed="true"]')?.getAttribute('aria-label') ===
      `取消点赞，当前 ${count} 个赞`,
    before + 1,
  );
  const takenBack = page.waitForResponse((response) => response.url().includes('/user/ranking/report/like'));
  await like.click();
  expect(await (await takenBack).json()).toMatchObject({ data: { like: before, voteStatus: 0 } });

  // The host saw the login request on the bridge.
  await page.getByRole('button', { name: /调试/ }).click();
  await page.getByTestId('event-log-row').filter({ hasText: 'backPath' }).first().waitFor();
});

/** The article of the entry ranked `rank`, when it is rendered. */
const entryRanked = (page: Page, rank: number) => page.getByRole('article', { name: new RegExp(`^第${rank}名 `) });

/** Whether the entry ranked `rank` is rendered and at least partly inside the viewport. */
async function onScreen(page: Page, rank: number): Promise<boolean> {
  const entry = entryRanked(page, rank);
  if ((await entry.count()) === 0) return false;
  const box = await entry.boundingBox();
  return box !== null && box.y + box.height > 0 && box.y < 844;
}

/** Where the entry ranked `rank` starts in the document (not the viewport). */
async function documentTop(page: Page, rank: number): Promise<number> {
  const box = (await entryRanked(page, rank).boundingBox())!;
  return box.y + (await page.evaluate(() => window.scrollY));
}

/** Scrolls the window by `step` px at a time (as a fan's flicks) until `rank` is on screen. */
async function scrollUntil(page: Page, rank: number, step: number): Promise<number> {
  let mostRendered = 0;
  for (let attempt = 0; attempt < 200 && !(await onScreen(page, rank)); attempt += 1) {
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(60);
    mostRendered = Math.max(mostRendered, await page.getByRole('article').count());
  }
  expect(await onScreen(page, rank)).toBe(true);
  return mostRendered;
}

it('in shell-demo: the windowed ranking list scrolls to its 100th entry and back, and keeps its place across tabs', async () => {
  const { page } = await stack.newPage();
  const base = `${stack.hostUrl}/sport-info`;
  await openBoardFromHeader(page, base);
  // Last week's list is full whatever the day (this week's can hold a handful on a Monday, UTC+8).
  await page.getByRole('tablist', { name: '榜单日期' }).getByRole('tab').nth(1).click();
  await page.waitForFunction(
    (count) => document.querySelector(`li[aria-setsize="${count}"] article`) !== null,
    ENTRIES,
  );
  await page.mouse.move(195, 500);
  const firstAt = await documentTop(page, 1);
  // Down to the last entry and back to the first: rows come and go, the DOM never holds them all.
  expect(await scrollUntil(page, ENTRIES, 900)).toBeLessThanOrEqual(MAX_RENDERED);
  await screenshot(page, 'ranking-board-end');
  expect(await entryRanked(page, 1).count()).toBe(0);
  expect(await scrollUntil(page, 1, -900)).toBeLessThanOrEqual(MAX_RENDERED);
  // Back where it started: the first entry is laid out at the same place in the document (where
  // the window stops depends on the list's height, which follows the week's data).
  expect(Math.abs((await documentTop(page, 1)) - firstAt)).toBeLessThanOrEqual(1);

  // Halfway down, away to another header tab and back: the kept-alive page is where it was.
  await scrollUntil(page, 50, 700);
  await entryRanked(page, 50).scrollIntoViewIfNeeded();
  const kept = await page.evaluate(() => window.scrollY);
  const top = (await entryRanked(page, 50).boundingBox())!.y;
  await page.getByRole('tab', { name: '主播' }).click();
  await page.waitForURL(`${base}/anchor`);
  await page.waitForTimeout(500);
  await page.getByRole('tab', { name: '盈利榜' }).click();
  await page.waitForURL(`${base}/user-ranking`);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, kept);
  // The rows at that place are rendered, not a blank stretch of the list's height.
  await entryRanked(page, 50).waitFor();
  expect(Math.abs((await entryRanked(page, 50).boundingBox())!.y - top)).toBeLessThanOrEqual(1);
  await screenshot(page, 'ranking-board-restored');
});

it("standalone: the board from the header, a like as a visitor goes to the portal's /login and back", async () => {
  const { page } = await stack.newPage();
  await openBoardFromHeader(page, stack.remoteUrl);
  await screenshot(page, 'ranking-board-standalone');
  await page.getByRole('article').first().getByRole('button', { name: /^点赞/ }).first().click();
  await page.waitForURL(`${stack.remoteUrl}/login?backPath=%2Fuser-ranking`);
});

describe('both pages in both themes', () => {
  it.each([
    ['board', () => '/user-ranking'],
    // Last week's record: this week's can hold a bet or none early on a Monday (UTC+8), and
    // then the page rightly shows no curve.
    ['user', () => `/user-ranking/user/${VOLUME_BETTOR}?start=${lastWeek().startDate}&end=${lastWeek().endDate}`],
  ])('the %s page: screenshots and no axe violations in either theme', async (name, path) => {
    const { page } = await stack.newPage();
    await page.goto(`${stack.hostUrl}/sport-info${path()}`);
    if (name === 'board') await boardWithRows(page);
    else await page.getByRole('img', { name: /^盈利走势/ }).waitFor();
    // Entries past the tenth are the same component again: leaving them out keeps axe at a few seconds, not forty.
    await lookInBothThemes(page, `ranking-${name}`, { exclude: 'li:nth-child(n+11) > article' });
  });
});

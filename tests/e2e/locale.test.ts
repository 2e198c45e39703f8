/**
 * The locale switched live by the host (shell-demo's 调试 panel changes the `locale` prop): in a
 * live room with a chat draft typed, the header's words change in place, the draft and the room
 * stay (the same DOM nodes: no remount), `lang` and the shared words follow, and in `en` the
 * converted frame shows no Chinese. The time from the prop's change to the new words on screen is measured in the page.
 * Then the header pages in each locale, standalone with `?lang=`, at 390x844 (screenshots when
 * wanted); and every header page, a tip, a live room's chat and its match centre in en (no Chinese)
 * and zh-TW (no Simplified-only character), outside the server's data (support/page-text.ts), and
 * the match centre's 文字直播 lines whole: the server says them in the locale asked.
 * The locales walk side by side, a tab each: a page's load mostly waits on the server.
 */
import type { Page } from 'playwright-core';
import { LOCALES, type LocaleName } from '../../src/contracts/props';
import { liveFootballRoom } from './support/live-rooms';
import { foreignLines, ownText, watchCalls, watchServerText } from './support/page-text';
import { screenshot, SCREENSHOTS_WANTED, stackForFile } from './support/stack';
import { settle } from './support/themes';

const stack = stackForFile(240_000);

const HAN = /\p{Script=Han}/u;
const DRAFT = 'draft kept through the switch 草稿';
/** The header's first tab in each locale: what shows that the switch reached the screen. */
const ANCHOR_TAB: Record<LocaleName, string> = { 'zh-CN': '主播', 'zh-TW': '主播', 'zh-HK': '主播', en: 'Live' };
const BACK: Record<LocaleName, string> = { 'zh-CN': '返回', 'zh-TW': '返回', 'zh-HK': '返回', en: 'Back' };
const SPORTS_TAB: Record<LocaleName, string> = {
  'zh-CN': '体育专题',
  'zh-TW': '體育專題',
  'zh-HK': '體育專題',
  en: 'Leagues',
};

/**
 * Changes the panel's locale inside the page and answers the ms until the app shows it: the
 * root's `lang` changes in the commit that renders the new words (a MutationObserver, so the
 * figure is the page's own, not the driver's).
 */
function switchAndTime(page: Page, locale: LocaleName): Promise<number> {
  return page.evaluate(
    (next) =>
      new Promise<number>((resolve, reject) => {
        const root = document.querySelector('[data-testid="sport-info-root"]');
        const select = document.querySelector<HTMLSelectElement>('[data-testid="locale-select"]');
        if (!root || !select) return reject(new Error('no app root or no locale select'));
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (root.getAttribute('lang') !== next) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
        select.value = next;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        setTimeout(() => reject(new Error(`lang is not ${next} after 5 s`)), 5000);
      }),
    locale,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it('switches live in a room with a chat draft: new words, same page, draft kept, no Chinese in the en frame', async () => {
  const { hostId } = await liveFootballRoom(stack);
  const { page } = await stack.newPage();
  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  await page.getByRole('button', { name: /^调试/ }).click();
  await page.getByRole('group', { name: '演示用户' }).getByRole('button', { name: '普通用户' }).click();
  await page.getByText(/已登录：/).waitFor();
  await page.getByRole('button', { name: '收起' }).click();
  await page.goto(`${stack.hostUrl}/sport-info/anchor/detail/${hostId}`);
  await page.getByRole('tab', { name: '聊天' }).click({ timeout: 30_000 });
  const input = await page.getByRole('textbox', { name: '发送聊天消息' }).elementHandle({ timeout: 30_000 });
  await input!.fill(DRAFT);
  const root = await page.getByTestId('sport-info-root').elementHandle();
  const url = page.url();

  await page.getByRole('button', { name: /^调试/ }).click();
  const times: number[] = [];
  // Three rounds through every locale: the first loads each locale's words, the others find them.
  for (let round = 0; round < 3; round += 1) {
    for (const locale of [...LOCALES.slice(1), LOCALES[0]!]) {
      times.push(await switchAndTime(page, locale));
      // The room's page bar: the shared words, in the same commit.
      expect(await page.locator(`button[aria-label="${BACK[locale]}"]`).count()).toBeGreaterThan(0);
    }
  }
  await switchAndTime(page, 'en');
  await page.getByRole('button', { name: '收起' }).click();

  // The same page, the same nodes: nothing was mounted again, the draft is where it was typed.
  expect(page.url()).toBe(url);
  expect(await root!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await input!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await input!.inputValue()).toBe(DRAFT);
  // Back to the anchor home: the converted frame has no Chinese in en.
  await page.goBack();
  const header = page.getByTestId('app-header');
  await header.getByText(ANCHOR_TAB.en, { exact: true }).waitFor();
  expect((await header.textContent()) ?? '').not.toMatch(HAN);

  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `locale switch → new words on screen, ${times.length} switches: median ${median(times).toFixed(0)} ms, ` +
      `min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)} ms (${times.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  expect(median(times)).toBeLessThanOrEqual(300);
});

it('shows the header pages in every locale at 390x844, standalone with ?lang=', async () => {
  await Promise.all(
    LOCALES.map(async (locale) => {
      const { page } = await stack.newPage();
      for (const path of HEADER_PAGES) {
        await page.goto(`${stack.remoteUrl}${path}?lang=${locale}`);
        await page.locator(`[data-testid="sport-info-root"][lang="${locale}"]`).waitFor();
        await page.getByTestId('app-header').getByText(SPORTS_TAB[locale]).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        // Only a picture needs the page still; the checks above need it shown.
        if (SCREENSHOTS_WANTED) await settle(page);
        await screenshot(page, `locale-${path.slice(1)}-${locale}`);
      }
    }),
  );
  const { page } = await stack.newPage();
  // English's longer words at the narrowest phone we support: no header tab clipped or wider than the bar.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${stack.remoteUrl}/anchor?lang=en`);
  await page.getByTestId('app-header').getByText(SPORTS_TAB.en).waitFor();
  const clipped = await page.getByTestId('app-header').evaluate((header) => {
    const bar = header.getBoundingClientRect();
    return [...header.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        return tab.scrollWidth > tab.clientWidth + 1 || box.left < bar.left || box.right > bar.right;
      })
      .map((tab) => tab.textContent);
  });
  expect(clipped).toEqual([]);
  await screenshot(page, 'locale-anchor-en-360');
});

/** The match centre's 文字直播 section, by its name in each locale. */
const COMMENTARY: Record<'en' | 'zh-TW', string> = { en: 'Commentary', 'zh-TW': '文字直播' };

/** The header pages, by the address a fan opens. */
const HEADER_PAGES = ['/anchor', '/news', '/user-ranking', '/five-leagues', '/nba'] as const;

/**
 * The stops that still show words of another locale (their modules not yet converted, see
 * docs/i18n.md): reported, not yet asserted. The list only shrinks: a stop off it that shows another
 * locale's words fails. A listed stop may come out clean at an hour its leftovers are not on screen
 * (中场 only while a match is at half-time): that is said, not failed — the leftovers' words decide.
 */
const NOT_YET_CLEAN: readonly string[] = [];

it('speaks only its locale outside server data: header pages, a tip, a live room and its match centre in en and zh-TW', async () => {
  const { hostId } = await liveFootballRoom(stack);
  const tipId = [...stack.devServer.world().tips.keys()][0]!;
  const found: Record<string, string[]> = {};
  const looked: string[] = [];
  const commentaryLines: Partial<Record<LocaleName, number>> = {};
  const walk = async (locale: 'en' | 'zh-TW') => {
    const { page } = await stack.newPage();
    const serverText = watchServerText(page);
    const callsAnswered = watchCalls(page, stack.apiUrl);
    const look = async (stop: string) => {
      // The page's late parts (lists, the chat's lines) have arrived.
      await callsAnswered();
      // Every answer that brought what is on screen has been read.
      await serverText.read();
      // The server's data was seen (names, titles): what is taken out is really there.
      expect(serverText.strings.size).toBeGreaterThan(0);
      const lines = foreignLines(await ownText(page, serverText.strings), locale);
      looked.push(`${locale} ${stop}`);
      if (lines.length > 0) found[`${locale} ${stop}`] = lines;
      if (lines.length > 0 && serverText.unread.length > 0)
        console.log(`${locale} ${stop}: answers not read: ${serverText.unread.join(', ')}`);
    };
    const open = async (path: string) => {
      await page.goto(`${stack.remoteUrl}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
      await page.locator(`[data-testid="sport-info-root"][lang="${locale}"]`).waitFor();
    };
    for (const path of HEADER_PAGES) {
      await open(path);
      await look(path);
    }
    await open(`/program-detail/${tipId}`);
    await look('a tip');
    await open(`/anchor/detail/${hostId}`);
    await page.locator('#live-room-tab-chat').click({ timeout: 30_000 });
    await look('a live room, its chat');
    await page.locator('#live-room-tab-centre').click({ timeout: 30_000 });
    await look('the match centre');
    // 文字直播's lines are the server's, said in the locale asked: names and sentences alike.
    const centre = page.locator('[data-testid="match-centre"]');
    await centre.getByRole('radio', { name: COMMENTARY[locale], exact: true }).click({ timeout: 30_000 });
    const commentary = centre.locator(`ol[aria-label="${COMMENTARY[locale]}"] li`);
    await commentary.first().waitFor({ timeout: 30_000 });
    const lines = await commentary.allInnerTexts();
    commentaryLines[locale] = lines.length;
    const foreign = foreignLines(lines.join('\n'), locale);
    looked.push(`${locale} 文字直播`);
    if (foreign.length > 0) found[`${locale} 文字直播`] = foreign;
    await page.close();
  };
  await Promise.all([walk('en'), walk('zh-TW')]);
  console.log(`words outside the locale, by page:\n${JSON.stringify(found, null, 1)}`);
  console.log(`文字直播 lines read: ${JSON.stringify(commentaryLines)}`);
  expect(looked).toEqual(expect.arrayContaining([...NOT_YET_CLEAN]));
  const cleanNow = NOT_YET_CLEAN.filter((stop) => !(stop in found));
  if (cleanNow.length > 0) console.log(`listed, clean at this hour of the world: ${cleanNow.join(', ')}`);
  // Clean stops stay clean.
  expect(looked.filter((stop) => stop in found && !NOT_YET_CLEAN.includes(stop))).toEqual([]);
});

/**
 * The locale switched live by the host (shell-demo's 调试 panel changes the `locale` prop): in a
 * live room with a chat draft typed, the header's words change in place, the draft and the room
 * stay (the same DOM nodes: no remount), `lang` follows, and in `en` the converted frame shows no
 * Chinese. The time from the prop's change to the new words on screen is measured in the page.
 * Then the header pages in each locale, standalone with `?lang=`, as screenshots at 390x844.
 */
import type { Page } from 'playwright-core';
import { LOCALES, type LocaleName } from '../../src/contracts/props';
import { liveFootballRoom } from './support/live-rooms';
import { screenshotPath, stackForFile } from './support/stack';

const stack = stackForFile(240_000);

const HAN = /\p{Script=Han}/u;
const DRAFT = 'draft kept through the switch 草稿';
/** The header's first tab in each locale: what shows that the switch reached the screen. */
const ANCHOR_TAB: Record<LocaleName, string> = { 'zh-CN': '主播', 'zh-TW': '主播', 'zh-HK': '主播', en: 'Streamers' };
const SPORTS_TAB: Record<LocaleName, string> = { 'zh-CN': '体育专题', 'zh-TW': '體育專題', 'zh-HK': '體育專題', en: 'Leagues' };

/**
 * Changes the panel's locale inside the page and answers the ms until the header shows the
 * locale's sports tab (a MutationObserver, so the figure is the page's own, not the driver's).
 */
function switchAndTime(page: Page, locale: LocaleName): Promise<number> {
  return page.evaluate(
    ([next, expected]) =>
      new Promise<number>((resolve, reject) => {
        const header = document.querySelector('[data-testid="app-header"]');
        const select = document.querySelector<HTMLSelectElement>('[data-testid="locale-select"]');
        if (!header || !select) return reject(new Error('no header or no locale select'));
        const start = performance.now();
        const done = () => header.textContent?.includes(expected) ?? false;
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(header, { subtree: true, childList: true, characterData: true });
        select.value = next;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        setTimeout(() => reject(new Error(`no ${expected} in the header after 5 s`)), 5000);
      }),
    [locale, SPORTS_TAB[locale]] as const,
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
      expect(await root!.getAttribute('lang')).toBe(locale);
      expect(await page.getByTestId('app-header').textContent()).toContain(ANCHOR_TAB[locale]);
    }
  }
  await switchAndTime(page, 'en');
  await page.getByRole('button', { name: '收起' }).click();

  // The same page, the same nodes: nothing was mounted again, the draft is where it was typed.
  expect(page.url()).toBe(url);
  expect(await root!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await input!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await input!.inputValue()).toBe(DRAFT);
  const header = (await page.getByTestId('app-header').textContent()) ?? '';
  expect(header).not.toMatch(HAN);

  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `locale switch → new words on screen, ${times.length} switches: median ${median(times).toFixed(0)} ms, ` +
      `min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)} ms (${times.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  expect(median(times)).toBeLessThanOrEqual(300);
});

it('shows the header pages in every locale at 390x844, standalone with ?lang=', async () => {
  const { page } = await stack.newPage();
  for (const locale of LOCALES) {
    for (const [name, path] of [
      ['anchor', '/anchor'],
      ['news', '/news'],
      ['user-ranking', '/user-ranking'],
      ['five-leagues', '/five-leagues'],
      ['nba', '/nba'],
    ] as const) {
      await page.goto(`${stack.remoteUrl}${path}?lang=${locale}`);
      await page.locator(`[data-testid="sport-info-root"][lang="${locale}"]`).waitFor();
      await page.getByTestId('app-header').getByText(SPORTS_TAB[locale]).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await page.waitForTimeout(800);
      await page.screenshot({ path: screenshotPath(`locale-${name}-${locale}`) });
    }
  }
});

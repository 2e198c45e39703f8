/**
 * A page in both themes from one load: a screenshot of each and WCAG 2 A/AA checks (axe) in each.
 * The app's theme is the root's `data-theme` (the app does not read prefers-color-scheme; the
 * media is emulated as well, for the browser's own controls), so switching it on the loaded page
 * shows what a page opened dark shows — at half the cold page loads.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshotPath } from './stack';

export const THEMES = ['normal', 'dark'] as const;

/** BUBBLE_COOKIE of src/app/frame/customer-service-float.tsx (not imported: that module is the app's React). */
const BUBBLE_COOKIE = 'si_cs_bubble_dismissed';

/**
 * Waits until what a screenshot would catch has stopped moving: finite animations and transitions
 * (a theme switch fades colours) finished, pending images decoded — at most 3 s, then a frame.
 * Endless animations (a live dot, a skeleton) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    const moving = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.then(() => undefined, () => undefined));
    const images = [...document.images]
      .filter((image) => !image.complete)
      .map((image) => image.decode().catch(() => undefined));
    await Promise.race([Promise.all([...moving, ...images]), new Promise((resolve) => setTimeout(resolve, 3000))]);
    await frame();
  });
}

/** The customer-service bubble covers the lower right; it is the frame's, not the page's: dismissed for today. */
export async function dismissServiceBubble(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies([{ name: BUBBLE_COOKIE, value: '1', url }]);
}

/**
 * Screenshots the loaded page as `<name>-normal` and `<name>-dark` and checks it with axe inside
 * the app's root in each theme (leaving out `exclude`); fails listing every violation of both.
 * Leaves the page in the normal theme.
 */
export async function lookInBothThemes(page: Page, name: string, { exclude }: { exclude?: string } = {}): Promise<void> {
  const root = page.getByTestId('sport-info-root');
  const violations: string[] = [];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme === 'dark' ? 'dark' : 'light' });
    await root.evaluate((element, value) => element.setAttribute('data-theme', value), theme);
    await settle(page);
    await page.screenshot({ path: screenshotPath(`${name}-${theme}`) });
    let axe = new AxeBuilder({ page }).include('[data-testid="sport-info-root"]').withTags(['wcag2a', 'wcag2aa']);
    if (exclude) axe = axe.exclude(exclude);
    const results = await axe.analyze();
    for (const violation of results.violations) {
      violations.push(`${theme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await root.evaluate((element) => element.setAttribute('data-theme', 'normal'));
  expect(violations).toEqual([]);
}

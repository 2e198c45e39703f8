/**
 * A page in both themes from one load: WCAG 2 A/AA checks (axe) in each, and a screenshot of each
 * when screenshots are wanted (support/stack.ts).
 * The app's theme is the root's `data-theme` (the app does not read prefers-color-scheme; the
 * media is emulated as well, for the browser's own controls), so switching it on the loaded page
 * shows what a page opened dark shows — at half the cold page loads.
 */
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from './stack';

export const THEMES = ['normal', 'dark'] as const;

/** BUBBLE_COOKIE of src/app/frame/customer-service-float.tsx (not imported: that module is the app's React). */
const BUBBLE_COOKIE = 'si_cs_bubble_dismissed';

/**
 * Waits until what a screenshot would catch has stopped moving: finite animations and transitions
 * (a theme switch fades colours) finished, pending images that will load decoded — at most 3 s, then a frame.
 * Endless animations (a live dot, a skeleton) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    const moving = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) =>
        animation.finished.then(
          () => undefined,
          () => undefined,
        ),
      );
    // A lazy picture out of view (a carousel's next slide, a list's tail) does not load until it
    // nears the viewport: waiting for it would only spend the 3 s bound.
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    };
    const images = [...document.images]
      .filter((image) => !image.complete && (image.loading !== 'lazy' || inView(image)))
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
 * Screenshots the loaded page as `<name>-normal` and `<name>-dark` (when wanted) and checks it with axe inside
 * the app's root (leaving out `exclude`): every WCAG 2 A/AA rule in the normal theme, the rules
 * that read colours in the dark one (a theme changes colours only: names, roles and structure
 * are the same page); fails listing every violation of both. Leaves the page in the normal theme.
 */
export async function lookInBothThemes(
  page: Page,
  name: string,
  { exclude }: { exclude?: string } = {},
): Promise<void> {
  const root = page.getByTestId('sport-info-root');
  const violations: string[] = [];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme === 'dark' ? 'dark' : 'light' });
    await root.evaluate((element, value) => element.setAttribute('data-theme', value), theme);
    await settle(page);
    await screenshot(page, `${name}-${theme}`);
    const results = await checkWithAxe(page, exclude, theme === 'normal' ? 'all' : 'colours');
    for (const violation of results) violations.push(`${theme} ${violation.id}: ${violation.targets.join(', ')}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await root.evaluate((element) => element.setAttribute('data-theme', 'normal'));
  expect(violations).toEqual([]);
}

let axeSource: string | undefined;

/** The WCAG 2 A/AA rules whose outcome depends on colours: what a theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** A rule axe found broken, with the selectors of the elements that break it. */
interface Violation {
  id: string;
  targets: string[];
}

/**
 * axe's WCAG 2 A/AA rules (`all`) or their colour rules (`colours`) over the app's root, run in
 * the page itself: its violations. (The Playwright wrapper opens a second page for each check to
 * merge frames' results: three times the cost of the check, for frames the root does not have.)
 * Only violations are detailed (`resultTypes`): by default axe also builds a selector for every
 * element that passed or did not apply and sends them all back, which was most of a check's time
 * on a long list — the rules run and the violations reported are the same.
 */
async function checkWithAxe(page: Page, exclude: string | undefined, rules: 'all' | 'colours'): Promise<Violation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const request = {
    context: { include: ['[data-testid="sport-info-root"]'], exclude: exclude ? [exclude] : [] },
    runOnly: rules === 'all' ? { type: 'tag', values: ['wcag2a', 'wcag2aa'] } : { type: 'rule', values: COLOUR_RULES },
  };
  return page.evaluate(async ({ context, runOnly }) => {
    const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
    const results = await axe.run(context, { runOnly, resultTypes: ['violations'], iframes: false });
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, request);
}

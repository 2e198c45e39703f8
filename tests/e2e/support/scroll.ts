import type { Page } from 'playwright-core';

/**
 * Scrolls the window to `y`, then lets a frame pass: the scroll event the frame fires is where a
 * kept-alive page records its position (a fixed wait after the scroll was either too long or,
 * on a loaded machine, too short).
 */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * The app asks for its late chunks (the float, the overlay, page reporting and web-vitals; the version-skew judge is in the entry) a few seconds after
 * its first screen, marking the moment (`LATE_CHUNKS_MARK`). A scenario that weighs the code a
 * page adds waits for them on the page it starts from, so that they are counted on neither side:
 * on a busy machine they otherwise fell after the tap and were weighed as the page's.
 */
import type { Page } from 'playwright-core';
import { LATE_CHUNKS_MARK } from '../../src/app/runtime/runtime-reporting';

export async function waitForLateChunks(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LATE_CHUNKS_MARK, {
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
}

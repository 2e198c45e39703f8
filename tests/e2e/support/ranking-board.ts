import type { Page } from 'playwright-core';

/** The board as it answers: rows, or the empty board of a period without a winner. */
export const BOARD_ANSWERED = '[data-route="ranking"] article, [data-route="ranking"] [data-empty-state]';

/**
 * Waits for the board, and gives it rows whatever the hour: the week just begun has no winner
 * yet early on a Monday (UTC+8), and then the board shows the week before.
 */
export async function boardWithRows(page: Page): Promise<void> {
  await page.locator(BOARD_ANSWERED).first().waitFor();
  if ((await page.locator('[data-route="ranking"] article').count()) > 0) return;
  await page.getByRole('tablist', { name: '榜单日期' }).getByRole('tab').nth(1).click();
  await page.locator('[data-route="ranking"] article').first().waitFor();
}

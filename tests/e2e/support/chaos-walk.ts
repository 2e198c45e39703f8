/**
 * The chaos walk's moves over the pages (chaos.test.ts): a station is a page entered, waited on
 * until its content shows — tapping whatever offers to try again meanwhile, since a fifth of the
 * calls fail — and sometimes acted on.
 */
import type { Locator, Page } from 'playwright-core';

export interface Station {
  name: string;
  enter(page: Page): Promise<void>;
  ready(page: Page): Promise<boolean>;
  act?(page: Page): Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the locator's first element shows now (false mid-navigation, not an error). */
export const visible = (locator: Locator) =>
  locator
    .first()
    .isVisible()
    .catch(() => false);

/** Taps whatever offers to try again (error states, failed list pages, the comment rule, the banner). */
export async function tapRetries(page: Page): Promise<number> {
  const retries = page.getByRole('button', { name: /^(重试|重新加载|加载失败，点击重试|评论权限读取失败，点击重试)$/ });
  let tapped = 0;
  for (const button of await retries.all()) {
    if (!(await visible(button))) continue;
    await button.click({ timeout: 1000 }).catch(() => undefined);
    tapped += 1;
  }
  return tapped;
}

/** Taps retries until the locator shows, for at most `ms`. */
export async function retryUntilVisible(page: Page, locator: Locator, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await visible(locator)) && Date.now() < deadline) {
    await tapRetries(page);
    await sleep(500);
  }
}

/** The header's tab when the page has the header (a live room or a tip has not), else the path. */
export async function headerTab(page: Page, hostUrl: string, name: string, path: string): Promise<void> {
  const tab = page.getByRole('tab', { name }).first();
  if (await visible(tab)) await tab.click({ timeout: 5000 });
  else await page.goto(`${hostUrl}/sport-info${path}`);
}

/** A sports topic's tab under the header's 体育专题, else its path. */
export async function sportsTopic(page: Page, hostUrl: string, name: string, path: string): Promise<void> {
  try {
    await headerTab(page, hostUrl, '体育专题', path);
    await page
      .getByRole('tablist', { name: '体育专题' })
      .getByRole('tab', { name, exact: true })
      .click({ timeout: 5000 });
  } catch {
    await page.goto(`${hostUrl}/sport-info${path}`);
  }
}

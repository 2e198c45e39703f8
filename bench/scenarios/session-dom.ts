/**
 * The DOM a session keeps, embedded in shell-demo at a phone viewport: from a settled
 * `/sport-info/anchor`, a tap on each header tab in turn (频道), and back to the first.
 *  - each page's own DOM at first render: the elements inside its page container (`data-route`,
 *    the page host's) once the tap's calls have settled. Budget pageDomNodes on the largest;
 *  - all kept-alive header pages together after one visit to each: every page container's
 *    elements, the hidden ones included (<Activity> keeps them). Budget keptPagesDomNodes.
 * Counts are elements (what Lighthouse's DOM size counts). RUNS fresh pages: the median run is
 * budgeted, the spread beside it (the anchor home's live content moves the count a little).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { median } from '../lib/median';

const RUNS = 3;
/** The header tabs, in bar order. */
export const HEADER_TABS = ['主播', '爆料', '盈利榜', '体育专题'] as const;

/** A header tab by the start of its name (主播's name goes on with its live note, 有主播正在直播). */
export const headerTab = (bar: Locator, label: string): Locator =>
  bar.getByRole('tab', { name: new RegExp(`^${label}`) });
const READY_TIMEOUT_MS = 20_000;
/** After a tap: the page's calls answer, a list fills its first screen. */
const SETTLE_MS = 2500;

export interface PageDom {
  tab: string;
  route: string;
  nodes: number;
}

export interface SessionDomRun {
  pages: PageDom[];
  keptNodes: number;
  documentNodes: number;
}

export interface SessionDomDetails {
  runs: SessionDomRun[];
}

/** Elements inside the page container now shown, and its route id. */
async function shownPage(page: Page): Promise<{ route: string; nodes: number }> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('[data-route]')].find(
      (container) => getComputedStyle(container).display !== 'none',
    );
    return { route: shown?.dataset.route ?? '?', nodes: shown ? shown.getElementsByTagName('*').length : 0 };
  });
}

/** Elements in every page container, hidden ones included, and in the whole document. */
async function keptDom(page: Page): Promise<{ keptNodes: number; documentNodes: number }> {
  return page.evaluate(() => ({
    keptNodes: [...document.querySelectorAll('[data-route]')].reduce(
      (sum, container) => sum + container.getElementsByTagName('*').length,
      0,
    ),
    documentNodes: document.getElementsByTagName('*').length,
  }));
}

async function oneRun(browser: Browser, stack: BenchStack): Promise<SessionDomRun> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${stack.hostUrl}/sport-info/anchor`, { waitUntil: 'networkidle', timeout: 30_000 });
    const bar = page.getByRole('tablist', { name: '频道' });
    await bar.getByRole('tab').first().waitFor({ timeout: READY_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const pages: PageDom[] = [{ tab: HEADER_TABS[0], ...(await shownPage(page)) }];
    for (const tab of HEADER_TABS.slice(1)) {
      await headerTab(bar, tab).click();
      await page.waitForTimeout(SETTLE_MS);
      pages.push({ tab, ...(await shownPage(page)) });
    }
    await headerTab(bar, HEADER_TABS[0]).click();
    await page.waitForTimeout(SETTLE_MS);
    return { pages, ...(await keptDom(page)) };
  } finally {
    await context.close();
  }
}

const spread = (values: readonly number[]): string =>
  `${Math.min(...values)}–${Math.max(...values)} over ${values.length} runs`;

export async function measureSessionDom(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: SessionDomDetails }> {
  const runs: SessionDomRun[] = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await oneRun(browser, stack));
  const largest = runs.map((run) => Math.max(...run.pages.map((shown) => shown.nodes)));
  const kept = runs.map((run) => run.keptNodes);
  const perPage = runs[0]!.pages.map(
    (shown) =>
      `${shown.tab} ${median(runs.map((run) => run.pages.find((other) => other.route === shown.route)?.nodes ?? 0))}`,
  );
  return {
    metrics: [
      metric({
        id: 'pageDomNodes',
        label: 'largest header page: own DOM at first render, elements (median run)',
        value: median(largest),
        unit: 'nodes',
        budget: 'pageDomNodes',
        note: `${perPage.join(', ')}; ${spread(largest)}`,
      }),
      metric({
        id: 'keptPagesDomNodes',
        label: 'kept-alive header pages together after one visit to each, elements (median run)',
        value: median(kept),
        unit: 'nodes',
        budget: 'keptPagesDomNodes',
        note: `${spread(kept)}; whole document ${median(runs.map((run) => run.documentNodes))}`,
      }),
    ],
    details: { runs },
  };
}

/**
 * The returning visitor: a phone that has seen the anchor home before opens it again.
 * Each page — the standalone `/anchor` and shell-demo's `/sport-info/anchor` — is visited once
 * (until its anchor tiles show and the anchor list has been kept as last-seen data), then
 * reloaded RUNS times in the same browser context (its storage and HTTP cache, as a phone keeps
 * them). Measured in the page, from navigation start (`performance.now()`):
 *  - **anchor content painted**: the frame in which the first anchor tile of the home's groups is
 *    on screen (a MutationObserver notes the tile, the next animation frame is its paint) —
 *    budget `returningAnchorPaintMs` on the standalone page's median, the embedded one beside it;
 *  - whether that first paint was the last-seen copy (上次更新 shown with it), and when the fresh
 *    answer replaced it (the note gone);
 *  - when the domain list and the common config answered (Resource Timing), to show what the
 *    spec's start-up gates cost: nothing renders before the domain list, no page before the config.
 * No CPU or network throttling (loopback, as the room scenario): the machine's load is printed
 * with the bench, and the note gives the spread.
 */
import type { Browser, Page } from 'playwright-core';
import { WATCH_FIRST_TILE } from '../lib/first-tile';
import { metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { median } from '../lib/median';

const RUNS = 5;
const TIMEOUT_MS = 15_000;
const DOMAIN_LIST = '/api/forehead/system/domain/list/v2';
const COMMON_CONFIG = '/api/forehead/system/config/get/common/config';

export interface ReturningRun {
  /** The app's root element attached (the app's code has run its first commit), ms after navigation start. */
  rootMs: number | null;
  /** The page's container attached (the gates opened), ms after navigation start. */
  pageMs: number | null;
  /** First anchor tile painted, ms after navigation start. */
  tileMs: number;
  /** The first painted tiles were the last-seen copy (上次更新 on screen with them). */
  lastSeenFirst: boolean;
  /** The fresh answer replaced the copy (the note gone), ms after navigation start; null: not seen. */
  freshMs: number | null;
  domainListEndMs: number | null;
  commonConfigEndMs: number | null;
}

export interface ReturningDetails {
  standalone: ReturningRun[];
  embedded: ReturningRun[];
}

async function measureOnce(page: Page, navigate: () => Promise<unknown>): Promise<ReturningRun> {
  await navigate();
  await page.waitForFunction(
    () => {
      const result = (
        window as unknown as {
          __benchReturning?: { tileMs: number | null; freshMs: number | null; lastSeenFirst: boolean };
        }
      ).__benchReturning;
      return result?.tileMs != null && (!result.lastSeenFirst || result.freshMs != null);
    },
    undefined,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  // A string for the same reason as WATCH_FIRST_TILE (no inner functions through tsx).
  return page.evaluate(`(() => {
    const result = window.__benchReturning;
    const entries = performance.getEntriesByType('resource');
    const endOf = (path) => {
      const entry = entries.find((candidate) => new URL(candidate.name).pathname === path);
      return entry ? Math.round(entry.responseEnd) : null;
    };
    return {
      rootMs: result.rootMs === null ? null : Math.round(result.rootMs),
      pageMs: result.pageMs === null ? null : Math.round(result.pageMs),
      tileMs: Math.round(result.tileMs),
      lastSeenFirst: result.lastSeenFirst,
      freshMs: result.freshMs === null ? null : Math.round(result.freshMs),
      domainListEndMs: endOf(${JSON.stringify(DOMAIN_LIST)}),
      commonConfigEndMs: endOf(${JSON.stringify(COMMON_CONFIG)}),
    };
  })()`) as Promise<ReturningRun>;
}

async function measurePage(browser: Browser, url: string): Promise<ReturningRun[]> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_TILE);
    // The first visit: the anchor list arrives and is kept (last-seen data) — then the visits measured.
    await measureOnce(page, () => page.goto(url));
    await page.waitForTimeout(1000);
    const runs: ReturningRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measureOnce(page, () => page.reload()));
      await page.waitForTimeout(500);
    }
    return runs;
  } finally {
    await context.close();
  }
}

const spread = (values: readonly number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

function summary(runs: readonly ReturningRun[]): string {
  const lastSeen = runs.filter((run) => run.lastSeenFirst).length;
  const fresh = runs.flatMap((run) => (run.lastSeenFirst && run.freshMs !== null ? [run.freshMs] : []));
  const domains = runs.flatMap((run) => (run.domainListEndMs === null ? [] : [run.domainListEndMs]));
  const config = runs.flatMap((run) => (run.commonConfigEndMs === null ? [] : [run.commonConfigEndMs]));
  // What the gates cost: from the app's first commit (its root) to the page's, which waits for the
  // domain list and the config.
  const gated = runs.flatMap((run) => (run.rootMs !== null && run.pageMs !== null ? [run.pageMs - run.rootMs] : []));
  return (
    `${runs.length} reloads ${spread(runs.map((run) => run.tileMs))} ms; last-seen first ${lastSeen}/${runs.length}` +
    (fresh.length ? `, fresh at ${median(fresh)} ms` : '') +
    (domains.length ? `; domain list answered ${median(domains)}, config ${median(config)} ms` : '') +
    (gated.length ? `; root → page (the gates) ${median(gated)} ms` : '')
  );
}

export async function measureReturning(
  browser: Browser,
  stack: BenchStack,
): Promise<{ metrics: Metric[]; details: ReturningDetails }> {
  const details: ReturningDetails = {
    standalone: await measurePage(browser, `${stack.remoteUrl}/anchor`),
    embedded: await measurePage(browser, `${stack.hostUrl}/sport-info/anchor`),
  };
  const metrics: Metric[] = [
    metric({
      id: 'returningAnchorPaintMs',
      label: 'returning visitor: anchor content painted, standalone (median)',
      value: median(details.standalone.map((run) => run.tileMs)),
      unit: 'ms',
      budget: 'returningAnchorPaintMs',
      note: summary(details.standalone),
    }),
    metric({
      id: 'returningEmbeddedAnchorPaintMs',
      label: 'returning visitor: anchor content painted, shell-demo (median)',
      value: median(details.embedded.map((run) => run.tileMs)),
      unit: 'ms',
      budget: 'returningAnchorPaintMs',
      note: summary(details.embedded),
    }),
  ];
  return { metrics, details };
}

/**
 * What the deploy journeys (tests/e2e/redeploy*.test.ts) share: what shows that a page is on
 * screen, a tap timed from the tap to the frame that shows its page, the late chunks met or held,
 * a host that ignores `remote-updated`, and the tap → page judge, which each file applies to the
 * taps it timed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { LATE_CHUNKS_MARK } from '../../../src/app/runtime/runtime-reporting';
import { BOARD_ANSWERED } from './ranking-board';
import { copyBuild } from './redeploy';
import type { Stack } from './stack';

/**
 * Tap → page after a deploy is judged by the median of every tap a file times (a timing moves
 * with the machine's load; its last test checks it: expectTapToPage). Each single tap must stay under the
 * ceiling: past it, a reload loop or a white screen is the likelier cause than a busy machine.
 */
export const TAP_TO_PAGE_MS = 3000;
export const TAP_TO_PAGE_CEILING_MS = 2 * TAP_TO_PAGE_MS;
/** A host that ignores `remote-updated`: the app's own prompt within this of the event. */
export const PROMPT_WITHIN_MS = 1000;

/** What shows that a page is on screen, as selectors the page itself can check too (the route's container holds it). */
export const SHOWN = {
  anchor: '[data-route="anchor"] a[href*="/anchor/detail/"]',
  news: '[data-route="news"] [aria-label="最新爆料"] a',
  // A board with rows or the empty board: early on a Monday the new week has no winner yet.
  ranking: BOARD_ANSWERED,
  sports: '[data-route="five-leagues"] [aria-label="选择联赛"]',
  prompt: '[data-testid="update-prompt"]',
  newVersionPage: '[data-testid="page-new-version"]',
} as const;

export const ready = Object.fromEntries(
  Object.entries(SHOWN).map(([name, selector]) => [name, (page: Page) => page.locator(selector).first()]),
) as Record<keyof typeof SHOWN, (page: Page) => Locator>;

/**
 * Document loads of the page (a reload is one; in-app navigations are none), its errors, and —
 * on the page's own clock, which a reload keeps in session storage — the time from a tab's tap
 * to the next frame showing what `tapAndWait` waits for. `trail`: the loads, the files answered
 * with an error and the app's and shell-demo's own console lines, in order — what a tap whose page
 * never showed says it met.
 */
export async function watch(page: Page) {
  const seen = { loads: 0, errors: [] as string[], trail: [] as string[] };
  page.on('load', () => {
    seen.loads += 1;
    seen.trail.push(`load ${page.url()}`);
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) seen.trail.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (/^\[(sport-info|shell-demo)\]/.test(message.text())) seen.trail.push(message.text().slice(0, 200));
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('[role="tab"]')) return;
        sessionStorage.setItem('redeploy:tap', String(Date.now()));
        sessionStorage.removeItem('redeploy:shown');
      },
      true,
    );
    const check = () => {
      const selector = sessionStorage.getItem('redeploy:wait');
      if (!selector || !sessionStorage.getItem('redeploy:tap') || sessionStorage.getItem('redeploy:shown')) return;
      if (!document.querySelector(selector)) return;
      sessionStorage.setItem('redeploy:shown', 'pending');
      requestAnimationFrame(() => sessionStorage.setItem('redeploy:shown', String(Date.now())));
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

type Seen = Awaited<ReturnType<typeof watch>>;

/** The app has asked for its late chunks (a few seconds after its first screen). */
export const lateChunksAsked = (page: Page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LATE_CHUNKS_MARK, { timeout: 20_000 });

/** The late chunks' files (the frame's late pieces, page reporting and web-vitals), by name. */
const LATE_CHUNK_FILE = /\/(lean\/)?(late-frame|page-reporting|web-vitals)[^/]*\.js/;

/**
 * The late chunks asked for and arrived — the frame's late pieces, and page reporting where a host
 * listens (`embedded`): the moment just after them.
 */
export async function lateChunksIn(page: Page, embedded = false): Promise<void> {
  await lateChunksAsked(page);
  const names = embedded ? ['late-frame', 'page-reporting'] : ['late-frame'];
  await page.waitForFunction(
    (wanted) =>
      wanted.every((name) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new RegExp(`/${name}\\.[0-9a-f]{8}\\.js$`).test(entry.name)),
      ),
    names,
    { timeout: 20_000 },
  );
}

/**
 * The page's late chunks held on their way (a slow phone) until `release()`: a deploy can come
 * first. Held ones are then asked of the server as they are; later ones pass.
 */
export async function holdLateChunks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LATE_CHUNK_FILE, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Taps a header tab and waits for `shown`: the time to its frame (page's clock), and the document loads meanwhile. */
export async function tapAndWait(page: Page, seen: Seen, tab: string, shown: keyof typeof SHOWN) {
  const loadsBefore = seen.loads;
  const trailBefore = seen.trail.length;
  await page.evaluate((selector) => sessionStorage.setItem('redeploy:wait', selector), SHOWN[shown]);
  await page.getByRole('tab', { name: tab }).click();
  await ready[shown](page)
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      const text = await page
        .getByTestId('sport-info-root')
        .innerText({ timeout: 1000 })
        .catch(() => '(no app root)');
      const met = seen.trail.slice(trailBefore).join('\n  ');
      throw new Error(
        `${shown} not shown after the tap on ${tab}, at ${page.url()}; the app shows: ${text.replace(/\s+/g, ' ').slice(0, 300)}\nsince the tap:\n  ${met}`,
        { cause: error },
      );
    });
  const handle = await page.waitForFunction(() => {
    const shownAt = Number(sessionStorage.getItem('redeploy:shown'));
    return shownAt > 0 ? shownAt - Number(sessionStorage.getItem('redeploy:tap')) : null;
  });
  return { ms: (await handle.jsonValue()) as number, reloads: seen.loads - loadsBefore };
}

/**
 * The development server computes a page's data on its first request, which a production backend
 * has long done: each page the journeys time is opened once before, in a browser of its own.
 */
export async function warmServer(stack: Stack, paths: string[], shown: ((page: Page) => Locator)[]): Promise<void> {
  const { page, context } = await stack.newPage();
  for (const [index, path] of paths.entries()) {
    await page.goto(`${stack.remoteUrl}${path}`);
    await shown[index]!(page).waitFor();
  }
  await context.close();
}

/** Not a white screen: the header tabs and something of the page. */
export async function expectFrameAndPage(page: Page): Promise<void> {
  await page.getByTestId('app-header').getByRole('tab').first().waitFor();
  expect(((await page.getByTestId('sport-info-root').textContent()) ?? '').trim().length).toBeGreaterThan(20);
}

/** A host that ignores `remote-updated` (shell-demo's 新版本自动刷新 off), for the pages of `context`. */
export const ignoreRemoteUpdated = (context: BrowserContext) =>
  context.addInitScript(() => {
    if (!localStorage.getItem('shell-demo:controls'))
      localStorage.setItem('shell-demo:controls', JSON.stringify({ reloadOnUpdate: false }));
    // When the prompt appears, on the page's clock (the event log's clock).
    new MutationObserver(() => {
      const shown = window as unknown as { __promptAt?: number };
      if (!shown.__promptAt && document.querySelector('[data-testid="update-prompt"]')) shown.__promptAt = Date.now();
    }).observe(document, { childList: true, subtree: true });
  });

/** shell-demo's 调试 panel: from the host hearing `remote-updated` (its event log) to the app's prompt, in ms. */
export async function toldToPromptMs(page: Page): Promise<number> {
  await page.getByRole('button', { name: /^调试/ }).click();
  const told = page.getByTestId('event-log-row').filter({ has: page.locator('strong', { hasText: 'remote-updated' }) });
  const toldAt = Date.parse((await told.first().locator('time').getAttribute('datetime')) ?? '');
  const promptAt = await page.evaluate(() => (window as unknown as { __promptAt?: number }).__promptAt ?? Number.NaN);
  return promptAt - toldAt;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The file's taps: the median within TAP_TO_PAGE_MS (the last test of each journey file). */
export function expectTapToPage(timings: number[]): void {
  console.info(`tap → page after a deploy, every tap: ${timings.join(' / ')} ms`);
  expect(timings.length).toBeGreaterThanOrEqual(5);
  expect(median(timings)).toBeLessThanOrEqual(TAP_TO_PAGE_MS);
}

/**
 * A copy of dist/remote that the file's tests may redeploy, made before the stack's own beforeAll
 * (hooks run in order: call this before stackForFile, which then serves it); gone after the file.
 */
export function servedCopyOfTheBuild(repoRoot: string): string {
  const served = path.join(mkdtempSync(path.join(tmpdir(), 'sport-info-redeploy-')), 'remote');
  beforeAll(() => copyBuild(path.join(repoRoot, 'dist/remote'), served));
  afterAll(() => rmSync(path.dirname(served), { recursive: true, force: true }));
  return served;
}

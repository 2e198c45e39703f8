/**
 * The developer's loop (docs/startup.md, "The development loop"), on `npm start` itself
 * (lib/dev-start.ts), N runs of:
 * - **cold**: the build cache removed, `npm start`; shell-demo's `/sport-info/anchor` opened as
 *   soon as its port accepts connections; the time from the command to the anchor home's first
 *   tile painted (lib/first-tile.ts), and whether the page showed the remote's error page (体育资讯
 *   暂时无法打开) instead of waiting for the remote on its way;
 * - **warm**: the same again with the cache the cold start wrote;
 * - **edits**, once `npm start` has printed its addresses, on the warm start's page with its state set (the window scrolled, the anchors' strip
 *   swiped to its second page): a component's text, then a CSS module's rule, each written to disk
 *   and timed until the page shows it (lib/devloop-edits.ts), alternately; after each, whether the
 *   state is still there and the page was not reloaded. The standalone page, open beside it in a
 *   window of its own, is timed on the same edits (not budgeted). The files are restored at the end.
 * Wall-clock times: they follow the machine's load, which the bench prints first.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CACHE_DIRECTORY } from '../../scripts/build-plugins/persistent-cache';
import { freePorts, startDevStack, whenListening, type DevPorts, type RunningStart } from '../lib/dev-start';
import {
  COMPONENT_FILE,
  EditedFile,
  editComponent,
  editedColour,
  editedText,
  editStyle,
  HEADING_ID,
  STYLE_FILE,
} from '../lib/devloop-edits';
import { WATCH_FIRST_TILE } from '../lib/first-tile';
import { median } from '../lib/median';
import { failure, metric, type Metric } from '../lib/metrics';
import { launchBrowser, PHONE } from '../lib/stack';

const CACHE_SUBDIR = 'bench-devloop';
const START_TIMEOUT_MS = 300_000;
const EDIT_TIMEOUT_MS = 60_000;
const EDITS_PER_KIND = 3;
/** Between edits: the dev servers' other compilations finish and the page settles. */
const SETTLE_MS = 1500;

/** Notes the remote's error page if it ever shows (what a page opened too early used to get). */
const WATCH_ERROR_PAGE = `(() => {
  new MutationObserver(() => {
    if (!window.__devloopErrorPage && document.body && document.body.textContent.includes('体育资讯暂时无法打开')) window.__devloopErrorPage = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface StartRun {
  kind: 'cold' | 'warm';
  /** From the command to the first anchor tile painted in shell-demo. */
  firstTileMs: number;
  /** When the host's port accepted connections and the page was opened. */
  pageOpenedMs: number;
  /** When `npm start` printed its addresses. */
  readyMs: number | null;
  errorPage: boolean;
}

interface EditRun {
  kind: 'component' | 'css';
  /** From the file written to the frame that shows the change, per page. */
  embeddedMs: number | null;
  standaloneMs: number | null;
  /** Scroll, the strip's page, the page itself (no reload) all kept, on both pages. */
  stateKept: boolean;
}

interface PageState {
  token: unknown;
  scrollY: number;
  stripPage: number;
}

/** The window scrolled, the anchors' strip on its second page, a token only this page load has. */
async function setState(page: Page, token: string): Promise<PageState> {
  await page.evaluate(
    ({ token, heading }) => {
      (window as unknown as { __devloopToken: string }).__devloopToken = token;
      window.scrollTo(0, 200);
      const strip = document.querySelector(`section[aria-labelledby="${heading}"] ul`)?.parentElement;
      if (strip) strip.scrollLeft = strip.clientWidth;
    },
    { token, heading: HEADING_ID },
  );
  await page.waitForTimeout(SETTLE_MS);
  return readState(page);
}

function readState(page: Page): Promise<PageState> {
  return page.evaluate((heading) => {
    const section = document.querySelector(`section[aria-labelledby="${heading}"]`);
    const strip = section?.querySelector('ul')?.parentElement;
    return {
      token: (window as unknown as { __devloopToken?: string }).__devloopToken,
      scrollY: Math.round(window.scrollY),
      stripPage: strip && strip.clientWidth > 0 ? Math.round(strip.scrollLeft / strip.clientWidth) : -1,
    };
  }, HEADING_ID);
}

/** Waits for the frame in which the expression `shown` holds on the page; its wall-clock time. */
async function whenShown(page: Page, shown: string): Promise<number> {
  const handle = await page.waitForFunction(`(${shown}) ? Date.now() : 0`, undefined, {
    polling: 'raf',
    timeout: EDIT_TIMEOUT_MS,
  });
  return (await handle.jsonValue()) as number;
}

const showsText = (text: string | null) =>
  text === null
    ? `!document.querySelector('[data-devloop]')`
    : `document.querySelector('[data-devloop]')?.textContent === ${JSON.stringify(text)}`;
const showsColour = (colour: string, shown = true) =>
  `getComputedStyle(document.getElementById('${HEADING_ID}')).color ${shown ? '===' : '!=='} ${JSON.stringify(colour)}`;

async function openWhenListening(
  browser: Browser,
  url: string,
  start: RunningStart,
  port: number,
): Promise<{ page: Page; openedMs: number }> {
  await whenListening(port, Date.now() + START_TIMEOUT_MS);
  const openedMs = Date.now() - start.startedAt;
  const page = await watchedPage(browser);
  await page.goto(url, { waitUntil: 'commit', timeout: START_TIMEOUT_MS });
  return { page, openedMs };
}

/** A phone's page whose first tile and error page are watched. */
async function watchedPage(browser: Browser): Promise<Page> {
  // The pages' Content-Security-Policy forbids eval, which the bench's own page checks use.
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  await context.addInitScript(WATCH_FIRST_TILE);
  await context.addInitScript(WATCH_ERROR_PAGE);
  return context.newPage();
}

async function firstTileAt(page: Page): Promise<number> {
  await page.waitForFunction('window.__benchReturning?.tileMs != null', undefined, {
    timeout: START_TIMEOUT_MS,
    polling: 100,
  });
  return page.evaluate(
    () =>
      performance.timeOrigin + (window as unknown as { __benchReturning: { tileMs: number } }).__benchReturning.tileMs,
  );
}

async function measureEdits(embedded: Page, standalone: Page, log: (message: string) => void): Promise<EditRun[]> {
  const component = new EditedFile(COMPONENT_FILE);
  const style = new EditedFile(STYLE_FILE);
  const token = `devloop-${Date.now()}`;
  const before = await Promise.all([setState(embedded, token), setState(standalone, token)]);
  const runs: EditRun[] = [];
  try {
    for (let n = 1; n <= EDITS_PER_KIND; n += 1) {
      for (const kind of ['component', 'css'] as const) {
        const [file, edit, shows] =
          kind === 'component'
            ? [component, editComponent, showsText(editedText(n))]
            : [style, editStyle, showsColour(editedColour(n))];
        file.write(edit, n);
        const writtenAt = Date.now();
        const [embeddedAt, standaloneAt] = await Promise.all(
          [embedded, standalone].map((page) => whenShown(page, shows).catch(() => null)),
        );
        const after = await Promise.all([readState(embedded), readState(standalone)]);
        const stateKept = after.every(
          (state, index) =>
            state.token === token &&
            Math.abs(state.scrollY - before[index]!.scrollY) <= 2 &&
            state.stripPage === before[index]!.stripPage,
        );
        const run = {
          kind,
          embeddedMs: embeddedAt == null ? null : embeddedAt - writtenAt,
          standaloneMs: standaloneAt == null ? null : standaloneAt - writtenAt,
          stateKept,
        };
        log(
          `  ${kind} edit ${n}: shell-demo ${run.embeddedMs ?? '—'} ms, standalone ${run.standaloneMs ?? '—'} ms, state ${stateKept ? 'kept' : `LOST ${JSON.stringify(after)}`}`,
        );
        runs.push(run);
        await embedded.waitForTimeout(SETTLE_MS);
      }
    }
  } finally {
    component.restore();
    style.restore();
  }
  // The tree as it was: wait for the dev servers to have compiled it back.
  await whenShown(embedded, `${showsText(null)} && ${showsColour(editedColour(EDITS_PER_KIND), false)}`).catch(() =>
    log('  the restored files did not reach the page in time'),
  );
  return runs;
}

async function whenPrinted(start: RunningStart): Promise<number | null> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (start.readyMs() === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  return start.readyMs();
}

async function startOnce(
  browser: Browser,
  ports: DevPorts,
  kind: StartRun['kind'],
  log: (message: string) => void,
  edits: boolean,
): Promise<{ start: StartRun; edits: EditRun[] }> {
  const start = startDevStack(ports, CACHE_SUBDIR);
  try {
    const { page, openedMs } = await openWhenListening(
      browser,
      `http://localhost:${ports.host}/sport-info/anchor`,
      start,
      ports.host,
    );
    const tileAt = await firstTileAt(page);
    // The addresses come once the standalone page and the default container have compiled too
    // (after the first tile); the edits start then, as a developer's would, and the cold start
    // stops with every compilation's cache to write.
    const readyMs = await whenPrinted(start);
    const run: StartRun = {
      kind,
      firstTileMs: Math.round(tileAt - start.startedAt),
      pageOpenedMs: openedMs,
      readyMs,
      errorPage: await page.evaluate(
        () => (window as unknown as { __devloopErrorPage?: boolean }).__devloopErrorPage === true,
      ),
    };
    log(
      `  ${kind} start: page opened at ${(openedMs / 1000).toFixed(1)} s, first tile at ${(run.firstTileMs / 1000).toFixed(1)} s, addresses printed at ${run.readyMs === null ? '—' : (run.readyMs / 1000).toFixed(1)} s${run.errorPage ? ', ERROR PAGE seen' : ''}`,
    );
    let editRuns: EditRun[] = [];
    if (edits) {
      // In a browser of its own, as a second window beside shell-demo's: a second tab of the same
      // window would put shell-demo's page in the background, whose frames Chromium holds back
      // (an edit applied at 0.25 s showed at 0.5–1.2 s there).
      const standaloneBrowser = await launchBrowser();
      try {
        const standalone = await watchedPage(standaloneBrowser);
        await standalone.goto(`http://localhost:${ports.remote}/anchor`);
        await firstTileAt(standalone);
        editRuns = await measureEdits(page, standalone, log);
      } finally {
        await standaloneBrowser.close();
      }
    }
    await page.context().close();
    return { start: run, edits: editRuns };
  } catch (error) {
    log(`  npm start's output:\n${start.output().slice(-3000)}`);
    throw error;
  } finally {
    await start.stop();
  }
}

const seconds = (ms: number | null) => (ms === null ? '—' : (ms / 1000).toFixed(1));
const inSeconds = (ms: number) => `${seconds(ms)} s`;
/** Median [min–max], n. */
function spread(values: readonly number[], unit: (value: number) => string = String): string {
  if (values.length === 0) return 'no value';
  return `[${unit(Math.min(...values))}–${unit(Math.max(...values))}], n=${values.length}`;
}

function startMetric(
  id: string,
  label: string,
  budget: 'devloopColdStartMs' | 'devloopWarmStartMs',
  runs: readonly StartRun[],
): Metric {
  const times = runs.map((run) => run.firstTileMs);
  const ready = runs.map((run) => run.readyMs).filter((value): value is number => value !== null);
  return metric({
    id,
    label,
    value: median(times),
    unit: 'ms',
    budget,
    note: `${spread(times, inSeconds)}; addresses printed at ${ready.length ? inSeconds(median(ready) ?? 0) : '— (after the page)'} (median)`,
  });
}

function editMetric(
  id: string,
  label: string,
  values: readonly (number | null)[],
  budget?: 'devloopComponentEditMs' | 'devloopCssEditMs',
): Metric {
  const shown = values.filter((value): value is number => value !== null);
  const missed = values.length - shown.length;
  return metric({
    id,
    label,
    value: missed > 0 ? null : median(shown),
    unit: 'ms',
    budget,
    note: `${spread(shown, (ms) => `${ms} ms`)}${missed ? `; ${missed} never shown` : ''}`,
  });
}

export async function measureDevloop(
  browser: Browser,
  runs: number,
  log: (message: string) => void,
): Promise<{ metrics: Metric[]; details: unknown }> {
  const starts: StartRun[] = [];
  const edits: EditRun[] = [];
  const cache = path.join(CACHE_DIRECTORY, CACHE_SUBDIR);
  try {
    for (let run = 1; run <= runs; run += 1) {
      const ports = await freePorts();
      rmSync(cache, { recursive: true, force: true });
      log(`  run ${run}/${runs} (ports ${ports.host}, ${ports.remote}, ${ports.api})`);
      starts.push((await startOnce(browser, ports, 'cold', log, false)).start);
      const warm = await startOnce(browser, ports, 'warm', log, true);
      starts.push(warm.start);
      edits.push(...warm.edits);
    }
  } finally {
    // The bench's own cache is ~0.5 GB: not kept.
    rmSync(cache, { recursive: true, force: true });
  }
  const of = (kind: StartRun['kind']) => starts.filter((run) => run.kind === kind);
  const editsOf = (kind: EditRun['kind']) => edits.filter((run) => run.kind === kind);
  const errorPages = starts.filter((run) => run.errorPage).length;
  const lost = edits.filter((run) => !run.stateKept).length;
  const opened = starts.map((run) => run.pageOpenedMs);
  const metrics: Metric[] = [
    metric({
      id: 'devloop.errorPages',
      label: 'devloop: shell-demo opened as its port answers — loads that showed the error page',
      value: errorPages,
      unit: '',
      budget: 'devloopErrorPages',
      note: `page opened at ${spread(opened, inSeconds)}; the app by itself in ${starts.length - errorPages} of ${starts.length}`,
    }),
    startMetric(
      'devloop.coldStartMs',
      'devloop: npm start → first tile in shell-demo, cold (no build cache)',
      'devloopColdStartMs',
      of('cold'),
    ),
    startMetric(
      'devloop.warmStartMs',
      'devloop: npm start → first tile in shell-demo, warm (second start)',
      'devloopWarmStartMs',
      of('warm'),
    ),
    editMetric(
      'devloop.componentEditMs',
      'devloop: component edit → on screen, shell-demo',
      editsOf('component').map((run) => run.embeddedMs),
      'devloopComponentEditMs',
    ),
    editMetric(
      'devloop.cssEditMs',
      'devloop: CSS module edit → on screen, shell-demo',
      editsOf('css').map((run) => run.embeddedMs),
      'devloopCssEditMs',
    ),
    metric({
      id: 'devloop.stateLost',
      label: 'devloop: edits that lost the page state or reloaded (both pages)',
      value: lost,
      unit: '',
      budget: 'devloopStateLost',
      note: `state kept in ${edits.length - lost} of ${edits.length}`,
    }),
    editMetric(
      'devloop.standaloneComponentEditMs',
      'devloop: component edit → on screen, standalone (diagnostic)',
      editsOf('component').map((run) => run.standaloneMs),
    ),
    editMetric(
      'devloop.standaloneCssEditMs',
      'devloop: CSS module edit → on screen, standalone (diagnostic)',
      editsOf('css').map((run) => run.standaloneMs),
    ),
  ];
  if (starts.length === 0)
    metrics.push(
      failure({ id: 'scenario.devloop', label: 'scenario devloop', value: null, unit: '' }, 'no run finished'),
    );
  return { metrics, details: { starts, edits } };
}

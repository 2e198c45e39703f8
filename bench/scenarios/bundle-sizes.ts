/**
 * Bundle sizes as a browser fetches them: Chromium at a phone viewport loads
 *  - shell-demo's `/sport-info/anchor`: "embedded first screen" = every file from the remote's
 *    origin (manifest, remoteEntry, chunks) except the shared singletons' chunks, which a host
 *    that shares React never takes from us;
 *  - the standalone `/anchor`: "standalone first visit" = the code of a first visit from the
 *    remote's origin: HTML, JS, CSS and fonts. Not counted: API calls (data, not code) and
 *    images.
 * Each after network idle + 1 s, without the files asked for after the app's late-chunks mark
 * (`LATE_CHUNKS_MARK`: what the app loads a few seconds after its first screen, which a loaded
 * machine's later network idle would otherwise count); they are listed apart. Beside them, the `./bridge` expose's files (default manifest). Sizes are gzip bytes, asked for again from the same static
 * server with `Accept-Encoding: gzip`; the table of every file also shows what the browser
 * actually transferred (brotli).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { LATE_CHUNKS_MARK } from '../../src/app/runtime/runtime-reporting';
import { chunkContents, isPlayerCode } from '../lib/chunk-contents';
import { WATCH_FIRST_TILE } from '../lib/first-tile';
import { gzipBytes } from '../lib/gzip-size';
import { failure, kb, metric, type Metric } from '../lib/metrics';
import { newPhoneContext, type BenchStack } from '../lib/stack';
import { localeWords } from './locale-words-size';

export type Origin = 'host' | 'remote' | 'api' | 'other';

export interface LoadedFile {
  origin: Origin;
  path: string;
  /** Playwright's resource type: document, script, stylesheet, fetch, image, font, ... */
  type: string;
  status: number;
  /** When the request started, ms since the epoch. */
  startedAt: number;
  /** Body bytes as transferred (brotli from the static servers). */
  transferred: number;
  /** Body bytes gzip; null for files not served by our static servers. */
  gzip: number | null;
  /** The shared singleton a remote chunk belongs to (mf-manifest.json), if any. */
  shared: string | null;
  contents: string;
  player: boolean;
}

export interface PageLoad {
  url: string;
  files: LoadedFile[];
  /** Asked for after the app's late-chunks mark: listed, not counted. */
  late: LoadedFile[];
  errors: string[];
}

export interface SizesResult {
  metrics: Metric[];
  embedded: PageLoad;
  embeddedDefault: PageLoad;
  standalone: PageLoad;
}

const IDLE_EXTRA_MS = 1000;

/**
 * Each file once: a preload (`preloadRemote`, a `<link rel="preload">`) and the script tag that
 * then uses it are two requests of one download, the second served from the memory cache.
 */
function oncePerFile(files: readonly LoadedFile[]): LoadedFile[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const key = `${file.origin} ${file.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
const CODE_TYPES = new Set(['document', 'script', 'stylesheet', 'font']);

/** Remote chunk file → shared module name, from both manifests' shared assets. */
function sharedChunks(dist: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ['', 'lean/']) {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'remote', folder, 'mf-manifest.json'), 'utf8')) as {
      shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
    };
    for (const entry of manifest.shared ?? []) {
      for (const asset of [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]) {
        const file = `/${folder}${asset}`;
        files.set(file, files.has(file) ? `${files.get(file)}+${entry.name}` : entry.name);
      }
    }
  }
  return files;
}

async function loadPage(
  browser: Browser,
  stack: BenchStack,
  url: string,
  shared: Map<string, string>,
): Promise<PageLoad> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const finished: Promise<LoadedFile | null>[] = [];
  const origins: Record<string, Origin> = {
    [new URL(stack.hostUrl).origin]: 'host',
    [new URL(stack.remoteUrl).origin]: 'remote',
    [new URL(stack.apiUrl).origin]: 'api',
  };
  const record = async (request: Request): Promise<LoadedFile | null> => {
    const response = await request.response();
    if (!response) return null;
    const target = new URL(request.url());
    if (target.protocol === 'data:') return null;
    const origin = origins[target.origin] ?? 'other';
    const sizes = await request.sizes();
    const dir = origin === 'remote' ? 'remote' : origin === 'host' ? 'host' : null;
    const file = dir ? path.join(stack.dist, dir, target.pathname) : null;
    const contents = file && target.pathname.endsWith('.js') ? chunkContents(file) : null;
    const gzip = dir ? await gzipBytes(target.href, stack.tls.cert).catch(() => null) : null;
    return {
      origin,
      path: target.pathname + target.search,
      type: request.resourceType(),
      status: response.status(),
      startedAt: request.timing().startTime,
      transferred: sizes.responseBodySize,
      gzip,
      shared: origin === 'remote' ? (shared.get(target.pathname) ?? null) : null,
      contents: contents?.summary ?? '',
      player: target.pathname.endsWith('.js') && isPlayerCode(target.pathname, contents),
    };
  };
  // A request that finishes as the page closes (after the files were read) can no longer be read:
  // it is not part of the load, and its failure must not end the bench.
  page.on('requestfinished', (request) => finished.push(record(request).catch(() => null)));
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.locator('[data-testid="sport-info-root"]').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(IDLE_EXTRA_MS);
    const files = oncePerFile((await Promise.all(finished)).filter((file): file is LoadedFile => file !== null));
    const lateFrom = await page.evaluate((mark) => {
      const entry = performance.getEntriesByName(mark)[0];
      return entry ? performance.timeOrigin + entry.startTime : Number.POSITIVE_INFINITY;
    }, LATE_CHUNKS_MARK);
    return {
      url,
      files: files.filter((file) => file.startedAt < lateFrom),
      late: files.filter((file) => file.startedAt >= lateFrom),
      errors,
    };
  } finally {
    await context.close();
  }
}

interface ExposeAssets {
  path?: string;
  assets?: { js?: { sync?: string[] } };
}

/**
 * `./bridge` as a bridge-react host with React shared loads it: the sync JS files the
 * default manifest names for the expose, without the shared singletons' chunks, gzip from the
 * remote's server; `own` is what of it a `./SportInfoApp` host did not fetch (`appFiles`, the
 * default-manifest page load): the bridge's own code. (The manifest's own list for
 * `./SportInfoApp` names every expose's entry chunk, so it cannot tell.)
 */
async function bridgeExposeBytes(
  stack: BenchStack,
  shared: Map<string, string>,
  appFiles: readonly LoadedFile[],
): Promise<{ total: number; own: number; files: string[] }> {
  const manifest = JSON.parse(readFileSync(path.join(stack.dist, 'remote', 'mf-manifest.json'), 'utf8')) as {
    exposes?: ExposeAssets[];
  };
  const syncFiles = (expose: string) =>
    (manifest.exposes?.find((entry) => entry.path === expose)?.assets?.js?.sync ?? []).filter(
      (file) => !shared.has(`/${file}`),
    );
  const files = syncFiles('./bridge');
  if (files.length === 0) throw new Error('the default manifest names no files for ./bridge');
  const app = new Set(appFiles.map((file) => file.path.replace(/^\//, '')));
  const sizes = await Promise.all(files.map((file) => gzipBytes(`${stack.remoteUrl}/${file}`, stack.tls.cert)));
  return {
    total: sizes.reduce((total, size) => total + size, 0),
    own: sizes.reduce((total, size, index) => total + (app.has(files[index]!) ? 0 : size), 0),
    files,
  };
}

/** The late chunks a load met before its idle, named beside a figure that leaves them out. */
const lateNote = (load: PageLoad) =>
  load.late.length === 0
    ? ''
    : `; after the late-chunks mark, not counted: ${load.late
        .filter((file) => file.origin === 'remote')
        .map((file) => `${file.path.split('/').pop()} ${kb(file.gzip ?? 0).toFixed(1)} KB`)
        .join(', ')}`;

const sum = (files: readonly LoadedFile[]) => files.reduce((total, file) => total + (file.gzip ?? 0), 0);

const fileNote = (file: LoadedFile) => `${file.path.split('/').pop()} ${kb(file.gzip ?? 0).toFixed(1)} KB`;

/** How long a load with one file held back may take to paint its first anchor tile (it takes < 1 s here). */
const HOLD_MS = 6000;

/**
 * Whether the page still paints its first anchor tile (bench/lib/first-tile.ts) while the file at
 * `filePath` is held back: its request is answered only once the tile is painted, or after HOLD_MS.
 */
async function paintsWithout(browser: Browser, url: string, filePath: string): Promise<boolean> {
  const context = await newPhoneContext(browser);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_TILE);
    await page.route(
      (target) => target.pathname + target.search === filePath,
      async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto(url, { waitUntil: 'commit' });
    return await page
      .waitForFunction('window.__benchReturning?.tileMs != null', undefined, { timeout: HOLD_MS, polling: 50 })
      .then(
        () => true,
        () => false,
      );
  } finally {
    release();
    await context.close();
  }
}

/**
 * What the first content frame needs of a first-screen figure's files — the bytes a user waits
 * for, budgeted (`embeddedFirstContentKb`) beside the first screen to network idle: each file is
 * held back in turn; the ones without which the first anchor tile does not paint are
 * what the start-up waits for, the others (the push client, the live cards' pulse...) only load
 * before network idle. So the figure says how much of the first screen the spec's start-up order
 * and the app's code need, and how much could move later.
 */
async function firstContentNeeds(
  browser: Browser,
  url: string,
  files: readonly LoadedFile[],
  label: string,
): Promise<Metric> {
  const needed: LoadedFile[] = [];
  const later: LoadedFile[] = [];
  for (const file of files) ((await paintsWithout(browser, url, file.path)) ? later : needed).push(file);
  return metric({
    id: 'embeddedFirstContentNeedsKb',
    label: `${label}: what the first content frame needs (each file held back in turn), gzip`,
    value: kb(sum(needed)),
    unit: 'KB',
    budget: 'embeddedFirstContentKb',
    note: `needs: ${needed.map(fileNote).join(', ')}; paints without: ${later.map(fileNote).join(', ') || 'nothing'}`,
  });
}

export async function measureBundleSizes(browser: Browser, stack: BenchStack): Promise<SizesResult> {
  const shared = sharedChunks(stack.dist);
  const embedded = await loadPage(browser, stack, `${stack.hostUrl}/sport-info/anchor`, shared);
  const embeddedDefault = await loadPage(browser, stack, `${stack.defaultManifestHostUrl}/sport-info/anchor`, shared);
  const standalone = await loadPage(browser, stack, `${stack.remoteUrl}/anchor`, shared);

  const embeddedFiles = embedded.files.filter((file) => file.origin === 'remote' && file.shared === null);
  const embeddedDefaultFiles = embeddedDefault.files.filter((file) => file.origin === 'remote' && file.shared === null);
  const standaloneFiles = standalone.files.filter((file) => file.origin === 'remote' && CODE_TYPES.has(file.type));
  const playerFiles = [...embedded.files, ...standalone.files].filter((file) => file.player);
  const errors = [...embedded.errors, ...embeddedDefault.errors, ...standalone.errors];
  const bridge = await bridgeExposeBytes(stack, shared, embeddedDefaultFiles).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );

  const metrics: Metric[] = [
    metric({
      id: 'embeddedFirstScreenKb',
      label: 'embedded first screen, lean manifest (remote origin, shared excluded), gzip',
      value: kb(sum(embeddedFiles)),
      unit: 'KB',
      budget: 'embeddedFirstScreenKb',
      note: `${embeddedFiles.length} files${lateNote(embedded)}`,
    }),
    await firstContentNeeds(browser, `${stack.hostUrl}/sport-info/anchor`, embeddedFiles, 'lean'),
    metric({
      id: 'embeddedDefaultFirstScreenKb',
      label: 'embedded first screen, default manifest (with its runtime), gzip',
      value: kb(sum(embeddedDefaultFiles)),
      unit: 'KB',
      budget: 'embeddedDefaultFirstScreenKb',
      note: `${embeddedDefaultFiles.length} files${lateNote(embeddedDefault)}`,
    }),
    metric({
      id: 'standaloneFirstVisitKb',
      label: 'standalone first visit (HTML+JS+CSS+fonts), gzip',
      value: kb(sum(standaloneFiles)),
      unit: 'KB',
      budget: 'standaloneFirstVisitKb',
      note: `${standaloneFiles.length} files${lateNote(standalone)}`,
    }),
    bridge instanceof Error
      ? failure({ id: 'bridgeExposeKb', label: './bridge expose', value: 0, unit: 'KB' }, bridge.message)
      : metric({
          id: 'bridgeExposeKb',
          label: './bridge expose (default manifest, shared excluded), gzip',
          value: kb(bridge.total),
          unit: 'KB',
          budget: 'bridgeExposeKb',
          note: `${bridge.files.length} files; ${kb(bridge.own).toFixed(1)} KB of it not fetched by a ./SportInfoApp host`,
        }),
    await alertsCode(stack, [...embedded.files, ...embeddedDefault.files, ...standalone.files]),
    await localeWords(stack),
    metric({
      id: 'playerCodeOnAnchorKb',
      label: 'player code (live-player, hls.js, mpegts.js) on /anchor',
      value: kb(sum(playerFiles)),
      unit: 'KB',
      budget: 'playerCodeOnAnchorKb',
      note: playerFiles.length ? playerFiles.map((file) => file.path).join(' ') : undefined,
    }),
  ];
  if (errors.length > 0) {
    metrics.push(
      failure(
        { id: 'pageErrors', label: 'page errors while loading /anchor', value: errors.length, unit: '' },
        errors[0]!.slice(0, 100),
      ),
    );
  }
  return { metrics, embedded, embeddedDefault, standalone };
}

/** The match alerts' own files: `./alerts`, the app's alert overlay and the display both load. */
const ALERTS_CODE = /^(__federation_expose_alerts|match-alerts|match-alerts-display)\.[0-9a-f]+\.js$/;

/**
 * The alerts' own code, gzip, which must stay off every first screen (`firstScreens`: the files
 * the loads above asked for before the late chunks).
 */
async function alertsCode(stack: BenchStack, firstScreens: readonly LoadedFile[]): Promise<Metric> {
  const label = 'match alerts (./alerts + in-app alert + their display), gzip';
  const files = readdirSync(path.join(stack.dist, 'remote')).filter((name) => ALERTS_CODE.test(name));
  if (files.length === 0)
    return failure({ id: 'alertsCodeKb', label, value: 0, unit: 'KB' }, 'no alerts chunk in the build');
  const early = firstScreens.filter((file) => ALERTS_CODE.test(path.basename(file.path)));
  if (early.length > 0)
    return failure({ id: 'alertsCodeKb', label, value: 0, unit: 'KB' }, `on a first screen: ${early[0]!.path}`);
  let bytes = 0;
  for (const name of files) bytes += await gzipBytes(`${stack.remoteUrl}/${name}`, stack.tls.cert);
  return metric({
    id: 'alertsCodeKb',
    label,
    value: kb(bytes),
    unit: 'KB',
    budget: 'alertsCodeKb',
    note: files.join(' '),
  });
}

/** The details section: every code file of a load; the API's calls and images as one line (not counted). */
export function formatFiles(load: PageLoad): string {
  const code = load.files.filter((file) => file.origin === 'host' || file.origin === 'remote');
  const rest = load.files.filter((file) => file.origin !== 'host' && file.origin !== 'remote');
  const rows = [...code].sort((a, b) => a.origin.localeCompare(b.origin) || (b.gzip ?? 0) - (a.gzip ?? 0));
  const lines = rows.map((file) => {
    const size = file.gzip === null ? '' : `${kb(file.gzip).toFixed(1)} KB`;
    const flags = [file.shared ? `shared:${file.shared}` : '', file.player ? 'PLAYER' : ''].filter(Boolean).join(' ');
    return `  ${file.origin.padEnd(6)} ${file.type.padEnd(10)} ${size.padStart(9)} ${`${kb(file.transferred).toFixed(1)} KB`.padStart(9)}  ${file.path}${flags ? `  [${flags}]` : ''}${file.contents ? `  (${file.contents})` : ''}`;
  });
  const byType = new Map<string, number>();
  for (const file of rest) byType.set(file.type, (byType.get(file.type) ?? 0) + 1);
  const restLine = rest.length
    ? `  + API and other origins: ${[...byType].map(([type, count]) => `${count} ${type}`).join(', ')}, ${kb(rest.reduce((sum, file) => sum + file.transferred, 0)).toFixed(1)} KB transferred (not counted)`
    : '';
  return [load.url, '  origin type          gzip  brotli   file', ...lines, restLine].filter(Boolean).join('\n');
}

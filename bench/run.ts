/**
 * `npm run bench` (docs/performance.md): builds for production, serves the builds
 * compressed with the development server, measures, prints one table and exits 1 when a
 * budget of bench/budgets.json is exceeded. Results: bench/results/latest.json.
 *
 *   npm run bench [-- --skip-build] [--dist=<dir>] [--only=world,push,predictions,cluster,devloop,sizes,live,room,returning,mini,ranking,football,centre-rows,centre-room,tracker,crowd,crowd-evening,nba,news,dom,soak,lighthouse]
 *                 [--lighthouse-runs=<1-9>] [--devloop-runs=<1-5>]
 *
 * --skip-build measures the builds already in dist/ (or --dist); scenarios that need no production
 * build (world, push, devloop: `npm start` itself) neither build nor start the preview stack. The scenarios run one after
 * another, never in parallel: on two cores a second one would distort the first's timings.
 * Timings (Lighthouse's TBT above all) follow the machine's load, printed with the results;
 * Lighthouse runs each page five times by default; each of its figures is the median of the runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { failure, formatTable, skipped, type Metric } from './lib/metrics';
import { launchBrowser, ROOT, startBenchStack, type BenchStack } from './lib/stack';
import { formatFiles, measureBundleSizes } from './scenarios/bundle-sizes';
import { measureCentreRoom } from './scenarios/centre-room';
import { measureTracker } from './scenarios/tracker';
import { measureCentreRows } from './scenarios/centre-rows';
import { measureCrowdHot } from './scenarios/room-crowd';
import { measureCrowdEvening } from './scenarios/room-crowd-evening';
import { measureFootball } from './scenarios/football';
import { measureLighthouse } from './scenarios/lighthouse';
import { measureLiveRoom } from './scenarios/live-room';
import { measureLiveUpdate } from './scenarios/live-update';
import { measureMiniPlayer } from './scenarios/mini-player';
import { measureRanking } from './scenarios/ranking';
import { measureReturning } from './scenarios/returning';
import { measureNba } from './scenarios/nba';
import { measureNews } from './scenarios/news';
import { measureSessionDom } from './scenarios/session-dom';
import { measureSoak } from './scenarios/soak';
import {
  measurePredictionVotes,
  measurePushFanout,
  measureRoomCrowdFanout,
  measureWorldBuild,
} from './scenarios/node-benches';
import { measureDevloop } from './scenarios/devloop';
import { measureClusterLoad } from './scenarios/cluster-load';

const SCENARIOS = [
  'world',
  'push',
  'predictions',
  'cluster',
  'devloop',
  'sizes',
  'live',
  'room',
  'returning',
  'mini',
  'ranking',
  'football',
  'centre-rows',
  'centre-room',
  'tracker',
  'crowd',
  'crowd-evening',
  'nba',
  'news',
  'dom',
  'soak',
  'lighthouse',
] as const;
type Scenario = (typeof SCENARIOS)[number];
/** Scenarios that measure without the production builds and their preview stack. */
const WITHOUT_BUILDS: readonly Scenario[] = ['world', 'push', 'predictions', 'cluster', 'devloop'];

interface Measured {
  metrics: Metric[];
  details: unknown;
}

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function parseOptions() {
  const only = option('only')?.split(',') ?? [...SCENARIOS];
  for (const name of only)
    if (!SCENARIOS.includes(name as Scenario)) throw new Error(`--only: unknown scenario ${name}`);
  const lighthouseRuns = Number(option('lighthouse-runs') ?? 5);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1 || lighthouseRuns > 9)
    throw new Error('--lighthouse-runs must be 1 to 9');
  const devloopRuns = Number(option('devloop-runs') ?? 3);
  if (!Number.isInteger(devloopRuns) || devloopRuns < 1 || devloopRuns > 5)
    throw new Error('--devloop-runs must be 1 to 5');
  const needsBuilds = (only as Scenario[]).some((name) => !WITHOUT_BUILDS.includes(name));
  return {
    skipBuild: process.argv.includes('--skip-build') || !needsBuilds,
    needsBuilds,
    devloopRuns,
    dist: path.resolve(option('dist') ?? path.join(ROOT, 'dist')),
    only: new Set(only as Scenario[]),
    lighthouseRuns,
  };
}

async function main(): Promise<number> {
  const options = parseOptions();
  const started = performance.now();
  const log = (message: string) =>
    console.log(`[bench ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
  const rows: Metric[] = [];
  const details: Record<string, unknown> = {};

  /** Runs one scenario; one that breaks is a failed row, and the others still run. */
  const run = async (name: Scenario, measure: () => Measured | Promise<Measured>) => {
    if (!options.only.has(name)) {
      rows.push(skipped({ id: `scenario.${name}`, label: `scenario ${name}`, unit: '' }, 'not in --only'));
      return;
    }
    log(`${name}…`);
    try {
      const result = await measure();
      rows.push(...result.metrics);
      details[name] = result.details;
    } catch (error) {
      console.error(error);
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      rows.push(
        failure({ id: `scenario.${name}`, label: `scenario ${name}`, value: null, unit: '' }, message.slice(0, 100)),
      );
    }
  };

  const [load] = loadavg();
  const cores = availableParallelism();
  log(
    `load average ${load!.toFixed(1)} on ${cores} cores${load! > cores ? ' — busy machine: timings will be pessimistic' : ''}`,
  );

  if (!options.skipBuild) {
    log('npm run build (production)…');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  // Node-only benches first, before any server or browser of ours takes the cores.
  await run('world', measureWorldBuild);
  await run('push', () => {
    const push = measurePushFanout();
    const room = measureRoomCrowdFanout();
    return { metrics: [...push.metrics, ...room.metrics], details: { push: push.details, room: room.details } };
  });
  // Reads the card's chunk from dist/ as built (the scenario builds nothing itself).
  await run('predictions', () => measurePredictionVotes(options.dist));
  await run('cluster', measureClusterLoad);

  let stack: BenchStack | null = null;
  // One Playwright Chromium for the scenarios that need it, started on first use.
  const session: { browser: Browser | null } = { browser: null };
  const chromium = async () => (session.browser ??= await launchBrowser(stack?.chromiumArgs));
  const closeChromium = async () => {
    await session.browser?.close();
    session.browser = null;
  };
  try {
    // `npm start` itself, on plain HTTP: before the preview stack, which it does not need.
    await run('devloop', async () => measureDevloop(await chromium(), options.devloopRuns, log));
    await closeChromium();
    if (!options.needsBuilds) return report(rows, details, started, load!, cores, log);
    stack = await startBenchStack(options.dist);
    const ready = stack;
    await run('sizes', async () => {
      const sizes = await measureBundleSizes(await chromium(), ready);
      console.log(
        `\n${formatFiles(sizes.embedded)}\n\n${formatFiles(sizes.embeddedDefault)}\n\n${formatFiles(sizes.standalone)}\n`,
      );
      return {
        metrics: sizes.metrics,
        details: { embedded: sizes.embedded, embeddedDefault: sizes.embeddedDefault, standalone: sizes.standalone },
      };
    });
    await run('live', async () => measureLiveUpdate(await chromium(), ready));
    await run('room', async () => measureLiveRoom(await chromium(), ready));
    await run('returning', async () => measureReturning(await chromium(), ready));
    await run('mini', async () => measureMiniPlayer(await chromium(), ready));
    await run('ranking', async () => measureRanking(await chromium(), ready));
    await run('football', async () => measureFootball(await chromium(), ready));
    await run('centre-rows', async () => measureCentreRows(await chromium(), ready));
    await run('centre-room', async () => measureCentreRoom(await chromium(), ready));
    await run('tracker', async () => measureTracker(await chromium(), ready));
    await run('crowd', async () => measureCrowdHot(await chromium(), ready));
    await run('crowd-evening', async () => measureCrowdEvening(await chromium(), ready));
    await run('nba', async () => measureNba(await chromium(), ready));
    await run('news', async () => measureNews(await chromium(), ready));
    await run('dom', async () => measureSessionDom(await chromium(), ready));
    // Its own stack: a world whose matches run faster than real time.
    await run('soak', async () => measureSoak(await chromium(), ready));
    // Lighthouse brings its own Chromium; Playwright's is closed first so they do not compete.
    await closeChromium();
    await run('lighthouse', () => measureLighthouse(ready, options.lighthouseRuns, log));
  } finally {
    await session.browser?.close().catch(() => undefined);
    await stack?.close();
  }

  return report(rows, details, started, load!, cores, log);
}

/** Prints the table, writes bench/results/latest.json; the exit code (1 when over a budget). */
function report(
  rows: Metric[],
  details: Record<string, unknown>,
  started: number,
  load: number,
  cores: number,
  log: (message: string) => void,
): number {
  console.log(`\n${formatTable(rows)}\n`);
  const failed = rows.filter((row) => row.status === 'fail');
  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const results = {
    at: new Date().toISOString(),
    durationS: Math.round((performance.now() - started) / 1000),
    loadAverage: { atStart: load, atEnd: loadavg()[0], cores },
    ok: failed.length === 0,
    metrics: rows,
    details,
  };
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(
    `done: ${failed.length === 0 ? 'every budget met' : `over budget: ${failed.map((row) => row.id).join(', ')}`} (bench/results/latest.json)`,
  );
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

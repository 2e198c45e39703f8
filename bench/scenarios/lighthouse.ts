/**
 * Lighthouse 12, default mobile config (Moto G Power screen, simulated throttling: 150 ms RTT,
 * 1.6 Mbps, 4x CPU), performance category only, on the compressed preview served over HTTPS and
 * HTTP/2 (lib/stack.ts):
 * shell-demo `/sport-info/anchor` and the standalone `/anchor`. The app waits for the
 * development server's domain list before it renders; that call is part of what is measured.
 *
 * Chromium is the system one, started here with the flags of scripts/chromium.ts and a remote
 * debugging port (no chrome-launcher needed). Lighthouse runs as its own CLI in a plain `node`
 * child: under tsx its page functions carry esbuild's `__name` helper, which does not exist in
 * the page ("ReferenceError: __name is not defined").
 *
 * Each page is run N times (--lighthouse-runs, default 5) and every figure is the median of its
 * runs, as Lighthouse's own guidance on variability advises; every run is kept in the details.
 * Simulated throttling multiplies each main-thread task's observed length by 4, so on a
 * two-core machine any time the page's main thread waits for a core counts four times. The
 * servers are not the phone: while Lighthouse runs, the bench's own process (the development
 * server and both static servers) and the Lighthouse CLI run at the lowest CPU priority, and
 * Chromium at the normal one.
 *
 * Two diagnostic audits are skipped, `unused-javascript` and `script-treemap-data`: neither counts
 * in the score, and the one gatherer they need (JsUsage) turns on V8's precise coverage as the
 * navigation starts. That walks the renderer's heap in one untraced 17-40 ms task (which the
 * simulation often places just after the first paint, so it counted in TBT) and gives every
 * function of the page a feedback vector as it first runs. The bundle sizes scenario measures
 * what the page's code costs to download.
 *
 * Beside each TBT the bench prints the same audit on the same run with the page's main-thread
 * events cut to the CPU time they got (lib/cpu-time-trace.ts): a diagnostic without a budget,
 * computed after the last run so that its work does not overlap a measurement.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, getPriority, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cpuTimeTbt } from '../lib/cpu-time-trace';
import { startChromium } from '../lib/debuggable-chromium';
import { failure, metric, type Metric } from '../lib/metrics';
import type { BenchStack } from '../lib/stack';
import { median } from '../lib/median';

export interface LighthouseRun {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** The same run's TBT with the main thread's waits left out (diagnostic, see the header). */
  tbtCpuMs: number | null;
  speedIndexMs: number | null;
  lcpElement: string | null;
  warnings: string[];
  error: string | null;
}

/** The parts of a Lighthouse result (LHR) read here. */
interface LighthouseResult {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
}

const RUN_TIMEOUT_MS = 90_000;
/** shell-demo's own home page, which does not load the remote: the host's LCP without us. */
const HOST_ALONE = 'lighthouseHostAlone';
/**
 * Gathering and auditing must use the same settings (the CPU-time diagnostic audits again). Every
 * run is a first visit: Lighthouse's own reset leaves localStorage, IndexedDB and cookies, so runs
 * 2-5 of a page were returning visits (a kept device id, the last-seen anchor home) — the
 * returning scenario measures those.
 */
const LIGHTHOUSE_SETTINGS = [
  `--config-path=${path.join(__dirname, '../lib/lighthouse-first-visit.json')}`,
  '--only-categories=performance',
  '--skip-audits=unused-javascript,script-treemap-data',
  '--quiet',
];
const lighthouseCli = require.resolve('lighthouse/cli/index.js');

interface MeasuredRun {
  run: LighthouseRun;
  /** The run's saved artifacts (trace, devtools log), for the CPU-time diagnostic; removed after it. */
  artifactsDir: string;
}

async function runOnce(url: string, port: number): Promise<MeasuredRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lhr-'));
  const report = path.join(dir, 'report.json');
  const artifactsDir = path.join(dir, 'artifacts');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        lighthouseCli,
        url,
        `--port=${port}`,
        '--output=json',
        `--output-path=${report}`,
        ...LIGHTHOUSE_SETTINGS,
        `-GA=${artifactsDir}`,
      ],
      { timeout: RUN_TIMEOUT_MS },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as LighthouseResult;
    // BENCH_KEEP_LHR=<dir>: keep each run's whole report (network waterfall, LCP breakdown) and its
    // artifacts (the trace: layout shifts with their nodes, every task) to read.
    const keepDir = process.env.BENCH_KEEP_LHR;
    if (keepDir) {
      mkdirSync(keepDir, { recursive: true });
      const kept = path.join(keepDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`);
      copyFileSync(report, `${kept}.json`);
      cpSync(artifactsDir, `${kept}-artifacts`, { recursive: true });
    }
    const numeric = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    const score = lhr.categories.performance?.score;
    const run: LighthouseRun = {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      tbtCpuMs: null,
      speedIndexMs: numeric('speed-index'),
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      warnings: lhr.runWarnings,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
    return { run, artifactsDir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Lighthouse's audits again on saved artifacts (no browser): the TBT they give. */
async function auditTbt(artifactsDir: string): Promise<number | null> {
  const report = path.join(artifactsDir, 'cpu-time-report.json');
  await promisify(execFile)(
    process.execPath,
    [lighthouseCli, `-A=${artifactsDir}`, '--output=json', `--output-path=${report}`, ...LIGHTHOUSE_SETTINGS],
    { timeout: RUN_TIMEOUT_MS },
  );
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as LighthouseResult;
  return lhr.audits['total-blocking-time']?.numericValue ?? null;
}

/** Fills each run's CPU-time TBT from its artifacts, then removes them; a failure leaves it null. */
async function addCpuTimeTbt(measured: readonly MeasuredRun[], log: (message: string) => void): Promise<void> {
  for (const { run, artifactsDir } of measured) {
    try {
      run.tbtCpuMs = await cpuTimeTbt(artifactsDir, auditTbt);
    } catch (error) {
      log(`  CPU-time TBT not computed: ${String(error).split('\n')[0]}`);
    } finally {
      rmSync(path.dirname(artifactsDir), { recursive: true, force: true });
    }
  }
}

const round = (value: number | null, digits = 0) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** Each figure is the median of the runs that produced it; the errors of failed runs are kept. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number | null) =>
    median(runs.map(pick).filter((value): value is number => value !== null));
  const errors = runs.map((run) => run.error).filter((error): error is string => error !== null);
  return {
    score: of((run) => run.score),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    tbtCpuMs: of((run) => run.tbtCpuMs),
    speedIndexMs: of((run) => run.speedIndexMs),
    lcpElement: runs.find((run) => run.lcpElement !== null)?.lcpElement ?? null,
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    error: errors.length === runs.length ? (errors[0] ?? null) : null,
  };
}

function pageMetrics(
  key: string,
  label: string,
  run: LighthouseRun,
  runs: readonly LighthouseRun[],
  diagnostic = false,
): Metric[] {
  const note = run.error ?? undefined;
  const spread = (pick: (run: LighthouseRun) => number | null) =>
    `runs: ${runs.map((each) => (pick(each) === null ? '—' : String(round(pick(each))))).join(', ')}`;
  if (diagnostic) {
    // Not ours, not budgeted: the host alone is the baseline the embedded page's LCP starts from.
    return [
      metric({
        id: `${key}.performance`,
        label: `Lighthouse ${label}: performance`,
        value: run.score,
        unit: '',
        note: note ?? spread((each) => each.score),
      }),
      metric({
        id: `${key}.lcpMs`,
        label: `Lighthouse ${label}: LCP`,
        value: round(run.lcpMs),
        unit: 'ms',
        note: note ?? spread((each) => each.lcpMs),
      }),
    ];
  }
  return [
    metric({
      id: `${key}.performance`,
      label: `Lighthouse ${label}: performance`,
      value: run.score,
      unit: '',
      budget: 'lighthousePerformance',
      direction: 'min',
      note: note ?? spread((each) => each.score),
    }),
    // The standalone page's LCP is ours alone and budgeted; shell-demo's is its own scripts' plus
    // what the remote adds, budgeted as the difference (lighthouseRemoteAddsLcpMs, below).
    metric({
      id: `${key}.lcpMs`,
      label: `Lighthouse ${label}: LCP`,
      value: round(run.lcpMs),
      unit: 'ms',
      budget: key === 'lighthouseStandalone' ? 'lighthouseStandaloneLcpMs' : undefined,
      note: note ?? spread((each) => each.lcpMs),
    }),
    metric({ id: `${key}.cls`, label: `Lighthouse ${label}: CLS`, value: round(run.cls, 3), unit: '', budget: 'cls' }),
    metric({
      id: `${key}.tbtMs`,
      label: `Lighthouse ${label}: TBT`,
      value: round(run.tbtMs),
      unit: 'ms',
      budget: 'tbtMs',
      note: note ?? spread((each) => each.tbtMs),
    }),
    metric({
      id: `${key}.tbtCpuMs`,
      label: `Lighthouse ${label}: TBT on CPU time (diagnostic)`,
      value: round(run.tbtCpuMs),
      unit: 'ms',
      note: spread((each) => each.tbtCpuMs),
    }),
    metric({ id: `${key}.fcpMs`, label: `Lighthouse ${label}: FCP`, value: round(run.fcpMs), unit: 'ms' }),
  ];
}

/**
 * Runs `work` with this process's main thread (the servers' event loop) and the children it
 * starts meanwhile at the lowest CPU priority, then restores it. Where lowering is refused, or
 * raising it back (an unprivileged user may not), the bench goes on as it is.
 */
async function atLowPriority<T>(work: () => Promise<T>): Promise<T> {
  const before = getPriority();
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    return work();
  }
  try {
    return await work();
  } finally {
    try {
      setPriority(before);
    } catch {
      // Stays low: Lighthouse is the bench's last scenario.
    }
  }
}

export async function measureLighthouse(
  stack: BenchStack,
  runs: number,
  log: (message: string) => void,
): Promise<{ metrics: Metric[]; details: Record<string, LighthouseRun[]> }> {
  // BENCH_LIGHTHOUSE_PAGES=standalone (or embedded, host; comma-separated): only those pages, to
  // study one page's runs (BENCH_KEEP_LHR); a budget row whose page was left out fails.
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const pages = [
    {
      name: 'embedded',
      key: 'lighthouseEmbedded',
      label: 'shell-demo /sport-info/anchor',
      url: `${stack.hostUrl}/sport-info/anchor`,
    },
    { name: 'standalone', key: 'lighthouseStandalone', label: 'standalone /anchor', url: `${stack.remoteUrl}/anchor` },
    {
      name: 'host',
      key: HOST_ALONE,
      label: 'shell-demo / (the host alone, no remote; diagnostic)',
      url: `${stack.hostUrl}/`,
      diagnostic: true,
    },
  ].filter((page) => !only || only.includes(page.name));
  // Started before the priority drops, so the phone keeps the normal one.
  const chromium = await startChromium(stack.chromiumArgs);
  const measured: Record<string, MeasuredRun[]> = {};
  try {
    await atLowPriority(async () => {
      for (const page of pages) {
        const all: MeasuredRun[] = (measured[page.key] = []);
        for (let index = 0; index < runs; index += 1) {
          const each = await runOnce(page.url, chromium.port);
          const { run } = each;
          log(
            `  ${page.label} (${index + 1}/${runs}): score ${run.score ?? '—'}, LCP ${round(run.lcpMs)} ms, TBT ${round(run.tbtMs)} ms, CLS ${round(run.cls, 3)}`,
          );
          all.push(each);
        }
      }
    });
  } catch (error) {
    // The runs that finished keep their artifacts only for the diagnostic, which is not coming.
    for (const { artifactsDir } of Object.values(measured).flat())
      rmSync(path.dirname(artifactsDir), { recursive: true, force: true });
    throw error;
  } finally {
    await chromium.close();
  }
  const metrics: Metric[] = [];
  const details: Record<string, LighthouseRun[]> = {};
  for (const page of pages) {
    await addCpuTimeTbt(measured[page.key] ?? [], log);
    const all = (measured[page.key] ?? []).map(({ run }) => run);
    details[page.key] = all;
    metrics.push(...pageMetrics(page.key, page.label, medianRun(all), all, page.diagnostic));
  }
  const embeddedLcp = medianRun(details.lighthouseEmbedded ?? []).lcpMs;
  const hostLcp = medianRun(details[HOST_ALONE] ?? []).lcpMs;
  if (embeddedLcp !== null && hostLcp !== null) {
    // What the remote adds to the host's own LCP — its code, the spec's gates, the banner — is
    // the remote's budget: shell-demo's own scripts are not the product. Medians of one bench run.
    metrics.push(
      metric({
        id: 'lighthouseRemoteAddsLcpMs',
        label: 'Lighthouse LCP: what the remote adds (shell-demo /sport-info/anchor − the host alone)',
        value: round(embeddedLcp - hostLcp),
        unit: 'ms',
        budget: 'lighthouseRemoteAddsLcpMs',
        note: `${round(embeddedLcp)} − ${round(hostLcp)} ms`,
      }),
    );
  } else {
    metrics.push(
      failure(
        { id: 'lighthouseRemoteAddsLcpMs', label: 'Lighthouse LCP: what the remote adds', value: null, unit: 'ms' },
        'an LCP is missing',
      ),
    );
  }
  return { metrics, details };
}

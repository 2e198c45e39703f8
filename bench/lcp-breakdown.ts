/**
 * What a page's LCP is made of, in figures that move little with the machine's load, from the
 * runs kept by `BENCH_KEEP_LHR` (each run's report `<page>-<time>.json` and its artifacts):
 *
 *   BENCH_KEEP_LHR=/tmp/lhr BENCH_LIGHTHOUSE_PAGES=standalone npm run bench -- --only=lighthouse --skip-build
 *   npx tsx bench/lcp-breakdown.ts /tmp/lhr
 *
 * For each run: Lighthouse's simulated LCP and its phases (TTFB, load delay, load time, render
 * delay: `largest-contentful-paint-element`), TBT; then what the run observed on this machine (no
 * throttling): the LCP element's request (start, end, priority, bytes), the scripts that arrived
 * before the first paint (their bytes: what must arrive before anything shows), and the page's
 * main-thread tasks before the LCP paint — wall time and the CPU time the thread got (`tdur`) —
 * split by the script each task ran (the first script named inside it), and the CPU after the
 * LCP element's answer and before its paint. The last lines are the medians over the runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './lib/median';

interface TraceEvent {
  name?: string;
  ph?: string;
  ts: number;
  pid?: number;
  tid?: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string; url?: string; type?: string } };
}

interface NetworkItem {
  url: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
  priority?: string;
  resourceType?: string;
}

interface Report {
  requestedUrl?: string;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

export interface Breakdown {
  simulatedLcp: number | null;
  tbt: number | null;
  phases: Record<string, number>;
  observedFcp: number | null;
  observedLcp: number | null;
  lcpRequest: { url: string; start: number; end: number; priority: string; bytes: number } | null;
  scriptBytesBeforeFirstPaint: number;
  tasksBeforeLcp: { wall: number; cpu: number; count: number };
  cpuByScript: Map<string, number>;
  cpuBetweenLcpAnswerAndPaint: number;
}

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile']);

/** `react.20d741b9.js` → `react.js`; the page's own inline scripts → `(page)`. */
function scriptName(url: string, pageUrl: string): string {
  if (url === pageUrl) return '(the page)';
  return (
    url
      .split('/')
      .pop()!
      .replace(/\.[0-9a-f]{8}\.js$/, '.js') || url
  );
}

export function breakdown(report: Report, events: readonly TraceEvent[]): Breakdown {
  const numeric = (id: string) => report.audits[id]?.numericValue ?? null;
  const phases: Record<string, number> = {};
  const lcpTables = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { phase?: string; timing?: number }[];
  }[];
  for (const table of lcpTables)
    for (const row of table.items ?? []) if (row.phase && row.timing !== undefined) phases[row.phase] = row.timing;

  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL,
  );
  if (!navigation) throw new Error('no main-frame navigation in the trace');
  const pageUrl = navigation.args!.data!.documentLoaderURL!;
  const t0 = navigation.ts;
  const at = (ts: number) => (ts - t0) / 1000;
  const after = events.filter((event) => event.ts >= t0);
  const fcpEvent = after.find((event) => event.name === 'firstContentfulPaint');
  const lcpEvent = after.filter((event) => event.name === 'largestContentfulPaint::Candidate').pop();
  const observedLcp = lcpEvent ? at(lcpEvent.ts) : null;
  const observedFcp = fcpEvent ? at(fcpEvent.ts) : null;

  const requests = (report.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const lcpImage = requests.find((request) => request.resourceType === 'Image' && request.priority === 'High');
  const lcpRequest = lcpImage
    ? {
        url: lcpImage.url,
        start: lcpImage.networkRequestTime ?? 0,
        end: lcpImage.networkEndTime ?? 0,
        priority: lcpImage.priority ?? '',
        bytes: lcpImage.transferSize ?? 0,
      }
    : null;
  const scriptBytesBeforeFirstPaint = requests
    .filter(
      (request) =>
        request.resourceType === 'Script' &&
        observedFcp !== null &&
        (request.networkEndTime ?? Infinity) <= observedFcp,
    )
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

  const main = { pid: navigation.pid, tid: navigation.tid };
  const onMain = after
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && (observedLcp === null || at(event.ts) <= observedLcp),
  );
  const cpuByScript = new Map<string, number>();
  let wall = 0;
  let cpu = 0;
  let cpuBetweenLcpAnswerAndPaint = 0;
  let cursor = 0;
  for (const task of tasks) {
    const taskCpu = (task.tdur ?? task.dur ?? 0) / 1000;
    wall += (task.dur ?? 0) / 1000;
    cpu += taskCpu;
    if (lcpRequest && at(task.ts) >= lcpRequest.end) cpuBetweenLcpAnswerAndPaint += taskCpu;
    const end = task.ts + (task.dur ?? 0);
    while (cursor < onMain.length && onMain[cursor]!.ts < task.ts) cursor += 1;
    let script: string | undefined;
    for (let index = cursor; index < onMain.length && onMain[index]!.ts < end; index += 1) {
      const inner = onMain[index]!;
      if (SCRIPT_EVENTS.has(inner.name ?? '') && inner.args?.data?.url) {
        script = scriptName(inner.args.data.url, pageUrl);
        break;
      }
    }
    const key =
      script ??
      (onMain.some(
        (inner) => inner.ts >= task.ts && inner.ts < end && /Layout|Paint|UpdateLayoutTree/.test(inner.name ?? ''),
      )
        ? '(style, layout, paint)'
        : '(other)');
    cpuByScript.set(key, (cpuByScript.get(key) ?? 0) + taskCpu);
  }
  return {
    simulatedLcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    phases,
    observedFcp,
    observedLcp,
    lcpRequest,
    scriptBytesBeforeFirstPaint,
    tasksBeforeLcp: { wall, cpu, count: tasks.length },
    cpuByScript,
    cpuBetweenLcpAnswerAndPaint,
  };
}

const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(Math.round(value));

function print(name: string, b: Breakdown): void {
  const phases = Object.entries(b.phases)
    .map(([phase, timing]) => `${phase} ${ms(timing)}`)
    .join(', ');
  console.log(`${name}: simulated LCP ${ms(b.simulatedLcp)} ms (${phases}), TBT ${ms(b.tbt)} ms`);
  const request = b.lcpRequest;
  console.log(
    `  observed: FCP ${ms(b.observedFcp)}, LCP ${ms(b.observedLcp)} ms; LCP picture asked ${ms(request?.start)}–${ms(request?.end)} ms, ` +
      `${request?.priority ?? '?'}, ${request?.bytes ?? '?'} B; scripts before the first paint ${(b.scriptBytesBeforeFirstPaint / 1024).toFixed(1)} KB`,
  );
  console.log(
    `  main thread before the LCP paint: ${b.tasksBeforeLcp.count} tasks, wall ${ms(b.tasksBeforeLcp.wall)} ms, CPU ${ms(b.tasksBeforeLcp.cpu)} ms ` +
      `(after the picture's answer: ${ms(b.cpuBetweenLcpAnswerAndPaint)}); CPU by script: ` +
      [...b.cpuByScript]
        .sort((x, y) => y[1] - x[1])
        .map(([script, value]) => `${script} ${value.toFixed(1)}`)
        .join(', '),
  );
}

function main(): void {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new Error('usage: tsx bench/lcp-breakdown.ts <BENCH_KEEP_LHR dir>');
  const runs = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  const all: Breakdown[] = [];
  for (const file of runs) {
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Report;
    const traceFile = path.join(dir, file.replace(/\.json$/, '-artifacts'), 'defaultPass.trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
    const b = breakdown(report, Array.isArray(trace) ? trace : trace.traceEvents);
    print(file, b);
    all.push(b);
  }
  const of = (pick: (b: Breakdown) => number | null | undefined) =>
    ms(median(all.map(pick).filter((v): v is number => typeof v === 'number')));
  const phaseNames = [...new Set(all.flatMap((b) => Object.keys(b.phases)))];
  console.log(
    `\nmedians of ${all.length}: simulated LCP ${of((b) => b.simulatedLcp)} ms (` +
      phaseNames.map((phase) => `${phase} ${of((b) => b.phases[phase])}`).join(', ') +
      `), TBT ${of((b) => b.tbt)}; observed FCP ${of((b) => b.observedFcp)}, LCP ${of((b) => b.observedLcp)}, ` +
      `picture ${of((b) => b.lcpRequest?.start)}–${of((b) => b.lcpRequest?.end)} ms; ` +
      `CPU before the LCP ${of((b) => b.tasksBeforeLcp.cpu)} ms (wall ${of((b) => b.tasksBeforeLcp.wall)}), after the picture's answer ${of((b) => b.cpuBetweenLcpAnswerAndPaint)}`,
  );
  const scripts = [...new Set(all.flatMap((b) => [...b.cpuByScript.keys()]))];
  console.log(
    '  CPU by script (medians): ' +
      scripts
        .map((script) => [script, median(all.map((b) => b.cpuByScript.get(script) ?? 0)) ?? 0] as const)
        .sort((x, y) => y[1] - x[1])
        .map(([script, value]) => `${script} ${value.toFixed(1)}`)
        .join(', '),
  );
}

if (require.main === module) main();

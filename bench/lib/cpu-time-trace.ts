/**
 * A diagnostic beside Lighthouse's TBT: the same audit on the same run, with every event of the
 * page's main thread cut to the CPU time its thread actually got (the trace's `tdur`).
 *
 * Simulated throttling multiplies each observed main-thread task by 4. On this two-core machine a
 * task's observed (wall) length also holds the time the thread waited for a core, or for another
 * process to answer (Chromium's tracing and screenshots, the servers, Lighthouse itself), and that
 * wait is multiplied too. The CPU-time figure leaves the waits out: it moves when the page's own
 * work moves, and far less with the machine's load, so it tells a product regression from noise.
 * It is printed, not budgeted: the budget stays on Lighthouse's own figure.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  dur?: number;
  tdur?: number;
  /** `name`: a thread's name in its `thread_name` metadata event. */
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

type Trace = TraceEvent[] | { traceEvents: TraceEvent[] };

/** The page's main thread: the one that started the main frame's navigation. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      !!event.args.data.documentLoaderURL,
  );
  return navigation?.pid === undefined || navigation.tid === undefined
    ? null
    : { pid: navigation.pid, tid: navigation.tid };
}

/** Returns how many events were shortened; the trace is changed in place. */
export function cutMainThreadToCpuTime(trace: Trace, thread?: { pid: number; tid: number }): number {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  // A trace started after the navigation names the page's main thread another way (`thread`).
  const main = thread ?? pageMainThread(events);
  if (!main) return 0;
  let cut = 0;
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== 'X') continue;
    if (event.dur === undefined || event.tdur === undefined || event.tdur >= event.dur) continue;
    event.dur = event.tdur;
    cut += 1;
  }
  return cut;
}

/**
 * Copies a run's saved artifacts (`lighthouse -GA=<dir>`), cuts the trace to CPU time and asks
 * `audit` (which runs `lighthouse -A=<copy>`) for the TBT. Null when the artifacts hold no trace
 * or no thread times.
 */
export async function cpuTimeTbt(
  artifactsDir: string,
  audit: (dir: string) => Promise<number | null>,
): Promise<number | null> {
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-cpu-tbt-'));
  try {
    cpSync(artifactsDir, copy, { recursive: true });
    const traceFile = readdirSync(copy).find((name) => name.endsWith('.trace.json'));
    if (!traceFile) return null;
    const trace = JSON.parse(readFileSync(path.join(copy, traceFile), 'utf8')) as Trace;
    if (cutMainThreadToCpuTime(trace) === 0) return null;
    writeFileSync(path.join(copy, traceFile), JSON.stringify(trace));
    return await audit(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * BENCH_KEEP_TRACE=<dir>: a scenario keeps its whole trace there (before the cut to CPU time), with
 * V8's sampling profiler in it, to attribute the long tasks to functions (the profiler costs a
 * little CPU of its own in every task, so a kept run's figures read a little high).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const KEEP_TRACE_DIR = process.env.BENCH_KEEP_TRACE;

/** The trace categories to add when a trace is kept: the collector's and the sampling profiler's. */
export const KEEP_TRACE_CATEGORIES = KEEP_TRACE_DIR
  ? ['v8', 'disabled-by-default-v8.gc', 'disabled-by-default-v8.cpu_profiler']
  : [];

export function keepTrace(name: string, events: readonly unknown[]): void {
  if (!KEEP_TRACE_DIR) return;
  mkdirSync(KEEP_TRACE_DIR, { recursive: true });
  const file = path.join(KEEP_TRACE_DIR, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  console.log(`${name}: trace kept in ${file}`);
}

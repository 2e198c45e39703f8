/**
 * How long the calling thread's event loop was held up, told apart from the machine: a 2 ms
 * timer notes each gap between its ticks longer than STALL_MS and how much of that gap the thread
 * itself ran (its CPU time, thread-cpu.ts) — the rest it waited for a core, which other
 * processes on a busy machine cause, not the code. Linux only (elsewhere the CPU figure is null).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { threadCpuMs } from './thread-cpu';

const TICK_MS = 2;
/** A gap this much longer than the tick is a hold-up. */
const STALL_MS = 12;

export interface LoopStalls {
  /** The loop's delay (monitorEventLoopDelay), ms. */
  delayP99Ms: number;
  delayMaxMs: number;
  /**
   * The longest hold-up (wall clock) and, of the hold-ups, the most CPU the thread itself ran in
   * one: a long task, or after a long wait for a core the backlog it then caught up with.
   */
  longestMs: number;
  longestCpuMs: number | null;
  /** The CPU the thread ran while watched (all its work, whatever the load). */
  cpuMs: number | null;
}

/** Starts watching; the function returned stops and answers the figures. */
export function watchLoopStalls(): () => LoopStalls {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let longestMs = 0;
  let longestCpuMs: number | null = threadCpuMs() === null ? null : 0;
  let lastAt = performance.now();
  let lastRan = threadCpuMs();
  const firstRan = lastRan;
  const timer = setInterval(() => {
    const at = performance.now();
    const ran = threadCpuMs();
    if (at - lastAt > STALL_MS) {
      longestMs = Math.max(longestMs, at - lastAt);
      if (ran !== null && lastRan !== null && longestCpuMs !== null)
        longestCpuMs = Math.max(longestCpuMs, ran - lastRan);
    }
    lastAt = at;
    lastRan = ran;
  }, TICK_MS);
  return () => {
    clearInterval(timer);
    delay.disable();
    const ran = threadCpuMs();
    const cpuMs = ran === null || firstRan === null ? null : ran - firstRan;
    return { delayP99Ms: delay.percentile(99) / 1e6, delayMaxMs: delay.max / 1e6, longestMs, longestCpuMs, cpuMs };
  };
}

/**
 * The CPU time the calling thread has used (ms), read from Linux's /proc/thread-self/schedstat
 * (its first field: nanoseconds run on a core): unlike wall-clock figures, it does not grow when
 * other processes share the cores, so it says what a scenario costs whatever the machine's load;
 * fine enough to tell a single task's share of a hold-up. Null elsewhere.
 */
import { readFileSync } from 'node:fs';

export function threadCpuMs(): number | null {
  try {
    const ranNs = Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]);
    return Number.isFinite(ranNs) ? ranNs / 1e6 : null;
  } catch {
    return null;
  }
}

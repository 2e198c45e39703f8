/**
 * The CPU time the calling thread has used (user + system, ms), read from Linux's
 * /proc/thread-self/stat: unlike wall-clock figures, it does not grow when other processes share
 * the cores, so it says what a scenario costs whatever the machine's load. Null elsewhere.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

export function threadCpuMs(): number | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/thread-self/stat', 'latin1');
  } catch {
    return null;
  }
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? ((user + system) * 1000) / TICKS_PER_SECOND : null;
}

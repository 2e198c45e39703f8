/**
 * A marked watch's main-thread tasks in a Chromium trace (performance marks `<mark>-start` and
 * `<mark>-end` around it): the longest on CPU time, and what it did.
 */
import type { TraceEvent } from '../scenarios/football';
import { memoryReducerGcByTask } from './memory-reducer-gc';

/** The watch's main-thread tasks (their wall-clock spans until longestTasks cuts them to CPU time). */
function watchTasks(events: TraceEvent[], mark: string): TraceEvent[] {
  const start = events.find((event) => event.name === `${mark}-start`);
  const end = events.find((event) => event.name === `${mark}-end`);
  if (!start || !end) return [];
  return events.filter(
    (event) =>
      event.ph === 'X' &&
      event.pid === start.pid &&
      event.tid === start.tid &&
      event.name === 'RunTask' &&
      event.ts! >= start.ts! &&
      event.ts! <= end.ts!,
  );
}

/**
 * The longest task on CPU time with the memory reducer's collections in it left out: read the
 * GCs before the cut (the spans nest on the wall clock), the tasks' CPU time after it.
 */
export function longestOwnTask(events: TraceEvent[], mark: string) {
  const tasks = watchTasks(events, mark);
  const start = events.find((event) => event.name === `${mark}-start`);
  const gc = start ? memoryReducerGcByTask(events, tasks, { pid: start.pid!, tid: start.tid! }) : new Map();
  const ownMs = (task: TraceEvent) => (task.dur! - (gc.get(task) ?? 0)) / 1000;
  const longest = () =>
    tasks.reduce<TraceEvent | null>((best, task) => (best && ownMs(best) >= ownMs(task) ? best : task), null);
  return {
    task: longest,
    cpuMs: () => {
      const task = longest();
      return task ? ownMs(task) : 0;
    },
    gcMsOfLongest: () => Math.max(0, ...[...gc.values()].map((us) => us / 1000)),
  };
}

/** The biggest events inside a task of the watch (after longestTasks cut them to CPU time). */
export function whatTheLongestTaskDid(events: TraceEvent[], longest: TraceEvent | null, mark: string): string {
  const start = events.find((event) => event.name === `${mark}-start`);
  if (!start || !longest) return 'no task';
  const onMain = (event: TraceEvent) => event.ph === 'X' && event.pid === start.pid && event.tid === start.tid;
  const from = longest.ts!;
  const to = from + longest.dur!;
  return events
    .filter(
      (event) => onMain(event) && event !== longest && event.ts! >= from && event.ts! < to && event.name !== 'RunTask',
    )
    .filter((event) => !/^(ThreadControllerImpl::RunTask|v8\.callFunction)$/.test(event.name ?? ''))
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 3)
    .map((event) => {
      const data = event.args?.data as { url?: string; functionName?: string } | undefined;
      const where = data?.url ? ` ${data.functionName || '(anonymous)'}@${data.url.split('/').pop()}` : '';
      return `${event.name}${where} ${Math.round(event.dur! / 1000)} ms`;
    })
    .join(', ');
}

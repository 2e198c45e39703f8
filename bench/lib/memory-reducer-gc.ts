/**
 * V8's memory reducer in a Chrome trace: when a page allocates little for a while after a full
 * collection, V8 collects the whole heap again to give memory back (`gc_reason` "memory reducer"
 * of its incremental marking's start), a few times, seconds apart. Such a collection marks and
 * compacts everything the page holds (the app, the page behind a sheet, the DOM's C++ heap), so its
 * pause follows the heap's size, not the work of the moment; any page that goes quiet sees it. A
 * bench's forced GC (the heap reading before a watch) arms it too. Read with the trace category
 * `v8` (the marking's start and its reason); before a trace is cut to CPU time (the spans nest).
 */
import type { TraceEvent as GcTraceEvent } from '../scenarios/football';

/** The main-thread events of a full collection's cycle: its marking's start, its steps, its final pause. */
const CYCLE_PARTS = new Set(['V8.GCIncrementalMarkingStart', 'V8.GCIncrementalMarking', 'MajorGC']);

const cpuOf = (event: GcTraceEvent) => Math.min(event.dur ?? 0, event.tdur ?? event.dur ?? 0);

/** For each task of `tasks` (wall-clock spans), the CPU time (µs) the memory reducer's collections took in it. */
export function memoryReducerGcByTask<Task extends GcTraceEvent>(
  events: readonly GcTraceEvent[],
  tasks: readonly Task[],
  thread: { pid: number; tid: number },
): Map<Task, number> {
  const parts = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && CYCLE_PARTS.has(event.name ?? ''))
    .sort((a, b) => a.ts! - b.ts! || b.dur! - a.dur!);
  const byTask = new Map<Task, number>();
  const ordered = [...tasks].sort((a, b) => a.ts! - b.ts!);
  let reducing = false;
  let covered = Number.NEGATIVE_INFINITY;
  for (const event of parts) {
    if (event.name === 'V8.GCIncrementalMarkingStart') {
      const value = (event.args as { value?: { gc_reason?: string } } | undefined)?.value;
      reducing = value?.gc_reason === 'memory reducer';
    }
    // A part inside another (a marking step in the final pause) is counted with it.
    if (reducing && event.ts! >= covered) {
      const task = ordered.find(
        (candidate) => candidate.ts! <= event.ts! && event.ts! < candidate.ts! + candidate.dur!,
      );
      if (task) byTask.set(task, (byTask.get(task) ?? 0) + cpuOf(event));
      covered = event.ts! + event.dur!;
    }
    if (event.name === 'MajorGC') reducing = false;
  }
  return byTask;
}

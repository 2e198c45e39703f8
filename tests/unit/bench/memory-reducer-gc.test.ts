/** @jest-environment node */
import { memoryReducerGcByTask } from '../../../bench/lib/memory-reducer-gc';

const MAIN = { pid: 10, tid: 1 };
const task = (ts: number, dur: number) => ({ name: 'RunTask', ph: 'X', ...MAIN, ts, dur, tdur: dur });
const markingStart = (ts: number, reason: string) => ({
  name: 'V8.GCIncrementalMarkingStart',
  ph: 'X',
  ...MAIN,
  ts,
  dur: 2_000,
  tdur: 2_000,
  args: { value: { gc_reason: reason } },
});
const part = (name: string, ts: number, dur: number, tdur = dur) => ({ name, ph: 'X', ...MAIN, ts, dur, tdur });

it("counts the memory reducer's collections in the tasks they ran in (start, steps, final pause on CPU time), not another full collection", () => {
  const tasks = [task(0, 10_000), task(20_000, 40_000), task(100_000, 30_000), task(200_000, 10_000)];
  const events = [
    ...tasks,
    markingStart(1_000, 'memory reducer'),
    part('V8.GCIncrementalMarking', 21_000, 3_000),
    part('MajorGC', 30_000, 25_000, 20_000),
    // A marking step inside the final pause is counted with it, once.
    part('V8.GCIncrementalMarking', 31_000, 1_000),
    // A collection the page's own allocation asked for stays the page's.
    markingStart(101_000, 'allocation limit'),
    part('MajorGC', 110_000, 15_000),
    // Another thread's collection is not the main thread's.
    { ...part('MajorGC', 201_000, 5_000), tid: 2 },
  ];
  const byTask = memoryReducerGcByTask(events, tasks, MAIN);
  expect(byTask.get(tasks[0]!)).toBe(2_000);
  expect(byTask.get(tasks[1]!)).toBe(3_000 + 20_000);
  expect(byTask.has(tasks[2]!)).toBe(false);
  expect(byTask.has(tasks[3]!)).toBe(false);
});

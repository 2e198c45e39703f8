/** @jest-environment node */
import { mainThreadTasks, type TraceEvent } from '../../../bench/scenarios/ranking';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, dur: number, tdur?: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe("the ranking bench's main-thread tasks", () => {
  it("takes the busiest renderer main thread's top-level tasks, CPU and wall time in ms, in order", () => {
    const events = [
      meta(1, 1, 'CrBrowserMain'),
      meta(2, 7, 'CrRendererMain'),
      meta(3, 7, 'CrRendererMain'),
      meta(3, 9, 'Compositor'),
      task(1, 1, 10, 900_000, 900_000),
      task(2, 7, 10, 5_000, 4_000),
      task(3, 7, 300, 80_000, 30_000),
      task(3, 7, 100, 60_000),
      task(3, 7, 200, 10_000, 9_000, 'ThreadControllerImpl::RunTask'),
      task(3, 9, 100, 90_000, 90_000),
      { name: 'Layout', ph: 'X', pid: 3, tid: 7, ts: 310, dur: 70_000, tdur: 25_000 },
    ];
    expect(mainThreadTasks(events)).toEqual({ cpuMs: [60, 9, 30], wallMs: [60, 10, 80] });
  });

  it('is empty without a renderer main thread', () => {
    expect(mainThreadTasks([task(1, 1, 0, 1000, 1000)])).toEqual({ cpuMs: [], wallMs: [] });
  });
});

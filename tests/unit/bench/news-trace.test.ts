/** @jest-environment node */
import { mainThreadTasks } from '../../../bench/scenarios/news';

describe("the news bench reads the page's main-thread tasks from a trace", () => {
  it("takes the busiest renderer main thread's RunTask events, wall and CPU time in ms", () => {
    const events = [
      { ph: 'M', name: 'thread_name', pid: 1, tid: 1, args: { name: 'CrRendererMain' } },
      { ph: 'M', name: 'thread_name', pid: 2, tid: 7, args: { name: 'CrRendererMain' } },
      { ph: 'M', name: 'thread_name', pid: 1, tid: 2, args: { name: 'Compositor' } },
      { ph: 'X', name: 'RunTask', pid: 1, tid: 1, dur: 60_000, tdur: 20_000 },
      { ph: 'X', name: 'RunTask', pid: 1, tid: 1, dur: 5_000, tdur: 5_000 },
      { ph: 'X', name: 'RunTask', pid: 1, tid: 2, dur: 900_000, tdur: 900_000 },
      { ph: 'X', name: 'RunTask', pid: 2, tid: 7, dur: 1_000 },
      { ph: 'X', name: 'Layout', pid: 1, tid: 1, dur: 80_000, tdur: 80_000 },
    ];
    expect(mainThreadTasks(events)).toEqual([
      { wallMs: 60, cpuMs: 20 },
      { wallMs: 5, cpuMs: 5 },
    ]);
  });

  it('is empty without a renderer main thread', () => {
    expect(mainThreadTasks([{ ph: 'X', name: 'RunTask', pid: 1, tid: 1, dur: 1 }])).toEqual([]);
  });
});

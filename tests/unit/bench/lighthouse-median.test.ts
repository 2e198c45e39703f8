/** @jest-environment node */
import { medianRun, type LighthouseRun } from '../../../bench/scenarios/lighthouse';

const run = (score: number | null, tbtMs: number | null, extra: Partial<LighthouseRun> = {}): LighthouseRun => ({
  score,
  fcpMs: 800,
  lcpMs: 2500,
  cls: 0,
  tbtMs,
  tbtCpuMs: tbtMs === null ? null : Math.round(tbtMs / 3),
  speedIndexMs: 1500,
  lcpElement: null,
  warnings: [],
  error: null,
  ...extra,
});

describe("the bench's Lighthouse figures", () => {
  it('are the median of each figure over the runs, not the best run', () => {
    const median = medianRun([run(97, 20), run(91, 240), run(95, 90), run(96, 60), run(93, 150)]);
    expect(median.score).toBe(95);
    expect(median.tbtMs).toBe(90);
    expect(median.tbtCpuMs).toBe(30);
  });

  it('average the middle two of an even number of runs', () => {
    expect(medianRun([run(96, 40), run(94, 130)]).tbtMs).toBe(85);
  });

  it('leave out runs that produced no figure, and fail only when every run failed', () => {
    const broken = run(null, null, { error: 'NO_FCP: no paint' });
    const some = medianRun([broken, run(96, 70), run(94, 110)]);
    expect(some.tbtMs).toBe(90);
    expect(some.error).toBeNull();
    const none = medianRun([broken, broken]);
    expect(none.score).toBeNull();
    expect(none.error).toBe('NO_FCP: no paint');
  });
});

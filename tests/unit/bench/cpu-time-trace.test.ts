/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuTimeTbt, cutMainThreadToCpuTime } from '../../../bench/lib/cpu-time-trace';

const PAGE = { pid: 10, tid: 1 };
const navigation = {
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'https://127.0.0.1/anchor' } },
};

interface Event {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
}

function trace(): { traceEvents: Event[] } {
  return {
    traceEvents: [
      // An earlier about:blank navigation on another renderer does not pick the thread.
      {
        name: 'navigationStart',
        ph: 'R',
        pid: 9,
        tid: 1,
        args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } },
      },
      navigation,
      { name: 'RunTask', ph: 'X', ...PAGE, ts: 100, dur: 40_000, tdur: 12_000 },
      { name: 'Layout', ph: 'X', ...PAGE, ts: 200, dur: 20_000, tdur: 3_000 },
      { name: 'RunTask', ph: 'X', ...PAGE, ts: 50_000, dur: 5_000, tdur: 5_000 },
      { name: 'RunTask', ph: 'X', ...PAGE, ts: 60_000, dur: 8_000 },
      { name: 'RunTask', ph: 'X', pid: 10, tid: 2, ts: 100, dur: 40_000, tdur: 1_000 },
      { name: 'RunTask', ph: 'X', pid: 20, tid: 1, ts: 100, dur: 40_000, tdur: 1_000 },
    ],
  };
}

describe("the bench's CPU-time TBT diagnostic", () => {
  it("cuts the page's main-thread events to their thread time and leaves every other thread alone", () => {
    const cut = trace();
    expect(cutMainThreadToCpuTime(cut)).toBe(2);
    const durations = cut.traceEvents.filter((event) => event.ph === 'X').map((event) => event.dur);
    expect(durations).toEqual([12_000, 3_000, 5_000, 8_000, 40_000, 40_000]);
  });

  it('gives no figure for a trace without the navigation or without thread times', async () => {
    expect(cutMainThreadToCpuTime({ traceEvents: trace().traceEvents.filter((event) => event !== navigation) })).toBe(
      0,
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'cpu-tbt-test-'));
    try {
      writeFileSync(
        path.join(dir, 'defaultPass.trace.json'),
        JSON.stringify({ traceEvents: [navigation, { name: 'RunTask', ph: 'X', ...PAGE, ts: 1, dur: 9 }] }),
      );
      const audit = jest.fn(async () => 1);
      await expect(cpuTimeTbt(dir, audit)).resolves.toBeNull();
      expect(audit).not.toHaveBeenCalled();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('audits a cut copy of the artifacts and leaves the originals as they were', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cpu-tbt-test-'));
    try {
      const file = path.join(dir, 'defaultPass.trace.json');
      writeFileSync(file, JSON.stringify(trace()));
      let audited: number[] = [];
      const tbt = await cpuTimeTbt(dir, async (copy) => {
        expect(copy).not.toBe(dir);
        audited = JSON.parse(readFileSync(path.join(copy, 'defaultPass.trace.json'), 'utf8'))
          .traceEvents.map((event: { dur?: number }) => event.dur)
          .filter(Boolean);
        return 42;
      });
      expect(tbt).toBe(42);
      expect(audited.slice(0, 2)).toEqual([12_000, 3_000]);
      expect(JSON.parse(readFileSync(file, 'utf8')).traceEvents[2].dur).toBe(40_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

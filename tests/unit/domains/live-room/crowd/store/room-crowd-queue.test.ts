import { FLUSH_MS, MAX_HELD, ReleaseQueue } from '@src/domains/live-room/crowd/store/room-crowd-queue';
import { crowdView, manualClock, T0 } from '../../support/crowd-fixtures';

const line = (index: number, atSeconds: number, uid = 'u3') => ({ index, at: T0 + atSeconds * 1000, uid });

interface View {
  delayMs: number | null;
  ownUid: string;
}

/** A queue at the playhead `view` on a manual clock; the server's clock `clockOffsetMs` ahead of it. */
function setUp(view: View = { delayMs: 8000, ownUid: 'u7' }, clockOffsetMs = 0) {
  const clock = manualClock();
  const queue = new ReleaseQueue<ReturnType<typeof line>>(clock);
  const setPlayhead = ({ delayMs, ownUid }: View) =>
    queue.setPlayhead(crowdView(clock, delayMs, ownUid, clockOffsetMs));
  setPlayhead(view);
  const shown: number[] = [];
  const batches: number[][] = [];
  queue.listen((lines) => {
    batches.push(lines.map((item) => item.index));
    shown.push(...lines.map((item) => item.index));
  });
  return { clock, queue, shown, batches, setPlayhead };
}

/** A line stamped at T0 shows exactly `afterMs` later on the device, not a moment before. */
function expectReleasedAfter(afterMs: number, view?: View, clockOffsetMs?: number) {
  const { clock, queue, shown } = setUp(view, clockOffsetMs);
  queue.push([line(1, 0)]);
  clock.advance(afterMs - 1);
  expect(shown).toEqual([]);
  clock.advance(1);
  expect(shown).toEqual([1]);
}

describe('ReleaseQueue', () => {
  it('holds a line until the fan’s playhead reaches it, not a moment before', () => {
    expectReleasedAfter(8000);
  });

  it('shows the viewer’s own line at once', () => {
    const { queue, shown } = setUp();
    queue.push([line(1, 0), line(2, 0, 'u7')]);
    expect(shown).toEqual([2]);
  });

  it('shows everything at once without a delay', () => {
    const { queue, shown } = setUp({ delayMs: null, ownUid: '' });
    queue.push([line(1, 0), line(2, 0)]);
    expect(shown).toEqual([1, 2]);
  });

  it('reads the playhead on the server’s clock', () => {
    // The server is 3 s ahead of the device: a line it stamped at T0 was at T0 − 3 s here.
    expectReleasedAfter(5000, { delayMs: 8000, ownUid: '' }, 3000);
  });

  it('releases the viewer’s own held lines at once when they log in, and holds the others’', () => {
    const { queue, shown, setPlayhead } = setUp({ delayMs: 8000, ownUid: '' });
    queue.push([line(1, 0, 'u7'), line(2, 0), line(3, 1, 'u7')]);
    expect(shown).toEqual([]);
    setPlayhead({ delayMs: 8000, ownUid: 'u7' });
    expect(shown).toEqual([1, 3]);
    expect(queue.heldCount).toBe(1);
  });

  it('releases what it holds when 实时比分 turns on (the playhead goes live)', () => {
    const { queue, shown, setPlayhead } = setUp();
    queue.push([line(1, 0), line(2, 1)]);
    setPlayhead({ delayMs: null, ownUid: 'u7' });
    expect(shown).toEqual([1, 2]);
    expect(queue.heldCount).toBe(0);
  });

  it('hands a burst on in a few batches, not one update per line', () => {
    const { clock, queue, shown, batches } = setUp({ delayMs: null, ownUid: '' });
    for (let index = 0; index < 200; index += 1) {
      queue.push([line(index, index / 200)]);
      clock.advance(5);
    }
    clock.advance(FLUSH_MS);
    expect(shown).toHaveLength(200);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(batches.length).toBeLessThanOrEqual(Math.ceil(1000 / FLUSH_MS) + 1);
  });

  it('releases a repaired older line before newer ones it holds', () => {
    const { clock, queue, shown } = setUp();
    queue.push([line(5, 2)]);
    queue.push([line(4, 1)]);
    clock.advance(10_000);
    expect(shown).toEqual([4, 5]);
  });

  it('forgets lines and timers when cleared', () => {
    const { clock, queue, shown } = setUp();
    queue.push([line(1, 0)]);
    queue.clear();
    expect(clock.pendingTimers).toBe(0);
    clock.advance(20_000);
    expect(shown).toEqual([]);
  });

  it('shows a repaired older line at its own time, not at the time of the newer line held before it', () => {
    const { clock, queue, shown } = setUp();
    queue.push([line(5, 2)]);
    queue.push([line(4, 1)]);
    clock.advance(9000);
    expect(shown).toEqual([4]);
    clock.advance(1000);
    expect(shown).toEqual([4, 5]);
  });

  it('keeps no timer once nothing waits (a browser runs an endless timer at once, over and over)', () => {
    const { clock, queue, shown } = setUp();
    queue.push([line(1, 0)]);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(8000);
    expect(shown).toEqual([1]);
    expect(clock.pendingTimers).toBe(0);
  });

  it('stops handing lines to a listener that stopped listening', () => {
    const { clock, queue, shown } = setUp({ delayMs: null, ownUid: '' });
    const heardByLeaver: number[] = [];
    const stop = queue.listen((lines) => heardByLeaver.push(...lines.map((item) => item.index)));
    queue.push([line(1, 0)]);
    stop();
    queue.push([line(2, 0)]);
    clock.advance(FLUSH_MS);
    expect(shown).toEqual([1, 2]);
    expect(heardByLeaver).toEqual([1]);
  });

  it('holds at most MAX_HELD lines, dropping the oldest', () => {
    const { queue } = setUp();
    queue.push(Array.from({ length: MAX_HELD + 10 }, (_, index) => line(index, 0)));
    expect(queue.heldCount).toBe(MAX_HELD);
  });
});

describe('ReleaseQueue on the device’s own clock', () => {
  afterEach(() => jest.useRealTimers());

  it('releases a held line when the device’s time reaches it, and leaves no timer when cleared', () => {
    jest.useFakeTimers({ now: T0 });
    const queue = new ReleaseQueue<ReturnType<typeof line>>();
    queue.setPlayhead(crowdView({ now: Date.now }, 8000));
    const shown: number[] = [];
    queue.listen((lines) => shown.push(...lines.map((item) => item.index)));
    queue.push([line(1, 0), line(2, 1)]);
    jest.advanceTimersByTime(7999);
    expect(shown).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
    expect(jest.getTimerCount()).toBe(1);
    queue.clear();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(5000);
    expect(shown).toEqual([1]);
  });
});

/**
 * The live timeline's order: the snapshot on first use with what was pushed meanwhile, items
 * merged by number, a hole or a reconnect repaired by a snapshot since what is had, a server that
 * numbers anew, the cap and the keys kept. Its failures, its screens and the features' own
 * changes: live-timeline-lifecycle.test.ts.
 */
import { MAX_REPAIRS, type TimelineSnapshot } from '@src/platform/store/live-timeline';
import { deferred } from '../../../support/app-world';
import { answer, firstSnapshotHeld, flush, item, numbered, setUpTimelines, timelineOf } from './live-timeline-kit';
import type { Head, Item } from './live-timeline-kit';

beforeEach(setUpTimelines);

describe('the snapshot on first use', () => {
  it('loads a key once: loading, then ready with its items and head; the backend has it', async () => {
    const t = timelineOf();
    t.snapshot.mockResolvedValue(answer([0, 1], 2));
    const using = t.actions().ensure(1);
    expect(t.of()).toEqual({ status: 'loading', head: null, items: [] });
    expect(t.actions().availability).toBe('unknown');
    await using;
    expect(t.of()).toEqual({ status: 'ready', head: { name: 'head' }, items: numbered(0, 1) });
    expect(t.actions().availability).toBe('available');
    expect(t.snapshot).toHaveBeenCalledWith(1, undefined);
    await t.actions().ensure(1);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    expect(t.events).toEqual([{ kind: 'admitted', key: 1, items: numbered(0, 1) }]);
  });

  it('keeps what is pushed while it loads, and gives up what the answer’s window starts after', async () => {
    const t = timelineOf();
    const { answered, using } = firstSnapshotHeld(t);
    t.actions().receive([item(2), item(7)]);
    expect(t.ns()).toEqual([2, 7]);
    expect(t.of()?.status).toBe('loading');
    answered.resolve(answer([5, 6], 7));
    await using;
    expect(t.ns()).toEqual([5, 6, 7]);
    // 7 was admitted when pushed; the answer brings 5 and 6.
    expect(t.events.at(-1)).toEqual({ kind: 'admitted', key: 1, items: numbered(5, 6) });
  });

  it('starts an empty answer where the server numbers next', async () => {
    const t = timelineOf();
    const { answered, using } = firstSnapshotHeld(t);
    t.actions().receive([item(3), item(5)]);
    answered.resolve(answer([], 5));
    await using;
    expect(t.ns()).toEqual([5]);
  });

  it('keeps every pushed item when the answer says nothing of where it starts', async () => {
    const t = timelineOf();
    const { answered, using } = firstSnapshotHeld(t);
    t.actions().receive([item(3)]);
    answered.resolve(answer([]));
    await using;
    expect(t.ns()).toEqual([3]);
  });

  it('leaves out pushed items of a key no screen asked for', () => {
    const t = timelineOf();
    t.actions().receive([item(0, 9)]);
    expect(t.actions().timelines).toEqual({});
    expect(t.events).toEqual([]);
  });

  it('keeps no answer for a key let go while it was on its way', async () => {
    const t = timelineOf({ keysKept: 1 });
    const first = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValueOnce(first.promise).mockResolvedValue(answer([0], 1));
    const using = t.actions().ensure(1);
    await t.actions().ensure(2);
    first.resolve(answer([0], 1));
    await using;
    expect(t.of(1)).toBeUndefined();
    expect(t.of(2)?.status).toBe('ready');
  });
});

describe('holes and repairs', () => {
  async function ready(ns: number[]) {
    const t = timelineOf();
    t.snapshot.mockResolvedValueOnce(answer(ns, (ns.at(-1) ?? -1) + 1));
    await t.actions().ensure(1);
    t.snapshot.mockClear();
    return t;
  }

  it('merges pushed items in order; each once', async () => {
    const t = await ready([0, 1]);
    t.actions().receive([item(2), item(2), item(1)]);
    expect(t.ns()).toEqual([0, 1, 2]);
    expect(t.events.at(-1)).toEqual({ kind: 'admitted', key: 1, items: numbered(2) });
    expect(t.snapshot).not.toHaveBeenCalled();
  });

  it('changes nothing for pushed items it has', async () => {
    const t = await ready([0, 1]);
    const before = t.of();
    t.actions().receive([item(1)]);
    expect(t.of()).toBe(before);
  });

  it('asks what is missing since the last number had in full when one jumps ahead', async () => {
    const t = await ready([0, 1]);
    t.snapshot.mockResolvedValueOnce(answer([2, 3], 5));
    t.actions().receive([item(4)]);
    expect(t.snapshot).toHaveBeenCalledWith(1, 1);
    await flush();
    expect(t.ns()).toEqual([0, 1, 2, 3, 4]);
    expect(t.events.at(-1)).toEqual({ kind: 'admitted', key: 1, items: numbered(2, 3) });
  });

  it('gives up what is older than a hole the answer does not reach back over', async () => {
    const t = await ready([0, 1]);
    // More was missing than one answer brings: it starts at 5.
    t.snapshot.mockResolvedValueOnce(answer([5, 6], 8));
    t.actions().receive([item(7)]);
    await flush();
    expect(t.ns()).toEqual([5, 6, 7]);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
  });

  it('keeps what is held when the answer starts right after it', async () => {
    const t = await ready([0, 1]);
    t.snapshot.mockResolvedValueOnce(answer([], 2));
    await t.actions().refresh(1);
    expect(t.ns()).toEqual([0, 1]);
    t.snapshot.mockResolvedValueOnce(answer([2], 3));
    await t.actions().refresh(1);
    expect(t.ns()).toEqual([0, 1, 2]);
  });

  it('starts over when the server numbers anew (its next number is not past what was had)', async () => {
    const t = await ready([0, 1, 2]);
    t.snapshot.mockResolvedValueOnce(answer([0], 1));
    await t.actions().refresh(1);
    expect(t.snapshot).toHaveBeenCalledWith(1, 2);
    // Strictly: nothing of what was had is left, not even an empty place.
    expect(t.of()?.items).toStrictEqual(numbered(0));
    expect(t.events.slice(-2)).toEqual([
      { kind: 'restarted', key: 1 },
      { kind: 'admitted', key: 1, items: numbered(0) },
    ]);
    // Numbered anew with nothing yet.
    t.snapshot.mockResolvedValueOnce(answer([], 0));
    await t.actions().refresh(1);
    expect(t.of()?.items).toStrictEqual([]);
    expect(t.events.at(-1)).toEqual({ kind: 'restarted', key: 1 });
  });

  it('does not take a newer answer for a new numbering', async () => {
    const t = await ready([0, 1, 2]);
    t.snapshot.mockResolvedValueOnce(answer([3], 4));
    await t.actions().refresh(1);
    expect(t.events.some((event) => event.kind === 'restarted')).toBe(false);
    expect(t.ns()).toEqual([0, 1, 2, 3]);
  });

  it('repairs MAX_REPAIRS times in a row at most, then waits for what comes next', async () => {
    const t = await ready([0]);
    // An answer that never fills the hole before 3.
    t.snapshot.mockResolvedValue(answer([], 1));
    t.actions().receive([item(3)]);
    await flush();
    expect(t.snapshot).toHaveBeenCalledTimes(MAX_REPAIRS);
    // A repair that leaves no hole counts the row from the start.
    t.snapshot.mockResolvedValueOnce(answer([1, 2], 4));
    t.actions().receive([item(5)]);
    await flush();
    expect(t.ns()).toEqual([0, 1, 2, 3, 5]);
  });

  it('asks once at a time, and once more after for what was wanted meanwhile', async () => {
    const t = await ready([0]);
    const first = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValueOnce(first.promise).mockResolvedValue(answer([1], 2));
    const refreshing = t.actions().refresh(1);
    void t.actions().refresh(1);
    void t.actions().refresh(1);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    first.resolve(answer([], 1));
    await refreshing;
    expect(t.snapshot).toHaveBeenCalledTimes(2);
    expect(t.ns()).toEqual([0, 1]);
  });

  it('does not repair a timeline still loading: its answer will fill the hole', async () => {
    const t = timelineOf();
    void firstSnapshotHeld(t).using;
    t.actions().receive([item(4)]);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
  });

  it('refreshes nothing for a key it does not keep', async () => {
    const t = timelineOf();
    await t.actions().refresh(1);
    expect(t.snapshot).not.toHaveBeenCalled();
  });
});

describe('the cap and the keys kept', () => {
  it('keeps the newest `cap` items of a key', async () => {
    const t = timelineOf({ cap: 3 });
    t.snapshot.mockResolvedValue(answer([0, 1, 2, 3, 4], 5));
    await t.actions().ensure(1);
    expect(t.ns()).toEqual([2, 3, 4]);
    t.actions().receive([item(5)]);
    expect(t.ns()).toEqual([3, 4, 5]);
  });

  it('lets the least recently used key go past `keysKept`', async () => {
    const t = timelineOf({ keysKept: 2 });
    t.snapshot.mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    await t.actions().ensure(2);
    await t.actions().ensure(1);
    await t.actions().ensure(3);
    expect(Object.keys(t.actions().timelines).sort()).toEqual(['1', '3']);
  });
});

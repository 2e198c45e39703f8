/** The order of a live timeline's numbered items: merged by number, each once, capped; a hole found. */
import { contiguousUpTo, mergeByOrder } from '@src/platform/store/timeline-order';

type Item = { n: number; from: string };
const orderOf = (item: Item) => item.n;
const items = (from: string, ...numbers: number[]): Item[] => numbers.map((n) => ({ n, from }));
const numbers = (list: readonly Item[]) => list.map((item) => item.n);

describe('mergeByOrder', () => {
  it('puts each item in its place by number: a late one among the others, not at the end', () => {
    const held = items('held', 1, 2, 4);
    const { items: merged, fresh } = mergeByOrder(held, items('push', 5, 3, 0), orderOf);
    expect(numbers(merged)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(numbers(fresh)).toEqual([5, 3, 0]);
  });

  it('takes each number once: the item held stays, a double is not fresh', () => {
    const held = items('held', 1, 2);
    const { items: merged, fresh } = mergeByOrder(held, items('push', 2, 3, 3), orderOf);
    expect(merged.map((item) => `${item.n}${item.from}`)).toEqual(['1held', '2held', '3push']);
    expect(fresh).toEqual(items('push', 3));
  });

  it('hands the held list itself back when nothing is new', () => {
    const held = items('held', 1, 2);
    const merged = mergeByOrder(held, items('push', 1, 2), orderOf);
    expect(merged.items).toBe(held);
    expect(merged.fresh).toEqual([]);
    expect(mergeByOrder(held, [], orderOf).items).toBe(held);
  });

  it('keeps the newest `cap`, and drops at once an item older than everything in a full list', () => {
    const held = items('held', 5, 6, 7);
    const full = mergeByOrder(held, items('push', 8, 4), orderOf, 3);
    expect(numbers(full.items)).toEqual([6, 7, 8]);
    // 4 came after 8 made the list full again: older than all of it, it is not taken.
    expect(numbers(full.fresh)).toEqual([8]);
    // Not full: an older item has its place.
    expect(numbers(mergeByOrder(items('held', 5), items('push', 4), orderOf, 3).items)).toEqual([4, 5]);
    // Exactly full: an item between the kept ones is taken, the oldest goes.
    expect(numbers(mergeByOrder(held, items('push', 5.5), orderOf, 3).items)).toEqual([5.5, 6, 7]);
    // Exactly full: an item older than all of it is not taken, and the list stays the one held.
    const older = mergeByOrder(held, items('push', 4), orderOf, 3);
    expect(older).toEqual({ items: held, fresh: [] });
    expect(older.items).toBe(held);
  });

  it('keeps every item without a cap', () => {
    const many = items('push', ...Array.from({ length: 500 }, (_, n) => n));
    expect(mergeByOrder([], many, orderOf).items).toHaveLength(500);
  });
});

describe('contiguousUpTo', () => {
  it('is -1 without items, with no hole', () => {
    expect(contiguousUpTo([], orderOf)).toEqual({ upTo: -1, gap: false });
  });

  it('counts from the first item held, not from 0', () => {
    expect(contiguousUpTo(items('held', 7, 8, 9), orderOf)).toEqual({ upTo: 9, gap: false });
    expect(contiguousUpTo(items('held', 7), orderOf)).toEqual({ upTo: 7, gap: false });
  });

  it('stops before the first hole and says there is one', () => {
    expect(contiguousUpTo(items('held', 0, 1, 3, 4, 6), orderOf)).toEqual({ upTo: 1, gap: true });
    expect(contiguousUpTo(items('held', 0, 2), orderOf)).toEqual({ upTo: 0, gap: true });
  });
});

/**
 * The order of a live timeline's numbered items (live-timeline.ts): a room's chat lines by `index`,
 * a match's centre events by `index`, its tracker states by `seq` — numbered 0, 1, 2… per key
 * without holes, so a number that jumps ahead shows that some were missed (a dropped socket, a
 * lost message). Pure: the timeline keeps the items, these say where an item goes and what is
 * missing.
 */
import { countAtOrBelow } from '../../lib/sorted-search';

export interface Merged<Item> {
  /** The items in order, each number once, the newest `cap`; the held list itself when nothing is new. */
  items: readonly Item[];
  /** What `added` brought that was not held (in the order it came). */
  fresh: Item[];
}

/**
 * `held` (in order) with `added` merged in by number: each number once (the item held stays), an
 * item older than everything kept in a full list dropped, the newest `cap` kept. Items come in order
 * but for a late one now and then (a repair), so each one's place is found by halving.
 */
export function mergeByOrder<Item>(
  held: readonly Item[],
  added: readonly Item[],
  orderOf: (item: Item) => number,
  cap = Number.POSITIVE_INFINITY,
): Merged<Item> {
  let items: Item[] | null = null;
  const fresh: Item[] = [];
  for (const item of added) {
    const current: readonly Item[] = items ?? held;
    const order = orderOf(item);
    const place = countAtOrBelow(current, order, orderOf);
    const before = current[place - 1];
    if ((before !== undefined && orderOf(before) === order) || (place === 0 && current.length >= cap)) continue;
    items ??= [...held];
    items.splice(place, 0, item);
    fresh.push(item);
  }
  if (!items) return { items: held, fresh };
  // The oldest past the cap go; under it the count is negative, and splice removes none.
  items.splice(0, items.length - cap);
  return { items, fresh };
}

/**
 * The number below which nothing is missing, counted from the first item held (-1 for none), and
 * whether a hole follows it: the `since` of the snapshot that fills the hole.
 */
export function contiguousUpTo<Item>(
  items: readonly Item[],
  orderOf: (item: Item) => number,
): { upTo: number; gap: boolean } {
  if (items.length === 0) return { upTo: -1, gap: false };
  let upTo = orderOf(items[0] as Item);
  for (let position = 1; position < items.length; position += 1) {
    const order = orderOf(items[position] as Item);
    if (order !== upTo + 1) return { upTo, gap: true };
    upTo = order;
  }
  return { upTo, gap: false };
}

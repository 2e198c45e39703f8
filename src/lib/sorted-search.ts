/**
 * How many items of a list sorted by `valueOf` have a value at or below `limit` — the index where
 * an item of that value goes after its equals. The room's histories (score, match-centre events,
 * chat lines) are sorted by time or index and searched on every frame, so by halving, not by scan.
 */
export function countAtOrBelow<T>(items: readonly T[], limit: number, valueOf: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (valueOf(items[middle] as T) <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

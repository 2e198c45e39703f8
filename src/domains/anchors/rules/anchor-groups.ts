/** The anchor home's streamers in groups of 8, a page of the strip each. */
export const ANCHOR_GROUP_SIZE = 8;

/** Consecutive groups of `size` (the last may be shorter); none for an empty list. */
export function groupAnchors<Item>(items: readonly Item[], size: number = ANCHOR_GROUP_SIZE): Item[][] {
  if (size < 1) throw new RangeError('group size must be at least 1');
  const groups: Item[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

import { groupAnchors } from '@src/domains/anchors/rules/anchor-groups';

describe('anchors grouped by 8', () => {
  it('cuts the list into groups of 8, the last one shorter', () => {
    const ids = Array.from({ length: 19 }, (_, index) => index + 1);
    expect(groupAnchors(ids).map((group) => group.length)).toEqual([8, 8, 3]);
    expect(groupAnchors(ids)[1]![0]).toBe(9);
    expect(groupAnchors(ids.slice(0, 16)).map((group) => group.length)).toEqual([8, 8]);
    expect(groupAnchors([])).toEqual([]);
  });

  it('takes a group size of 1, one anchor a group', () => {
    expect(groupAnchors([1, 2, 3], 1)).toEqual([[1], [2], [3]]);
  });

  it('refuses a group size below 1, saying why', () => {
    const groupByNone = () => groupAnchors([1, 2, 3], 0);
    expect(groupByNone).toThrow(RangeError);
    expect(groupByNone).toThrow('group size must be at least 1');
  });
});

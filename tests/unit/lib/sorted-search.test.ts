import { countAtOrBelow } from '../../../src/lib/sorted-search';

const at = (value: number) => value;

it('counts the items at or below the limit, equals included', () => {
  const values = [1, 3, 3, 3, 7, 9];
  expect(countAtOrBelow(values, 0, at)).toBe(0);
  expect(countAtOrBelow(values, 1, at)).toBe(1);
  expect(countAtOrBelow(values, 3, at)).toBe(4);
  expect(countAtOrBelow(values, 5, at)).toBe(4);
  expect(countAtOrBelow(values, 9, at)).toBe(6);
  expect(countAtOrBelow(values, 100, at)).toBe(6);
  expect(countAtOrBelow([], 5, at)).toBe(0);
});

it('agrees with a scan on every limit of a long list', () => {
  const values = Array.from({ length: 200 }, (_, index) => Math.floor(index / 3) * 2);
  for (let limit = -1; limit <= 140; limit += 1)
    expect(countAtOrBelow(values, limit, at)).toBe(values.filter((value) => value <= limit).length);
});

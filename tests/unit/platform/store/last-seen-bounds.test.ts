/**
 * The bounds of last-seen data, at their edges: an entry of exactly the entry limit is kept,
 * entries filling exactly the total are kept, a key written again takes its room once, a copy
 * dropped on reading frees its room, and an index that was tampered with neither lifts the
 * bound nor takes room for entries that do not exist.
 */
import {
  flushLastSeenWrites,
  MAX_ENTRY_CHARS,
  MAX_TOTAL_CHARS,
  readLastSeen,
  writeLastSeen,
} from '@src/platform/store/last-seen';
import { isText, publicKey, sized } from './last-seen-kit';

const INDEX = 'sport-info:last-seen-index';
const storageKey = (name: string) => `sport-info:last-seen:*:${name}@1`;
/** Kept at once: the idle moment is not waited for. */
const write = (name: string, chars: number, savedAt: number) => {
  writeLastSeen(publicKey(name), sized(chars, savedAt), savedAt);
  flushLastSeenWrites();
};
const kept = (name: string) => readLastSeen(publicKey(name), isText) !== null;

it('keeps an entry of exactly the entry limit', () => {
  write('full', MAX_ENTRY_CHARS, 1);
  expect(kept('full')).toBe(true);
  expect(window.localStorage.getItem(storageKey('full'))).toHaveLength(MAX_ENTRY_CHARS);
});

it('keeps small entries side by side', () => {
  write('a', 100, 1);
  write('b', 100, 2);
  expect([kept('a'), kept('b')]).toEqual([true, true]);
});

it('keeps entries that fill exactly the total; one more makes the oldest go', () => {
  expect(MAX_TOTAL_CHARS).toBe(3 * MAX_ENTRY_CHARS);
  for (const [index, name] of ['a', 'b', 'c'].entries()) write(name, MAX_ENTRY_CHARS, index + 1);
  expect(['a', 'b', 'c'].map(kept)).toEqual([true, true, true]);
  write('d', MAX_ENTRY_CHARS, 4);
  expect(['a', 'b', 'c', 'd'].map(kept)).toEqual([false, true, true, true]);
});

it('a key written again and again takes its room once: an older entry stays', () => {
  write('a', MAX_ENTRY_CHARS, 1);
  for (const savedAt of [2, 3, 4]) write('b', MAX_ENTRY_CHARS, savedAt);
  expect([kept('a'), kept('b')]).toEqual([true, true]);
});

it('a copy dropped on reading (unreadable) frees its room and leaves the others', () => {
  write('b', MAX_ENTRY_CHARS, 1);
  write('c', MAX_ENTRY_CHARS, 2);
  write('a', MAX_ENTRY_CHARS, 3);
  expect(kept('a')).toBe(true);
  window.localStorage.setItem(storageKey('a'), '{ not json');
  expect(kept('a')).toBe(false);
  expect(window.localStorage.getItem(storageKey('a'))).toBeNull();
  write('d', MAX_ENTRY_CHARS, 4);
  expect(['b', 'c', 'd'].map(kept)).toEqual([true, true, true]);
});

describe('an index that was tampered with', () => {
  const tamper = (...rows: unknown[]) => {
    const index = JSON.parse(window.localStorage.getItem(INDEX) ?? '[]') as unknown[];
    window.localStorage.setItem(INDEX, JSON.stringify([...rows, ...index]));
  };

  it('a row without a size does not lift the total bound', () => {
    write('a', MAX_ENTRY_CHARS, 1);
    tamper({ key: storageKey('ghost'), savedAt: 9e15 });
    for (const [index, name] of ['b', 'c', 'd'].entries()) write(name, MAX_ENTRY_CHARS, index + 2);
    expect(['a', 'b', 'c', 'd'].map(kept)).toEqual([false, true, true, true]);
  });

  it('a row without a key takes no room', () => {
    tamper({ chars: MAX_TOTAL_CHARS - 30_000, savedAt: 9e15 });
    write('a', 20_000, 1);
    write('b', 20_000, 2);
    expect([kept('a'), kept('b')]).toEqual([true, true]);
  });

  it('rows that are null, numbers or texts are passed over; the real rows still count', () => {
    write('a', MAX_ENTRY_CHARS, 1);
    tamper(null, 7, 'row');
    for (const [index, name] of ['b', 'c', 'd'].entries()) write(name, MAX_ENTRY_CHARS, index + 2);
    expect(['a', 'b', 'c', 'd'].map(kept)).toEqual([false, true, true, true]);
  });
});

/**
 * Whose last-seen data goes when: a visitor keeps no personal copy; a logout takes every
 * personal copy, kept or still waiting, and leaves the public ones — kept, waiting and counted
 * against the total; clearing everything takes them all.
 */
import {
  clearAllLastSeen,
  clearPersonalLastSeen,
  flushLastSeenWrites,
  MAX_ENTRY_CHARS,
  readLastSeen,
  writeLastSeen,
} from '@src/platform/store/last-seen';
import { useSessionStore } from '@src/platform/session/session-store';
import { isText, personalKey, publicKey, sized, storedKeys } from './last-seen-kit';

/** A user logged in, with a public copy (`table`) and a personal one (`mine`) both kept. */
function userWithKeptCopies(publicName: string, personalName: string): void {
  useSessionStore.setState({ uid: 'u1' });
  writeLastSeen(publicKey(publicName), 'table', 1);
  writeLastSeen(personalKey(personalName), 'mine', 2);
  flushLastSeenWrites();
}

afterEach(() => useSessionStore.setState({ uid: '' }));

it('keeps no personal copy for a visitor', () => {
  writeLastSeen(personalKey('orders'), 'mine', 1);
  flushLastSeenWrites();
  expect(readLastSeen(personalKey('orders'), isText)).toBeNull();
  expect(storedKeys()).toEqual([]);
});

it('a logout takes the personal copies and leaves the public ones', () => {
  userWithKeptCopies('standings', 'orders');
  clearPersonalLastSeen();
  expect(readLastSeen(publicKey('standings'), isText)?.data).toBe('table');
  expect(readLastSeen(personalKey('orders'), isText)).toBeNull();
  expect(storedKeys()).toEqual(['sport-info:last-seen:*:standings@1']);
});

it('a public copy still waiting at logout is written', () => {
  useSessionStore.setState({ uid: 'u1' });
  writeLastSeen(publicKey('standings'), 'table', 1);
  clearPersonalLastSeen();
  flushLastSeenWrites();
  expect(storedKeys()).toEqual(['sport-info:last-seen:*:standings@1']);
});

it('after a logout the personal copies take no room, and the public ones are still counted and cleared', () => {
  useSessionStore.setState({ uid: 'u1' });
  writeLastSeen(publicKey('a'), sized(MAX_ENTRY_CHARS, 1), 1);
  writeLastSeen(personalKey('mine'), sized(MAX_ENTRY_CHARS, 2), 2);
  flushLastSeenWrites();
  clearPersonalLastSeen();
  writeLastSeen(publicKey('b'), sized(MAX_ENTRY_CHARS, 3), 3);
  writeLastSeen(publicKey('c'), sized(MAX_ENTRY_CHARS, 4), 4);
  expect(['a', 'b', 'c'].map((name) => readLastSeen(publicKey(name), isText) !== null)).toEqual([true, true, true]);
  clearAllLastSeen();
  expect(storedKeys()).toEqual([]);
});

it('clearing everything takes the kept copies and those still waiting', () => {
  userWithKeptCopies('kept', 'mine');
  writeLastSeen(publicKey('waiting'), 'later', 3);
  clearAllLastSeen();
  flushLastSeenWrites();
  expect(storedKeys()).toEqual([]);
  expect(window.localStorage.getItem('sport-info:last-seen-index')).toBe('[]');
});

/** Never a reload loop: one automatic reload per running build and tab, none without session storage. */
import { takeReloadTurn } from '@src/platform/deploy/reload-guard';

beforeEach(() => window.sessionStorage.clear());

it('gives each build one turn per tab', () => {
  expect(takeReloadTurn('build-a')).toBe(true);
  expect(takeReloadTurn('build-a')).toBe(false);
  expect(takeReloadTurn('build-a')).toBe(false);
  // The next deploy finds the page on build b: its own turn (three deploys in a row: three reloads, no loop).
  expect(takeReloadTurn('build-b')).toBe(true);
  expect(takeReloadTurn('build-c')).toBe(true);
  expect(takeReloadTurn('build-b')).toBe(false);
});

it('remembers the turn across the reload (session storage outlives the page)', () => {
  expect(takeReloadTurn('build-a')).toBe(true);
  const kept = window.sessionStorage.getItem('sport-info:version-reloads');
  window.sessionStorage.clear();
  window.sessionStorage.setItem('sport-info:version-reloads', kept!);
  expect(takeReloadTurn('build-a')).toBe(false);
});

it('takes no turn where nothing can be remembered: no storage, a full one, an unreadable entry is read as none', () => {
  expect(takeReloadTurn('build-a', null)).toBe(false);
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('quota');
    },
  } as unknown as Storage;
  expect(takeReloadTurn('build-a', full)).toBe(false);
  window.sessionStorage.setItem('sport-info:version-reloads', '{not json');
  expect(takeReloadTurn('build-a')).toBe(true);
  expect(takeReloadTurn('build-a')).toBe(false);
});

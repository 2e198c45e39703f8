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
  // Two caches that each serve another build: each build had its turn, the ping-pong stops.
  expect(takeReloadTurn('build-b')).toBe(false);
  expect(takeReloadTurn('build-c')).toBe(false);
});

it('remembers the turn across the reload (session storage outlives the page)', () => {
  expect(takeReloadTurn('build-a')).toBe(true);
  const kept = Object.entries(window.sessionStorage);
  window.sessionStorage.clear();
  for (const [key, value] of kept) window.sessionStorage.setItem(key, value);
  expect(takeReloadTurn('build-a')).toBe(false);
});

describe('takes no turn where nothing can be remembered', () => {
  it('session storage refused (a browser setting, a sandboxed frame)', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(takeReloadTurn('build-a')).toBe(false);
  });

  it('session storage full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(takeReloadTurn('build-a')).toBe(false);
    expect(takeReloadTurn('build-a')).toBe(false);
  });
});

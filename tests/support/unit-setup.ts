// jest-dom's types (its matchers on `expect`); the matchers themselves are registered below.
/// <reference types="@testing-library/jest-dom" />
import type * as DomTestingLibrary from '@testing-library/dom';
import { webcrypto } from 'node:crypto';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { JEST_DOM_MATCHERS } from './jest-dom-matchers';

// The DOM testing library and jest-dom's matchers load when a file first uses them, not in every
// file: most unit files render nothing, and loading both took ~50 ms of each one's CPU.
type MatcherFunction = (this: jest.MatcherContext, ...args: unknown[]) => jest.CustomMatcherResult;
expect.extend(
  Object.fromEntries(
    JEST_DOM_MATCHERS.map((name) => [
      name,
      function (this: jest.MatcherContext, ...args: unknown[]) {
        const matchers = jest.requireActual<Record<string, MatcherFunction>>('@testing-library/jest-dom/matchers');
        return matchers[name]!.apply(this, args);
      },
    ]),
  ),
);

// findBy/waitFor wait up to 3 s, not 1: pages that answer in 0.5 s alone can take several
// times that with two jest workers on a 2-core machine; a wait that succeeds costs no more.
jest.mock('@testing-library/dom', () => {
  const dom = jest.requireActual<typeof DomTestingLibrary>('@testing-library/dom');
  dom.configure({ asyncUtilTimeout: 3000 });
  return dom;
});

// jsdom has no SubtleCrypto; the browser's Web Crypto is Node's webcrypto here.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// jsdom does not scroll; the frame restores scroll positions with scrollTo.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Each unit test starts from clean storage and cookies (tests under `@jest-environment node` have neither).
beforeEach(() => {
  if (typeof window === 'undefined') return;
  // The last-seen copies a test left waiting for an idle moment go with the storage.
  clearAllLastSeen();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

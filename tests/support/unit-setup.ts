import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/dom';
import { clearAllLastSeen } from '@src/platform/store/last-seen';

// findBy/waitFor wait up to 3 s, not 1: pages that answer in 0.5 s alone can take several
// times that with two jest workers on a 2-core machine; a wait that succeeds costs no more.
configure({ asyncUtilTimeout: 3000 });

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

/**
 * Last-seen data stays bounded: a huge entry is not kept, and the oldest go when the total is full.
 * It is written at an idle moment, and never after the logout that should have removed it.
 */
import {
  clearPersonalLastSeen,
  flushLastSeenWrites,
  MAX_ENTRY_CHARS,
  MAX_TOTAL_CHARS,
  readLastSeen,
  writeLastSeen,
} from '@src/platform/store/last-seen';
import { useSessionStore } from '@src/platform/session/session-store';
import { isText, publicKey, storedKeys } from './last-seen-kit';

/** A waiting write adds a `type` listener to `target`, and the flush takes that very listener off. */
function expectWriteListensUntilFlush(target: Window | Document, type: string): void {
  const added = jest.spyOn(target, 'addEventListener');
  const removed = jest.spyOn(target, 'removeEventListener');
  writeLastSeen(publicKey('home'), 'answer', 1);
  const listener = added.mock.calls.find(([addedType]) => addedType === type)?.[1];
  expect(listener).toBeDefined();
  flushLastSeenWrites();
  expect(removed).toHaveBeenCalledWith(type, listener);
  added.mockRestore();
  removed.mockRestore();
}

it('does not keep an entry over the entry limit (and drops an older copy of it)', () => {
  writeLastSeen(publicKey('big'), 'small', 1);
  // Kept before the big one comes: two writes still waiting would be one.
  flushLastSeenWrites();
  writeLastSeen(publicKey('big'), 'x'.repeat(MAX_ENTRY_CHARS), 2);
  expect(readLastSeen(publicKey('big'), isText)).toBeNull();
  expect(window.localStorage.getItem('sport-info:last-seen:*:big@1')).toBeNull();
});

it('lets the oldest entries go once all of them pass the total limit', () => {
  const chunk = 'y'.repeat(Math.floor(MAX_ENTRY_CHARS * 0.9));
  const count = Math.ceil(MAX_TOTAL_CHARS / chunk.length) + 1;
  for (let index = 0; index < count; index += 1) writeLastSeen(publicKey(`page-${index}`), chunk, 1000 + index);
  expect(readLastSeen(publicKey('page-0'), isText)).toBeNull();
  expect(readLastSeen(publicKey(`page-${count - 1}`), isText)?.data).toBe(chunk);
  const total = Object.keys(window.localStorage)
    .filter((name) => name.startsWith('sport-info:last-seen:'))
    .reduce((sum, name) => sum + (window.localStorage.getItem(name)?.length ?? 0), 0);
  expect(total).toBeLessThanOrEqual(MAX_TOTAL_CHARS);
});

it('reads only the version it was written with', () => {
  writeLastSeen(publicKey('page'), 'v1', 1);
  expect(readLastSeen({ name: 'page', version: 2 }, isText)).toBeNull();
  expect(readLastSeen(publicKey('page'), isText)?.data).toBe('v1');
});

describe('the copy is written at an idle moment, not in the task that received the answer', () => {
  it('nothing is stored in the same task; the next idle moment stores it; a read sees it before', async () => {
    writeLastSeen(publicKey('home'), 'answer', 1);
    expect(storedKeys()).toEqual([]);
    expect(readLastSeen(publicKey('home'), isText)?.data).toBe('answer');
    writeLastSeen(publicKey('later'), 'second', 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storedKeys()).toContain('sport-info:last-seen:*:later@1');
  });

  it('only the newest answer of a key is written', () => {
    writeLastSeen(publicKey('home'), 'first', 1);
    writeLastSeen(publicKey('home'), 'second', 2);
    flushLastSeenWrites();
    expect(JSON.parse(window.localStorage.getItem('sport-info:last-seen:*:home@1')!)).toEqual({
      data: 'second',
      savedAt: 2,
    });
  });

  it('a page closed before that moment still keeps its copy (pagehide)', () => {
    writeLastSeen(publicKey('home'), 'answer', 1);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedKeys()).toEqual(['sport-info:last-seen:*:home@1']);
  });

  it('listens to the page only while a write waits: a flush (the app unmounting) leaves no listener', () => {
    expectWriteListensUntilFlush(window, 'pagehide');
  });

  it('asks the browser for one idle moment, at most two seconds away, for the writes that wait', () => {
    const requestIdleCallback = jest.fn();
    Object.assign(globalThis, { requestIdleCallback });
    try {
      writeLastSeen(publicKey('home'), 'answer', 1);
      writeLastSeen(publicKey('later'), 'second', 2);
      expect(requestIdleCallback).toHaveBeenCalledTimes(1);
      expect(requestIdleCallback).toHaveBeenCalledWith(flushLastSeenWrites, { timeout: 2000 });
      expect(storedKeys()).toEqual([]);
      (requestIdleCallback.mock.calls[0] as [() => void])[0]();
      expect(storedKeys().sort()).toEqual(['sport-info:last-seen:*:home@1', 'sport-info:last-seen:*:later@1']);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('a page sent to the background before that moment keeps its copy; one coming back does not write yet', () => {
    const visibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      writeLastSeen(publicKey('home'), 'answer', 1);
      visibility('visible');
      expect(storedKeys()).toEqual([]);
      visibility('hidden');
      expect(storedKeys()).toEqual(['sport-info:last-seen:*:home@1']);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('a flush leaves no visibility listener on the document either', () => {
    expectWriteListensUntilFlush(document, 'visibilitychange');
  });

  it('a personal copy still waiting at logout is not written', () => {
    useSessionStore.setState({ uid: 'u1' });
    writeLastSeen({ name: 'orders', version: 1, personal: true }, 'mine', 1);
    clearPersonalLastSeen();
    flushLastSeenWrites();
    expect(storedKeys()).toEqual([]);
    useSessionStore.setState({ uid: '' });
  });
});

/**
 * Counts what a remote leaves behind on a page — open WebSockets, window/document listeners its
 * scripts added, intervals, `<style>` tags — for the contract kit's page and the foreign-host
 * e2e tests. Install it before the remote loads.
 */
export interface Counters {
  openSockets: number;
  listeners: Record<string, number>;
  /**
   * Listeners of the page's web-vitals observers attached now (the remote's page-reporting chunk):
   * the package observes a page once, for its life, and has no way to stop — they are the page's,
   * not a mount's. Counted apart: a later mount must not add any.
   */
  pageObservers: number;
  intervals: number;
  styles: number;
}

export function installLeakCounters(remoteOrigin: string): () => Counters {
  const sockets = new Set<WebSocket>();
  const NativeWebSocket = window.WebSocket;
  class CountedWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      sockets.add(this);
    }
  }
  window.WebSocket = CountedWebSocket;

  type Listener = EventListenerOrEventListenerObject;
  // The chunk as either build names it: page-reporting.<hash>.js in production, page-reporting.js
  // in development (`npm start`).
  const PAGE_OBSERVER = /\/page-reporting(?:\.[0-9a-f]+)?\.js/;
  let pageObservers = 0;
  /** Whose listener a stack shows: the remote's own, its page observers', or neither. */
  const ownerOf = (): 'remote' | 'page' | null => {
    const stack = new Error().stack ?? '';
    if (!stack.includes(remoteOrigin)) return null;
    return PAGE_OBSERVER.test(stack) ? 'page' : 'remote';
  };
  const listeners = new Map<string, number>();
  const keyOf = (target: EventTarget, type: string) => `${target === window ? 'window' : 'document'}:${type}`;
  const seen = new WeakMap<object, Set<string>>();
  // The observers' listeners attached now: web-vitals also adds a passing one while it reports an
  // interaction (whenIdleOrHidden) and takes it off at the next idle time, which on a busy machine
  // may fall in a later mount.
  const pageSeen = new WeakMap<object, Set<string>>();
  const { addEventListener: nativeAdd, removeEventListener: nativeRemove } = EventTarget.prototype;
  for (const target of [window, document] as EventTarget[]) {
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: Listener | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      // Only the remote's own (its scripts in the stack): not React DOM's, nor the test driver's.
      const owner = listener ? ownerOf() : null;
      if (listener && owner) {
        const owned = owner === 'page' ? pageSeen : seen;
        const set = owned.get(listener) ?? new Set<string>();
        const key = `${keyOf(this, type)}:${typeof options === 'boolean' ? options : !!options?.capture}`;
        if (!set.has(key)) {
          set.add(key);
          owned.set(listener, set);
          if (owner === 'page') pageObservers += 1;
          else listeners.set(keyOf(this, type), (listeners.get(keyOf(this, type)) ?? 0) + 1);
        }
      }
      return nativeAdd.call(this, type, listener, options);
    };
    target.removeEventListener = function (
      this: EventTarget,
      type: string,
      listener: Listener | null,
      options?: boolean | EventListenerOptions,
    ) {
      if (listener) {
        const key = `${keyOf(this, type)}:${typeof options === 'boolean' ? options : !!options?.capture}`;
        if (seen.get(listener)?.delete(key))
          listeners.set(keyOf(this, type), (listeners.get(keyOf(this, type)) ?? 1) - 1);
        else if (pageSeen.get(listener)?.delete(key)) pageObservers -= 1;
      }
      return nativeRemove.call(this, type, listener, options);
    };
  }

  const intervals = new Set<number>();
  const nativeSetInterval = window.setInterval.bind(window);
  const nativeClearInterval = window.clearInterval.bind(window);
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
    const id = nativeSetInterval(handler, timeout, ...rest);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    nativeClearInterval(id);
  }) as typeof window.clearInterval;

  return function counters(): Counters {
    const live: Record<string, number> = {};
    for (const [key, count] of listeners) if (count > 0) live[key] = count;
    return {
      openSockets: [...sockets].filter(
        (socket) => socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN,
      ).length,
      listeners: live,
      pageObservers,
      intervals: intervals.size,
      styles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
    };
  };
}

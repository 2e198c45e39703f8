/**
 * What the push client takes from its environment — the WebSocket, a clock, animation frames,
 * the page's lifecycle events — as small interfaces, so tests and Node drive it with fakes, and
 * the browser defaults.
 */

/** The part of the browser WebSocket (and of `ws`'s) the client uses. */
export interface PushSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * Pass `WebSocket` (browser) or `ws`'s WebSocket (Node); their event types differ from this
 * minimal interface only in what the client does not read, hence the cast at the call site.
 */
export type PushSocketConstructor = new (url: string) => PushSocket;

export interface PushClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PushFrames {
  request(callback: () => void): unknown;
  cancel(handle: unknown): void;
}

/** Where `pageshow`, `online` and `visibilitychange` come from. */
export interface PushPageEvents {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly visibilityState: string };
}

export type PushLog = (message: string, detail?: unknown) => void;

export const defaultClock: PushClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

export function defaultFrames(clock: PushClock): PushFrames {
  if (typeof requestAnimationFrame === 'function') {
    return {
      request: (callback) => requestAnimationFrame(callback),
      cancel: (handle) => cancelAnimationFrame(handle as number),
    };
  }
  return { request: (callback) => clock.setTimeout(callback, 16), cancel: (handle) => clock.clearTimeout(handle) };
}

/** The page of `scope` (the global one: none in Node, a worker, or a runtime with a window and no document). */
export function defaultPage(
  scope: Partial<PushPageEvents> = globalThis as Partial<PushPageEvents>,
): PushPageEvents | null {
  const { window, document } = scope;
  return window && document ? { window, document } : null;
}

export const defaultLog: PushLog = (message, detail) => console.info(`[sport-info] push: ${message}`, detail ?? '');

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A resource: one piece of server data a page shows, and the one way it loads.
 *
 * - The first load shows a skeleton (`loading`), and when it fails the error state with a
 *   retry (`failed`) — and, when the server refused it, the server's message as the error toast,
 *   once per failure (`notifyRefusalOnce`).
 * - A refresh keeps the data on screen (`ready`, `refreshing`); a failed refresh keeps the data
 *   and says so (`refreshFailed`, and a toast unless the caller chose its own words or none).
 * - With a last-seen key, the last good answer is kept on the device. The next visit's first
 *   load shows it at once, `stale` and with the time it was received, while the fresh answer
 *   loads; if that fails (the network is down), it stays on screen, still marked.
 * - Concurrent loads share one request; an answer that arrives after the store's reset lands
 *   nowhere.
 */
import { notify } from '../feedback/notify';
import { platformWords } from '../feedback/platform-messages';
import { isNotFound, notifyRefusalOnce } from '../http/http-error';
import { readLastSeen, writeLastSeen, type LastSeenEntry, type LastSeenKey } from './last-seen';
import type { LoadStatus } from '../../lib/load-status';
import { isCancelled, type StoreScope } from './store-scope';
import { wordsNow } from '../i18n/messages';

export interface Resource<T> {
  status: LoadStatus;
  /** The data shown; null until the first answer (or last-seen copy). */
  data: T | null;
  /** A load of data already shown is on its way. */
  refreshing: boolean;
  /** The last refresh failed: `data` is the previous answer. */
  refreshFailed: boolean;
  /** Device time `data` was received; null before. A last-seen copy keeps its own time. */
  updatedAt: number | null;
  /** `data` is a copy from an earlier visit that no fresh answer has confirmed yet. */
  stale: boolean;
  /** The first load failed because the server says the thing does not exist (a stale link, not a fault). */
  notFound?: boolean;
}

const IDLE: Resource<never> = {
  status: 'idle',
  data: null,
  refreshing: false,
  refreshFailed: false,
  updatedAt: null,
  stale: false,
};

export const idleResource = <T>(): Resource<T> => IDLE;

/** A resource holding data received at `updatedAt` (fresh): an answer, or data that arrives by other ways. */
export const readyResource = <T>(data: T, updatedAt: number = Date.now()): Resource<T> => ({
  ...IDLE,
  status: 'ready',
  data,
  updatedAt,
});

/** Where the resource lives in a store: read it, and write a new one (the store may derive more from it). */
export interface ResourceSlot<T> {
  get(): Resource<T>;
  set(next: Resource<T>): void;
}

interface LastSeenBase<T> extends LastSeenKey {
  /** What of the data to keep (default: all of it). */
  keep?(data: T): T;
}

/**
 * How kept data is recognised as this resource's (a copy of another shape is dropped): best by
 * `parse`, the same parser that reads the wire (it throws on another shape) — no second guard to
 * keep in step with it; `accept` where the kept data is not the wire's shape.
 */
export type LastSeenOptions<T> = LastSeenBase<T> &
  ({ parse(data: unknown): T; accept?: never } | { accept(data: unknown): data is T; parse?: never });

/** The kept entry of `lastSeen`, recognised by its parser or its check. */
export function readKept<T>(lastSeen: LastSeenOptions<T>): LastSeenEntry<T> | null {
  const { parse } = lastSeen;
  if (!parse) return readLastSeen(lastSeen, lastSeen.accept);
  let parsed: T | undefined;
  const kept = readLastSeen(lastSeen, (data: unknown): data is unknown => {
    try {
      parsed = parse(data);
      return true;
    } catch {
      return false;
    }
  });
  return kept && { data: parsed as T, savedAt: kept.savedAt };
}

export interface ResourceOptions<T> {
  scope: StoreScope;
  slot: ResourceSlot<T>;
  fetch(): Promise<T>;
  /** After a fresh answer has been written (e.g. to seed live values from it). */
  onFresh?(data: T): void;
  /** Keep the last good answer on the device and show it on the next visit. */
  lastSeen?: LastSeenOptions<T>;
  /** What a failed refresh tells the user: a toast with these words (the default), or nothing. */
  refreshFailedNotice?: string | false;
  /**
   * share (default): a load while one runs shares its request. latest: every load asks anew
   * and only the newest answer counts (data that must reflect a change just made, such as the
   * user's follows right after a follow).
   */
  concurrency?: 'share' | 'latest';
  /**
   * A load within this long of a fresh answer is not sent: two parts of the app that want the
   * same data one after the other (a tab's badge, then the page itself) ask once. A failed
   * load or refresh and a kept (stale) copy are always asked for again.
   */
  freshForMs?: number;
  now?(): number;
}

export interface ResourceLoader {
  /** First load or refresh; while one runs, callers share it. */
  load(): Promise<void>;
  /** Answers still on their way land nowhere (the data they were for has been forgotten). */
  drop(): void;
  /** The data is forgotten: back to idle (a visitor's, after logout), and answers on their way land nowhere. */
  forget(): void;
}

export function resourceLoader<T>(options: ResourceOptions<T>): ResourceLoader {
  const { scope, slot, lastSeen } = options;
  const now = options.now ?? (() => Date.now());
  // Read as the toast shows: in the locale shown then.
  const notice = (): string | false => options.refreshFailedNotice ?? wordsNow(platformWords).refreshFailed;
  let inFlight: Promise<void> | null = null;
  let newest = 0;
  scope.onReset(() => (inFlight = null));

  const run = async (): Promise<void> => {
    const epoch = scope.epoch();
    const request = ++newest;
    const isCurrent = () => scope.isCurrent(epoch) && request === newest;
    if (lastSeen && slot.get().status === 'idle') {
      const kept = readKept(lastSeen);
      if (kept) slot.set({ ...readyResource(kept.data, kept.savedAt), stale: true });
    }
    const before = slot.get();
    const hadData = before.status === 'ready';
    slot.set(hadData ? { ...before, refreshing: true } : { ...before, status: 'loading', refreshing: false });
    try {
      const data = await options.fetch();
      if (!isCurrent()) return;
      const receivedAt = now();
      slot.set(readyResource(data, receivedAt));
      if (lastSeen) writeLastSeen(lastSeen, lastSeen.keep ? lastSeen.keep(data) : data, receivedAt);
      options.onFresh?.(data);
    } catch (error) {
      if (!isCurrent()) return;
      const current = slot.get();
      if (!hadData) {
        // Cancelled too: a network failure aborts every other call, and those pages need their retry.
        slot.set({ ...current, status: 'failed', refreshing: false, notFound: isNotFound(error) });
        notifyRefusalOnce(error);
        return;
      }
      slot.set({ ...current, refreshing: false, refreshFailed: !isCancelled(error) });
      // The server's words for a refusal, else the notice's.
      const shown = notice();
      if (shown && !isCancelled(error) && !notifyRefusalOnce(error)) notify('fail', shown);
    }
  };

  const isJustReceived = (): boolean => {
    const current = slot.get();
    if (options.freshForMs === undefined || current.status !== 'ready' || current.stale || current.refreshFailed) {
      return false;
    }
    return current.updatedAt !== null && now() - current.updatedAt < options.freshForMs;
  };
  const drop = () => {
    newest += 1;
    inFlight = null;
  };
  return {
    drop,
    forget: () => {
      drop();
      slot.set(IDLE);
    },
    load: () => {
      if (isJustReceived()) return Promise.resolve();
      if (options.concurrency === 'latest') return run();
      const current = (inFlight ??= run().finally(() => {
        if (inFlight === current) inFlight = null;
      }));
      return current;
    },
  };
}

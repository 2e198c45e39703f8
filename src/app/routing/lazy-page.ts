/**
 * Page chunks that survive a bad network: a failed chunk load is retried,
 * gives up after 120 s, and then reports the error to the page, whose retry
 * asks again. A first failure asks why (platform/deploy): a chunk gone after a deploy of ours
 * never comes back, so it is not retried — the app reloads for the new version instead.
 */
import { useEffect, useState, type ComponentType } from 'react';
import {
  isChunkLoadError,
  judgeChunkFailure,
  type ChunkAsker,
  type ChunkVerdict,
} from '../../platform/deploy/chunk-failures';
import { withWords } from '../../platform/i18n/messages';
import type { PageModule } from './route-table';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_ATTEMPTS = 3;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  /** Why it failed, when that was asked (a page's boundary asks otherwise). */
  constructor(
    message: string,
    readonly verdict?: ChunkVerdict,
  ) {
    super(message);
  }
}

export async function loadChunk(
  load: () => Promise<PageModule>,
  {
    attempts = CHUNK_LOAD_ATTEMPTS,
    timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
    backoffMs = 400,
    asker = 'fan' as ChunkAsker,
  } = {},
): Promise<PageModule> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts && Date.now() < deadline; attempt += 1) {
    try {
      return await withDeadline(load(), deadline);
    } catch (error) {
      lastError = error;
      if (attempt === 1 && isChunkLoadError(error)) {
        const verdict = await judgeChunkFailure(error, asker);
        if (verdict.kind === 'new-version') throw new ChunkLoadError(failure(error), verdict);
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, backoffMs * attempt));
    }
  }
  throw new ChunkLoadError(failure(lastError));
}

// For reports, not for the fan (the frame's error face has the words): a developer's line.
const failure = (error: unknown): string =>
  `page chunk failed: ${error instanceof Error ? error.message : String(error)}`;

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('page chunk timed out')),
      Math.max(0, deadline - Date.now()),
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Each route's page component once its chunk has arrived, and the chunk's load while it is on its way. */
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/**
 * The route's page component: its chunk's load (one per route while on its way; a failed one is
 * asked for again at the next call). The route page follows it in state (usePageChunk).
 */
export function loadPage(
  id: string,
  load: () => Promise<PageModule>,
  asker: ChunkAsker = 'fan',
): Promise<ComponentType> {
  const ready = loaded.get(id);
  if (ready) return Promise.resolve(ready);
  let arriving = loading.get(id);
  if (!arriving) {
    // The chunk's features show in the page's language from their first frame, not zh-CN's first.
    arriving = withWords(loadChunk(load, { asker })).then(
      (module) => {
        loaded.set(id, module.default);
        loading.delete(id);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, arriving);
  }
  return arriving;
}

/** The route's page component if its chunk has arrived (rendering it never suspends), else null. */
export function loadedPage(id: string): ComponentType | null {
  return loaded.get(id) ?? null;
}

type Loaded = { page: ComponentType | null; error: unknown };

/**
 * The one way the app loads a page (a route's, an overlay's): its component at once when its
 * chunk has arrived, else null until it does — followed in state, not by suspending on a lazy
 * component (route-page.tsx) —; the error when the load failed, and a retry.
 */
export function usePageChunk(
  id: string,
  load: () => Promise<PageModule>,
  asker: ChunkAsker = 'fan',
): Loaded & { retry(): void } {
  const [loaded, setLoaded] = useState<Loaded>(() => ({ page: loadedPage(id), error: null }));
  useEffect(() => {
    if (loaded.page || loaded.error) return;
    let current = true;
    loadPage(id, load, asker).then(
      (page) => current && setLoaded({ page, error: null }),
      (error: unknown) => current && setLoaded({ page: null, error }),
    );
    return () => {
      current = false;
    };
  }, [id, load, asker, loaded]);
  return { ...loaded, retry: () => setLoaded({ page: null, error: null }) };
}

/**
 * A part of a page in a chunk of its own, so that the page's first content does not wait for its
 * code (the anchor home's matches). `pagePart` downloads it once however many ask — the page starts
 * it as its own code runs — and `usePagePart` tells the page where it is: there (rendered at once,
 * no placeholder frame when it came first), missing (the page shows a placeholder that keeps the
 * part's box, and the restore of a kept page's scroll waits for it: restore-holds.ts) or failed
 * (an error state with a retry). A part is not the page: a deploy's removal of its code is judged
 * as one of the app's own chunks (acted on at the fan's next page).
 */
import { useEffect, useReducer, useState } from 'react';
import { judgeChunkFailure } from '../deploy/chunk-failures';
import { useScrollRestoreHold } from '../scroll/restore-holds';

export interface PagePart<T> {
  /** Downloads the part once; a failed download is tried again by the next call. */
  load(): Promise<T>;
  /** The part, once downloaded. */
  loaded(): T | undefined;
}

export function pagePart<T>(download: () => Promise<T>): PagePart<T> {
  let loading: Promise<T> | null = null;
  let value: T | undefined;
  return {
    load() {
      if (!loading) {
        loading = download().then((loadedValue) => (value = loadedValue));
        loading.catch(() => (loading = null));
      }
      return loading;
    },
    loaded: () => value,
  };
}

export type PagePartState<T> =
  { status: 'ready'; value: T } | { status: 'missing' } | { status: 'failed'; retry: () => void };

export function usePagePart<T>(part: PagePart<T>): PagePartState<T> {
  const [failed, setFailed] = useState(false);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const value = part.loaded();
  const missing = value === undefined && !failed;
  useScrollRestoreHold(missing);
  useEffect(() => {
    if (!missing) return;
    let mounted = true;
    part.load().then(
      () => mounted && arrived(),
      (error: unknown) => {
        void judgeChunkFailure(error, 'app');
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [part, missing]);
  if (value !== undefined) return { status: 'ready', value };
  return failed ? { status: 'failed', retry: () => setFailed(false) } : { status: 'missing' };
}

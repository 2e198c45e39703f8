/**
 * A part of a page in a chunk of its own, so that the page's first content does not wait for it
 * (the anchor home's live matches): `chunkOnce` downloads it once however many ask — the page
 * starts it as its own code runs — and `lazyPart` shows it when it is there.
 */
import { lazy, type ComponentType } from 'react';
import { judgeChunkFailure } from '../deploy/chunk-failures';

/** `load` called once; a failed download is asked again by the next caller. */
export function chunkOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = null));
    }
    return loading;
  };
}

/**
 * The part as a lazy component. A part is not the page: one whose code cannot load shows
 * `fallback`, and a deploy's removal of it is judged as one of the app's own chunks (acted on at
 * the fan's next page).
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>) =>
  lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        void judgeChunkFailure(error, 'app');
        return { default: fallback };
      },
    ),
  );

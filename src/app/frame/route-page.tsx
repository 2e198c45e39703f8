import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { SkeletonList } from '../../ui/skeleton';
import { loadedPage, loadPage } from '../routing/lazy-page';
import type { RouteEntry } from '../routing/route-table';
import { RouteErrorBoundary } from './route-error-boundary';

type Loaded = { page: ComponentType | null; error: unknown };

/**
 * One route's page: its chunk, a skeleton while it loads, an error boundary with retry. The
 * chunk is followed in state, not by suspending on a lazy component (issue 27): React holds a
 * Suspense boundary's reveal until 300 ms after its fallback appeared, and a room entered from a
 * tap waited for that with its chunk long there. A page whose chunk has arrived (a later visit,
 * a press that started it) renders at once. What the page itself suspends on shows the skeleton.
 */
export function RoutePage({ route }: { route: RouteEntry }) {
  // One instance per route: a new route at the same place in the tree (two locations with one
  // history key, as a host's pushState gives) must not be shown the page the last one loaded.
  return <RoutePageOf key={route.id} route={route} />;
}

function RoutePageOf({ route }: { route: RouteEntry }) {
  const [loaded, setLoaded] = useState<Loaded>(() => ({ page: loadedPage(route.id), error: null }));
  useEffect(() => {
    if (loaded.page || loaded.error) return;
    let current = true;
    loadPage(route.id, route.load).then(
      (page) => current && setLoaded({ page, error: null }),
      (error: unknown) => current && setLoaded({ page: null, error }),
    );
    return () => {
      current = false;
    };
  }, [route, loaded]);
  const { page: Page, error } = loaded;
  const skeleton = <SkeletonList rows={6} />;
  return (
    <RouteErrorBoundary onRetry={() => setLoaded({ page: null, error: null })}>
      <Suspense fallback={skeleton}>{error ? <ChunkFailed error={error} /> : Page ? <Page /> : skeleton}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Hands a failed chunk load to the route's error boundary, which offers the retry. */
function ChunkFailed({ error }: { error: unknown }): never {
  throw error;
}

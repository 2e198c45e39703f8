import { Suspense } from 'react';
import { SkeletonList } from '../../ui/skeleton';
import { usePageChunk } from '../routing/lazy-page';
import type { RouteEntry } from '../routing/route-table';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * One route's page: its chunk, a skeleton while it loads, an error boundary with retry. The
 * chunk is followed in state, not by suspending on a lazy component: React holds a
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
  const { page: Page, error, retry } = usePageChunk(route.id, route.load);
  const skeleton = <SkeletonList rows={6} />;
  return (
    <RouteErrorBoundary onRetry={retry}>
      <Suspense fallback={skeleton}>{error ? <ChunkFailed error={error} /> : Page ? <Page /> : skeleton}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Hands a failed chunk load to the route's error boundary, which offers the retry. */
export function ChunkFailed({ error }: { error: unknown }): never {
  throw error;
}

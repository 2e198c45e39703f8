import { Suspense, useState } from 'react';
import { SkeletonList } from '../../ui/skeleton';
import { lazyPage } from '../routing/lazy-page';
import type { RouteEntry } from '../routing/route-table';
import { RouteErrorBoundary } from './route-error-boundary';

/** One route's page: its lazy chunk, a skeleton while it loads, an error boundary with retry. */
export function RoutePage({ route }: { route: RouteEntry }) {
  const [Page, setPage] = useState(() => lazyPage(route.id, route.load));
  return (
    <RouteErrorBoundary onRetry={() => setPage(() => lazyPage(route.id, route.load, true))}>
      <Suspense fallback={<SkeletonList rows={6} />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

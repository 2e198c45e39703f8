import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import NotFoundPage from './pages/not-found-page';
import { StartupGate } from './frame/startup-gate';
import { redirects, relativePattern } from './routing/route-table';
import { useAppHref, useRuntime } from './runtime/runtime-context';

/** Inside the router: hands the router's navigate to the runtime, gates start-up, renders routes. */
export function AppRoutes() {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const href = useAppHref();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    runtime.setRouterNavigate((path) => void navigate(href(path)));
    return () => runtime.setRouterNavigate(null);
  }, [runtime, navigate, href]);

  return (
    <StartupGate>
      {/* Spec: the root view is re-created when query parameter t changes. */}
      <RootView key={searchParams.get('t') ?? ''}>
        <Routes>
          {Object.entries(redirects).map(([from, to]) =>
            from === '/' ? (
              <Route key={from} index element={<Navigate to={href(to)} replace />} />
            ) : (
              <Route key={from} path={relativePattern(from)} element={<Navigate to={href(to)} replace />} />
            ),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </RootView>
    </StartupGate>
  );
}

function RootView({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { NavigationContext, type NavigationPort } from '../platform/bridge/navigation-context';
import { AppFrame, redirectOf } from './frame/app-frame';
import { StartupGate } from './frame/startup-gate';
import { findRoute, toAppPath } from './routing/route-table';
import { useAppHref, useRuntime, useRuntimeContext } from './runtime/runtime-context';

/** Inside the router: hands the router's navigate to the runtime, gates start-up, renders the frame. */
export function AppRoutes() {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const href = useAppHref();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { hrefPrefix } = useRuntimeContext();

  // The page's chunk loads while the start-up gates wait for the domain list and the config,
  // not after them. A failure is left to the page's own lazy load, which retries and reports.
  useEffect(() => {
    const appPath = toAppPath(pathname, hrefPrefix);
    findRoute(redirectOf(appPath) ?? appPath)
      ?.load()
      .catch(() => undefined);
  }, [pathname, hrefPrefix]);

  useEffect(() => {
    runtime.setRouterNavigate((path) => void navigate(href(path)));
    return () => runtime.setRouterNavigate(null);
  }, [runtime, navigate, href]);

  // What domain pages may do with navigation (they cannot import the app): see navigation-context.
  const navigation = useMemo<NavigationPort>(
    () => ({ go: (target) => runtime.go(target), login: (appPath) => runtime.navigator.login(appPath), href }),
    [runtime, href],
  );

  return (
    <NavigationContext.Provider value={navigation}>
      <StartupGate>
        <AppFrame rootViewKey={searchParams.get('t') ?? ''} />
      </StartupGate>
    </NavigationContext.Provider>
  );
}

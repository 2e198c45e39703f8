import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { NavigationContext, type NavigationPort } from '../platform/bridge/navigation-context';
import { useConfigStore } from '../platform/config/config-store';
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
  const appPath = toAppPath(pathname, hrefPrefix);
  const route = findRoute(redirectOf(appPath) ?? appPath);
  useEffect(() => {
    route?.load().catch(() => undefined);
  }, [route]);

  // The start page's data that needs no config, once: as soon as the API address is known.
  const domainsReady = useConfigStore((state) => state.domainsStatus === 'ready');
  const prefetchedRef = useRef(false);
  useEffect(() => {
    if (!domainsReady || prefetchedRef.current) return;
    prefetchedRef.current = true;
    route?.prefetch?.();
  }, [domainsReady, route]);

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

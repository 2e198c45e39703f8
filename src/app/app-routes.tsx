import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { NavigationContext, type NavigationPort } from '../platform/bridge/navigation-context';
import { useConfigStore } from '../platform/config/config-store';
import { AppFrame, redirectOf } from './frame/app-frame';
import { PromotionDialogsProvider } from '../features/promotions/promotion-dialogs';
import { StartupGate } from './frame/startup-gate';
import { loadPage } from './routing/lazy-page';
import { findRoute, toAppPath } from './routing/route-table';
import { useAppHref, useRuntime, useRuntimeContext } from './runtime/runtime-context';

/** Inside the router: hands the router's navigate to the runtime, gates start-up, renders the frame. */
export function AppRoutes() {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const href = useAppHref();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { hrefPrefix, options } = useRuntimeContext();

  // The page's chunk loads while the start-up gates wait for the domain list and the config,
  // not after them; once there, the route page renders the page in its first frame, no skeleton
  // before it. A failure is left to the route page's own load, which retries and reports.
  const appPath = toAppPath(pathname, hrefPrefix);
  const route = findRoute(redirectOf(appPath, options.resumeLastPage) ?? appPath);
  useEffect(() => {
    if (route) loadPage(route.id, route.load).catch(() => undefined);
  }, [route]);

  // A new version held back from the page being read is acted on once the fan is on the next one.
  const shownPathRef = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPathRef.current) return;
    shownPathRef.current = pathname;
    runtime.pageChanged();
  }, [runtime, pathname]);

  // The start page's data that needs no config, once, in the very task in which the API address
  // becomes known (a store subscription, not an effect of the render that follows): when the app
  // is mounted by then, its call leaves beside the config's instead of after a render.
  const prefetchedRef = useRef(false);
  useEffect(() => {
    const prefetchOnce = () => {
      if (prefetchedRef.current || useConfigStore.getState().domainListStatus !== 'ready') return;
      prefetchedRef.current = true;
      route?.prefetch?.();
    };
    prefetchOnce();
    return useConfigStore.subscribe(prefetchOnce);
  }, [route]);

  // A new `t` restarts the domains' data, then re-creates the pages (the frame's key below), so
  // the new pages' first loads are not dropped by the reset.
  const t = searchParams.get('t') ?? '';
  const [rootViewKey, setRootViewKey] = useState(t);
  useEffect(() => {
    if (t === rootViewKey) return;
    runtime.restartDomains();
    setRootViewKey(t);
  }, [runtime, t, rootViewKey]);

  useEffect(() => {
    runtime.setRouterNavigate((path) => void navigate(href(path)));
    return () => runtime.setRouterNavigate(null);
  }, [runtime, navigate, href]);

  // What domain pages may do with navigation (they cannot import the app): see navigation-context.
  const navigation = useMemo<NavigationPort>(
    () => ({
      go: (target) => runtime.go(target),
      login: (appPath) => runtime.navigator.login(appPath),
      href,
      back: (fallbackPath) => {
        if (hasHistoryEntry()) void navigate(-1);
        else if (!runtime.nativeBack()) void navigate(href(fallbackPath));
      },
    }),
    [runtime, href, navigate],
  );

  return (
    <NavigationContext.Provider value={navigation}>
      <PromotionDialogsProvider>
        <StartupGate>
          <AppFrame rootViewKey={rootViewKey} />
        </StartupGate>
      </PromotionDialogsProvider>
    </NavigationContext.Provider>
  );
}

/** Whether the router has an entry to go back to (React Router numbers its entries). */
function hasHistoryEntry(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' ? state.idx > 0 : window.history.length > 1;
}

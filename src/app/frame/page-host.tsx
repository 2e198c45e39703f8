/**
 * Where pages render: kept-alive routes stay mounted inside
 * React's <Activity> while hidden — state survives, effects (polling, subscriptions) pause —
 * and get their scroll position back; the others mount fresh and start at the top. Each
 * visit slides in from the side that matches the path depth.
 */
import { Activity, useLayoutEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { writeStored, StorageKey } from '../../platform/storage/local-storage';
import {
  findRoute,
  NOT_FOUND_ROUTE,
  pathDepth,
  relativePattern,
  routeTable,
  toAppPath,
  type RouteEntry,
} from '../routing/route-table';
import { useRuntimeContext } from '../runtime/runtime-context';
import { RoutePage } from './route-page';
import { rememberedScroll, rememberScroll, restoreScroll } from './scroll-memory';
import { useSlideDirection } from './use-slide-direction';
import styles from './page-host.module.css';

interface KeptPage {
  route: RouteEntry;
  location: Location;
}

export function PageHost() {
  const location = useLocation();
  const { hrefPrefix } = useRuntimeContext();
  const appPath = toAppPath(location.pathname, hrefPrefix);
  const route = findRoute(appPath);
  const active = route?.keepAlive ? route : undefined;
  const [kept, setKept] = useState<Map<string, KeptPage>>(() => new Map());
  const scrollByRoute = useRef(new Map<string, number>());
  const direction = useSlideDirection(pathDepth(appPath));

  if (active && kept.get(active.id)?.location !== location) {
    // Keep the page's own location while it is active; a hidden page keeps its last one.
    const next = new Map(kept);
    next.set(active.id, { route: active, location });
    setKept(next);
  }

  useLayoutEffect(() => {
    if (!active) {
      window.scrollTo(0, 0);
      return;
    }
    writeStored(StorageKey.lastKeptAlivePath, appPath);
    const id = active.id;
    const positions = scrollByRoute.current;
    const kept = positions.get(id);
    // Within this mount the page is still there: its position comes back at once. After a
    // remount, the remembered one, once the page is tall enough.
    const cancelRestore =
      kept !== undefined ? (window.scrollTo(0, kept), () => undefined) : restoreScroll(rememberedScroll(id));
    // Track the position while the page is shown. A layout effect: its cleanup runs in the same
    // commit as the route change, before the browser clamps the scroll to the next page's height.
    const onScroll = () => positions.set(id, window.scrollY);
    // The page going away with this page shown (a reload for a new version, the host's or ours):
    // its position is remembered as on a route change.
    const onPageHide = () => rememberScroll(id, positions.get(id) ?? window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelRestore();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      onPageHide();
    };
    // Scroll is saved and restored per route change only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active?.id, appPath]);

  return (
    <div className={styles.host}>
      {[...kept.values()].map(({ route: keptRoute, location: keptLocation }) => (
        <Activity key={keptRoute.id} mode={keptRoute.id === active?.id ? 'visible' : 'hidden'}>
          <div
            className={keptRoute.inputPadding ? `${styles.page} ${styles.inputPadding}` : styles.page}
            data-direction={keptRoute.id === active?.id ? direction : undefined}
            data-route={keptRoute.id}
          >
            <Routes location={keptLocation}>
              <Route path={relativePattern(keptRoute.pattern)} element={<RoutePage route={keptRoute} />} />
            </Routes>
          </div>
        </Activity>
      ))}
      {!active && (
        <div
          className={route?.inputPadding ? `${styles.page} ${styles.inputPadding}` : styles.page}
          data-direction={direction}
          data-route={route?.id ?? NOT_FOUND_ROUTE.id}
          key={location.key}
        >
          <Routes>
            {routeTable
              .filter((entry) => !entry.keepAlive)
              .map((entry) => (
                <Route key={entry.id} path={relativePattern(entry.pattern)} element={<RoutePage route={entry} />} />
              ))}
            <Route path="*" element={<RoutePage route={NOT_FOUND_ROUTE} />} />
          </Routes>
        </div>
      )}
    </div>
  );
}

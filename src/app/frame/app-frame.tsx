/**
 * The frame around every page: header tab bar where the route wants it, pages, the overlays
 * (domain-overlays.tsx: the frame's late pieces, the customer-service float and the loading
 * overlay, and the domains'), the new-version prompt (update-prompt.tsx).
 */
import { Fragment } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { retryPushConnection } from '../../platform/socket/push-connection';
import { socketSelectors, useSocketStore } from '../../platform/socket/socket-store';
import { readStored, StorageKey } from '../../platform/storage/local-storage';
import { ConnectionBanner } from '../../ui/connection-banner';
import { findRoute, redirectTarget, toAppPath } from '../routing/route-table';
import { useAppHref, useRuntimeContext, useRuntimeOptions } from '../runtime/runtime-context';
import { DomainOverlays } from './domain-overlays';
import { HeaderTabBar } from './header-tab-bar';
import { PageHost } from './page-host';
import { RootViewGate } from './startup-gate';
import { UpdatePrompt } from './update-prompt';

/** `rootViewKey`: the spec re-creates the root view (the pages) when query parameter t changes. */
export function AppFrame({ rootViewKey }: { rootViewKey: string }) {
  const location = useLocation();
  const href = useAppHref();
  const { hrefPrefix } = useRuntimeContext();
  const liveDisconnected = useSocketStore(socketSelectors.reconnectError);
  const { resumeLastPage } = useRuntimeOptions();
  const appPath = toAppPath(location.pathname, hrefPrefix);

  const redirect = redirectOf(appPath, resumeLastPage);
  if (redirect) return <Navigate to={href(redirect) + location.search} replace />;

  const route = findRoute(appPath);
  return (
    <>
      {route?.header && <HeaderTabBar appPath={appPath} />}
      {/* Pages with live data say when the push socket gave up reconnecting; it goes once it is back. */}
      {route?.liveData && liveDisconnected && <ConnectionBanner onRetry={retryPushConnection} />}
      <main>
        <RootViewGate>
          <Fragment key={rootViewKey}>
            <PageHost />
          </Fragment>
        </RootViewGate>
      </main>
      <DomainOverlays />
      <UpdatePrompt />
    </>
  );
}

/**
 * `/` redirects to /anchor. The last kept-alive path is stored all the same
 * (page-host); a host that passes `resumeLastPage` has `/` go back there instead.
 */
export function redirectOf(appPath: string, resumeLastPage: boolean): string | undefined {
  if (appPath === '/' && resumeLastPage) {
    const last = readStored(StorageKey.lastKeptAlivePath);
    if (last && last !== '/' && findRoute(last)?.keepAlive) return last;
  }
  return redirectTarget(appPath);
}

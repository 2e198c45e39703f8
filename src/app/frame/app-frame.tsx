/**
 * The frame around every page: header tab bar where the route wants it, pages, floats, the
 * domains' overlays (domain-overlays.tsx), the new-version prompt (update-prompt.tsx).
 */
import { Fragment, lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLoadingStore, selectIsLoading } from '../../platform/http/loading-store';
import { retryPushConnection } from '../../platform/socket/push-connection';
import { socketSelectors, useSocketStore } from '../../platform/socket/socket-store';
import { readStored, StorageKey } from '../../platform/storage/local-storage';
import { ConnectionBanner } from '../../ui/connection-banner';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { useAnySheetOpen } from '../../ui/open-sheets';
import { findRoute, redirectTarget, toAppPath } from '../routing/route-table';
import { useAppHref, useRuntimeContext, useRuntimeOptions } from '../runtime/runtime-context';
import { CustomerServiceFloat } from './customer-service-float';
import { DomainOverlays } from './domain-overlays';
import { useFrameStore } from './frame-store';
import { HeaderTabBar } from './header-tab-bar';
import { PageHost } from './page-host';
import { isServiceFloatShown } from './service-float-rule';
import { RootViewGate } from './startup-gate';

/** In the version-skew chunk (runtime-reporting.ts loads it), which is there before it offers 刷新. */
const UpdatePrompt = lazy(() => import(/* webpackChunkName: "version-skew" */ './update-prompt'));
import { useDeployStore } from '../../platform/deploy/deploy-store';

/** `rootViewKey`: the spec re-creates the root view (the pages) when query parameter t changes. */
export function AppFrame({ rootViewKey }: { rootViewKey: string }) {
  const location = useLocation();
  const href = useAppHref();
  const { hrefPrefix } = useRuntimeContext();
  const loading = useLoadingStore(selectIsLoading);
  const liveDisconnected = useSocketStore(socketSelectors.reconnectError);
  const { resumeLastPage } = useRuntimeOptions();
  const sheetOpen = useAnySheetOpen();
  const floatAllowed = useFrameStore((state) => state.customerServiceVisible);
  const updateOffered = useDeployStore((state) => state.offered !== null);
  const appPath = toAppPath(location.pathname, hrefPrefix);

  const redirect = redirectOf(appPath, resumeLastPage);
  if (redirect) return <Navigate to={href(redirect) + location.search} replace />;

  const route = findRoute(appPath);
  const floatInputs = {
    header: route?.header === true,
    inputPadding: route?.inputPadding === true,
    sheetOpen,
    allowedByHost: floatAllowed,
  };
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
      <CustomerServiceFloat shown={isServiceFloatShown(floatInputs)} />
      <DomainOverlays />
      {updateOffered && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <LoadingOverlay visible={loading} />
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

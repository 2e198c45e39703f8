/**
 * A portal on React 19 and react-router 7 built with Vite + `@module-federation/vite`, with
 * the plugin's defaults: `sportInfo` a build-time remote from our default
 * `mf-manifest.json`, React, react-dom and react-router-dom shared as singletons. It renders
 * `sportInfo/SportInfoApp` under its own router on `/sport-info/*`: React and the router are
 * shared, so the app's routes are the portal's and back/forward cross the boundary in step.
 */
import { lazy, StrictMode, Suspense, version } from 'react';
import { createRoot } from 'react-dom/client';
import { portalConfig } from '../../portal-frame/portal-config';
import { PortalFrame, REMOTE_LOADING, RemoteBoundary } from '../../portal-frame/portal-frame';

const { apiBaseUrl } = portalConfig('__VITE_HOST_CONFIG__');

const SportInfoApp = lazy(() => import('sportInfo/SportInfoApp'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalFrame
      home={<p data-testid="portal-react">React {version}</p>}
      sportInfo={
        <RemoteBoundary>
          <Suspense fallback={<p>{REMOTE_LOADING}</p>}>
            <SportInfoApp basename="/sport-info" apiBaseUrl={apiBaseUrl} />
          </Suspense>
        </RemoteBoundary>
      }
    />
  </StrictMode>,
);

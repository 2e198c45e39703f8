/**
 * A host built by Rspack with `@module-federation/enhanced/rspack` (no external runtime): its
 * own pages and router, the remote's `./SportInfoApp` under `/sport-info/*`, React and the
 * router shared. The e2e tests check that its history and the remote's stay in step.
 */
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { SportInfoAppProps } from '../../../src/contracts/props';
import { portalConfig } from '../../portal-frame/portal-config';
import { PortalFrame, REMOTE_LOADING, RemoteBoundary } from '../../portal-frame/portal-frame';

const config = portalConfig('__RSPACK_HOST_CONFIG__');
registerRemotes([{ name: 'sportInfo', entry: config.remoteManifestUrl }]);

const SportInfoApp = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType<SportInfoAppProps> }>('sportInfo/SportInfoApp');
  if (!module) throw new Error('sportInfo/SportInfoApp is empty');
  return module;
});

createRoot(document.getElementById('root')!).render(
  <PortalFrame
    sportInfo={
      <RemoteBoundary>
        <Suspense fallback={<p>{REMOTE_LOADING}</p>}>
          <SportInfoApp basename="/sport-info" apiBaseUrl={config.apiBaseUrl} />
        </Suspense>
      </RemoteBoundary>
    }
  />,
);

/**
 * A host built on `@module-federation/bridge-react` (Rspack, the enhanced plugin, React and the
 * router shared): it loads the remote's `./bridge` with `createRemoteAppComponent`, as portals
 * on that library load every app remote. The bridge gives the remote its own React root under
 * the host's route `/sport-info/*` (basename from the route) and tells it of the host's
 * navigations by a popstate event; the host's router is its own, not the bridge's proxy.
 * The e2e tests check mount, navigation, history in step and a clean unmount.
 */
import { createRemoteAppComponent } from '@module-federation/bridge-react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import type { BridgeProvider } from '../../../src/contracts/props';
import { portalConfig } from '../../portal-frame/portal-config';
import { PortalFrame, REMOTE_FAILED, REMOTE_LOADING } from '../../portal-frame/portal-frame';

const config = portalConfig('__BRIDGE_HOST_CONFIG__');
registerRemotes([{ name: 'sportInfo', entry: config.remoteManifestUrl }]);

const SportInfo = createRemoteAppComponent({
  loader: async () => {
    const module = await loadRemote<{ default: BridgeProvider }>('sportInfo/bridge');
    if (!module) throw new Error('sportInfo/bridge is empty');
    return module;
  },
  loading: <p>{REMOTE_LOADING}</p>,
  fallback: () => <p role="alert">{REMOTE_FAILED}</p>,
});

createRoot(document.getElementById('root')!).render(
  <PortalFrame sportInfo={<SportInfo apiBaseUrl={config.apiBaseUrl} />} />,
);

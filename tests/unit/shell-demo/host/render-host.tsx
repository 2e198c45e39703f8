/** Renders the whole host in a memory router with a fake remote loader. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BridgeEmitter } from '@src/contracts/bridge-events';
import { createHostBridge } from '@shell-demo/host/src/bridge/host-bridge';
import { HostApp } from '@shell-demo/host/src/host-app';
import { createSportInfoLoader, type SportInfoLoader } from '@shell-demo/host/src/remote/sport-info-loader';
import { controlStore, DEFAULT_CONTROLS } from '@shell-demo/host/src/state/control-state';
import { eventLogStore } from '@shell-demo/host/src/state/event-log';
import { hostUiStore } from '@shell-demo/host/src/state/host-ui';
import { portalConfigStore } from '@shell-demo/host/src/state/portal-config';
import { DEFAULT_SPORT_PATH } from '@src/contracts/host-routes';

export const TEST_CONFIG = { remoteManifestUrl: 'http://remote.test/mf-manifest.json', apiBaseUrl: 'http://api.test' };

/** A remote that never finishes loading. */
export const pendingLoader = (): SportInfoLoader => createSportInfoLoader(() => new Promise(() => {}));

export function renderHost(path = '/', loader: SportInfoLoader = pendingLoader()): { bridge: BridgeEmitter } {
  const bridge = createHostBridge();
  render(
    <MemoryRouter initialEntries={[path]}>
      <HostApp services={{ bridge, loader, config: TEST_CONFIG }} />
    </MemoryRouter>,
  );
  return { bridge };
}

export function resetHostState(): void {
  controlStore.setState(DEFAULT_CONTROLS);
  eventLogStore.getState().clear();
  hostUiStore.setState({ toast: null, customerServiceOpen: false });
  portalConfigStore.setState({ sportPath: DEFAULT_SPORT_PATH });
}

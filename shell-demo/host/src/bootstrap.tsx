/** Starts the host once the shared modules are negotiated (loaded through index.ts). */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createHostBridge } from './bridge/host-bridge';
import { HostApp } from './host-app';
import { readHostConfig } from './host-config';
import { syncAppModeWithControls } from './native/app-mode-sync';
import { federationLoader } from './remote/federation-load';
import { createSportInfoLoader } from './remote/sport-info-loader';
import { controlStore } from './state/control-state';

const config = readHostConfig();
const remote = federationLoader(
  config.remoteManifestUrl,
  config.remoteBackupManifestUrl ? [config.remoteBackupManifestUrl] : [],
  config.apiBaseUrl,
  // `npm start`: a page opened before the remote has compiled shows the app once it has.
  { waitForDevRemote: process.env.NODE_ENV === 'development' },
);
const services = {
  bridge: createHostBridge(),
  loader: createSportInfoLoader(remote.load, remote.warm, remote.alerts),
  config,
};

// Before the first render, so a persisted app mode has its native bridge when the remote mounts.
syncAppModeWithControls(controlStore);

const container = document.getElementById('root');
if (!container) throw new Error('shell-demo: #root is missing from the page');
// A transition: React renders the first screen in slices between frames, not one long task.
startTransition(() => {
  createRoot(container).render(
    <BrowserRouter>
      <HostApp services={services} />
    </BrowserRouter>,
  );
});

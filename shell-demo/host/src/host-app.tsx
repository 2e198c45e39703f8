/** The portal frame: top bar, the host's routes (one of them the remote), overlays and debug tools. */
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HostRoute, hostRouteUrlPath } from '../../../src/contracts/host-routes';
import { pushControlChangesToRemote } from './bridge/push-controls-to-remote';
import { useRemoteEvents } from './bridge/use-remote-events';
import { DevPanel } from './dev-panel/dev-panel';
import { CustomerServiceDialog } from './frame/customer-service-dialog';
import { HostToast } from './frame/host-toast';
import { TopBar } from './frame/top-bar';
import { HostServicesContext, type HostServices } from './host-services';
import { useNativeCommands } from './native/use-native-commands';
import { HomePage } from './pages/home-page';
import { HOST_PAGE_TITLES, HostRoutePage } from './pages/host-route-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { SportInfoRoute } from './remote/sport-info-route';
import { controlStore, useControls } from './state/control-state';
import { loadPortalConfig, useSportPath } from './state/portal-config';
import styles from './host-app.module.css';

const HOST_PAGE_PATHS = Object.keys(HOST_PAGE_TITLES) as (keyof typeof HOST_PAGE_TITLES)[];

/** Render inside a router (BrowserRouter in the page, MemoryRouter in tests). */
export function HostApp({ services }: { services: HostServices }) {
  return (
    <HostServicesContext.Provider value={services}>
      <HostFrame services={services} />
    </HostServicesContext.Provider>
  );
}

function HostFrame({ services }: { services: HostServices }) {
  const theme = useControls((state) => state.theme);
  const sportPath = useSportPath();
  useRemoteEvents(services.bridge);
  useNativeCommands();
  useEffect(() => pushControlChangesToRemote(controlStore, services.bridge), [services.bridge]);
  useEffect(() => void loadPortalConfig(services.config.apiBaseUrl), [services.config.apiBaseUrl]);

  return (
    <div className={styles.root} data-theme={theme}>
      <TopBar />
      <main className={styles.main}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path={HostRoute.login} element={<LoginPage />} />
          <Route path="/sport-info/*" element={<SportInfoRoute />} />
          {/* The portal's sports pages, under the common config's sport path. */}
          {HOST_PAGE_PATHS.map((path) => (
            <Route key={path} path={hostRouteUrlPath(path, sportPath)} element={<HostRoutePage path={path} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <HostToast />
      <CustomerServiceDialog />
      <DevPanel />
    </div>
  );
}

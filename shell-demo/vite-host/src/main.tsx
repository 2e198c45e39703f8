/**
 * A portal on React 19 and react-router 7 built with Vite + `@module-federation/vite`, with
 * the plugin's defaults: `sportInfo` a build-time remote from our default
 * `mf-manifest.json`, React, react-dom and react-router-dom shared as singletons. It renders
 * `sportInfo/SportInfoApp` under its own router on `/sport-info/*`: React and the router are
 * shared, so the app's routes are the portal's and back/forward cross the boundary in step.
 */
import { Component, lazy, StrictMode, Suspense, version, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

const config = (window as unknown as { __VITE_HOST_CONFIG__?: { apiBaseUrl?: string } }).__VITE_HOST_CONFIG__ ?? {};
const onThisHost = (address: string): string =>
  address.startsWith(':') ? `${location.protocol}//${location.hostname}${address}` : address;

const SportInfoApp = lazy(() => import('sportInfo/SportInfoApp'));

class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">体育资讯暂时无法加载</p> : this.props.children;
  }
}

function PortalHome() {
  return (
    <main>
      <h1>门户首页</h1>
      <p data-testid="portal-react">React {version}</p>
      <Link to="/sport-info/anchor">体育资讯</Link>
    </main>
  );
}

function App() {
  return (
    <BrowserRouter>
      <nav aria-label="门户">
        <Link to="/">门户首页</Link>
      </nav>
      <Routes>
        <Route path="/" element={<PortalHome />} />
        <Route
          path="/sport-info/*"
          element={
            <RemoteBoundary>
              <Suspense fallback={<p>加载中…</p>}>
                <SportInfoApp basename="/sport-info" apiBaseUrl={onThisHost(config.apiBaseUrl ?? ':3100')} />
              </Suspense>
            </RemoteBoundary>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

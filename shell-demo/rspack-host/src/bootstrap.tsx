/**
 * A host built by Rspack with `@module-federation/enhanced/rspack` (no external runtime): its
 * own pages and router, the remote's `./SportInfoApp` under `/sport-info/*`, React and the
 * router shared. The e2e tests check that its history and the remote's stay in step.
 */
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import type { SportInfoAppProps } from '../../../src/contracts/props';
import { resolveAgainstPage } from '../../runtime-config';

declare global {
  interface Window {
    __RSPACK_HOST_CONFIG__?: { remoteManifestUrl?: string; apiBaseUrl?: string };
  }
}

const config = window.__RSPACK_HOST_CONFIG__ ?? {};
registerRemotes([
  { name: 'sportInfo', entry: resolveAgainstPage(config.remoteManifestUrl ?? ':3001/mf-manifest.json') },
]);

const SportInfoApp = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType<SportInfoAppProps> }>('sportInfo/SportInfoApp');
  if (!module) throw new Error('sportInfo/SportInfoApp is empty');
  return module;
});

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
                <SportInfoApp basename="/sport-info" apiBaseUrl={resolveAgainstPage(config.apiBaseUrl ?? ':3100')} />
              </Suspense>
            </RemoteBoundary>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

/**
 * The reference portals' own page around the app (the Rspack, bridge-react and Vite hosts; the
 * React 18 host keeps its own copy, since a file here resolves the root's React 19): a router,
 * the portal's nav and home with a link into the app, and the app on `/sport-info/*`. What mounts
 * the app is each host's own — that is what they differ in.
 */
import { Component, type ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

/** The portal's answer when the remote fails to load: its own words, the rest of the portal stays. */
export class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">{REMOTE_FAILED}</p> : this.props.children;
  }
}

export const REMOTE_FAILED = '体育资讯暂时无法加载';
export const REMOTE_LOADING = '加载中…';

interface PortalFrameProps {
  /** The app, as this host mounts it on `/sport-info/*`. */
  sportInfo: ReactNode;
  /** More of the portal's home (e.g. the React version it runs). */
  home?: ReactNode;
}

export function PortalFrame({ sportInfo, home }: PortalFrameProps) {
  return (
    <BrowserRouter>
      <nav aria-label="门户">
        <Link to="/">门户首页</Link>
      </nav>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h1>门户首页</h1>
              {home}
              <Link to="/sport-info/anchor">体育资讯</Link>
            </main>
          }
        />
        <Route path="/sport-info/*" element={sportInfo} />
      </Routes>
    </BrowserRouter>
  );
}

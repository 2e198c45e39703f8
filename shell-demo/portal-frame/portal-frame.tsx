/**
 * The reference portals' own page around the app (the Rspack, bridge-react and both Vite hosts):
 * a router, the portal's nav and home with a link into the app, and the app on `/sport-info/*`.
 * What mounts the app is each host's own — that is what they differ in. React and the router are
 * shared modules of each portal's federation build, taken from the portal's own dependencies: the
 * React 18 portal runs this file on its React 18 and react-router 6.
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

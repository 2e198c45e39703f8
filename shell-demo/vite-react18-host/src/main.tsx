/**
 * A portal on React 18.3 and react-router 6, built as portal teams build theirs:
 * Vite + `@module-federation/vite` with its defaults — `sportInfo` a build-time remote from our
 * default `mf-manifest.json`, React, react-dom and react-router-dom shared as singletons,
 * `shareStrategy` left at 'version-first'. It mounts `sportInfo/mount` into a div on its
 * `/sport-info/*` route. Before the remote's share guard it went blank: it was handed our
 * React 19. Now it keeps its own React 18 and its router; our app runs on its own React 19.
 */
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { MountedSportInfo } from './mounted-sport-info';

function PortalHome() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>门户首页</h1>
      <p data-testid="portal-react">React {version}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        点击 {count}
      </button>
      <p>
        <Link to="/sport-info/anchor">体育资讯</Link>
      </p>
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
        <Route path="/sport-info/*" element={<MountedSportInfo />} />
      </Routes>
    </BrowserRouter>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

/**
 * A portal on React 18.3 and react-router 6, built as portal teams build theirs:
 * Vite + `@module-federation/vite` with its defaults — `sportInfo` a build-time remote from our
 * default `mf-manifest.json`, React, react-dom and react-router-dom shared as singletons,
 * `shareStrategy` left at 'version-first'. It mounts `sportInfo/mount` into a div on its
 * `/sport-info/*` route. Before the remote's share guard it went blank: it was handed our
 * React 19. Now it keeps its own React 18 and its router; our app runs on its own React 19.
 * Its page around the app is the other portals' (portal-frame), on this portal's React and router.
 */
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalFrame } from '../../portal-frame/portal-frame';
import { MountedSportInfo } from './mounted-sport-info';

/** The portal's own React at work on its home: the React it runs, and a button that counts. */
function PortalReact() {
  const [count, setCount] = useState(0);
  return (
    <>
      <p data-testid="portal-react">React {version}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        点击 {count}
      </button>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalFrame home={<PortalReact />} sportInfo={<MountedSportInfo />} />
  </StrictMode>,
);

/**
 * `sportInfo/mount` in a div: the portal's React never renders our components, so our app may
 * run on another React. The import is the build-time remote (`sportInfo/mount`), loaded when
 * the route is first opened.
 */
import { useEffect, useRef, useState } from 'react';
import type { Unmount } from 'sportInfo/types';
import { portalConfig } from '../../portal-frame/portal-config';
import { REMOTE_FAILED } from '../../portal-frame/portal-frame';

const { apiBaseUrl } = portalConfig('__VITE_HOST_CONFIG__');

export function MountedSportInfo() {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let unmount: Unmount | null = null;
    let cancelled = false;
    import('sportInfo/mount')
      .then(({ mount }) => {
        if (cancelled || !element.current) return;
        unmount = mount(element.current, { basename: '/sport-info', apiBaseUrl });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, []);
  return failed ? <p role="alert">{REMOTE_FAILED}</p> : <div ref={element} data-testid="sport-info-mount" />;
}

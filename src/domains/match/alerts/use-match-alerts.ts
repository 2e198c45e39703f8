/**
 * The in-app alert inside the app: shows the page's alerts in `container` (view/alert-display.ts,
 * whose chunk comes when the overlay mounts, after the first screen; one feed per page, shared
 * with a host page's `./alerts`); a tap opens the alert's match through the app's navigation.
 * Mounted once, by the match layer's overlay (match-alerts-overlay.tsx).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { linkTo } from '../../../platform/domain/domain-links';
import { useGlobalStore } from '../../../platform/global/global-store';
import type { AlertDisplay } from './view/alert-display';
import { loadAlertDisplay } from './view/load-alert-display';

const roomPath = (id: number) => linkTo('live-room.room', { id });

export function useMatchAlerts(container: RefObject<HTMLElement | null>): void {
  const { go } = useNavigation();
  const theme = useGlobalStore((state) => state.currentTheme);
  // The display lives as long as the overlay; a new `go` (the router's) or theme reaches it in place.
  const goRef = useRef(go);
  goRef.current = go;
  const themeRef = useRef(theme);
  themeRef.current = theme;
  const display = useRef<AlertDisplay | null>(null);

  useEffect(() => {
    let gone = false;
    void loadAlertDisplay().then((loaded) => {
      const parent = container.current;
      if (gone || !parent || !loaded) return;
      display.current = loaded.showPageAlerts(parent, {
        inApp: true,
        theme: themeRef.current,
        roomPath,
        // A tap a second after another jump is not taken (the navigation's debounce): the card stays.
        go: (target) => goRef.current(target) !== 'debounced',
      });
    });
    return () => {
      gone = true;
      display.current?.stop();
      display.current = null;
    };
  }, [container]);

  useEffect(() => display.current?.setTheme(theme), [theme]);
}

/**
 * The in-app alert inside the app: owns the view in `container` and presents the page's alerts
 * there (view/alert-presenters.ts: one feed per page, shared with a host page's `./alerts`); a tap
 * opens the alert's match through the app's navigation. Mounted once, by the match layer's overlay
 * (match-alerts-overlay.tsx), after the first screen.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { linkTo } from '../../../platform/domain/domain-links';
import { useGlobalStore } from '../../../platform/global/global-store';
import type { ShownAlert } from './alert-types';
import { createPageAlertFeed } from './page-alert-feed';
import { alertTarget } from './view/alert-navigation';
import { presentAlerts } from './view/alert-presenters';
import { AlertView } from './view/alert-view';

const roomPath = (id: number) => linkTo('live-room.room', { id });

export function useMatchAlerts(container: RefObject<HTMLElement | null>): void {
  const { go } = useNavigation();
  const theme = useGlobalStore((state) => state.currentTheme);
  // The view lives as long as the overlay; a new `go` (the router's) or theme reaches it in place.
  const goRef = useRef(go);
  goRef.current = go;
  const view = useRef<AlertView<ShownAlert> | null>(null);
  const themeRef = useRef(theme);
  themeRef.current = theme;

  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    const shown = new AlertView<ShownAlert>(parent, {
      theme: themeRef.current,
      onOpen: (alert) =>
        void goRef.current(alertTarget(alert, roomPath, configSelectors.sportJumpGame(useConfigStore.getState()))),
    });
    view.current = shown;
    const stop = presentAlerts({ inApp: true, present: (alert) => shown.show(alert) }, createPageAlertFeed);
    return () => {
      stop();
      shown.destroy();
      view.current = null;
    };
  }, [container]);

  useEffect(() => view.current?.setTheme(theme), [theme]);
}

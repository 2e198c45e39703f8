/**
 * The alerts shown in `parent` for as long as the display lasts: the view (alert-view.ts) fed by
 * the page's one feed (alert-presenters.ts). What the app's overlay and `./alerts` both load, as
 * one chunk of its own that neither carries (the alerts' code stays off the first content).
 */
import type { MatchAlertEvent, ThemeName } from '../../../../contracts/bridge-events';
import type { NavigationTarget } from '../../../../platform/bridge/navigation';
import { configSelectors, useConfigStore } from '../../../../platform/config/config-store';
import type { ShownAlert } from '../alert-types';
import { createPageAlertFeed } from '../page-alert-feed';
import { alertTarget, matchAlertEvent } from './alert-navigation';
import { presentAlerts } from './alert-presenters';
import { AlertView } from './alert-view';

export interface AlertDisplayOptions {
  /** The app's own display (preferred while mounted), or a host page's. */
  inApp: boolean;
  theme: ThemeName;
  /** A room's path (the live room's link in the app; under the app's base on a host page). */
  roomPath(hostId: number): string;
  /** The fan tapped an alert: open where it leads (alert-navigation.ts). False: not taken (a debounced jump). */
  go(target: Exclude<NavigationTarget, { kind: 'url' }>): boolean;
  /** Tells the host of each alert (`match-alert`), whoever shows it. */
  announce?(event: MatchAlertEvent): void;
}

export interface AlertDisplay {
  setTheme(theme: ThemeName): void;
  stop(): void;
}

export function showPageAlerts(parent: Element, options: AlertDisplayOptions): AlertDisplay {
  const { announce } = options;
  const view = new AlertView<ShownAlert>(parent, {
    theme: options.theme,
    onOpen: (alert) =>
      options.go(alertTarget(alert, options.roomPath, configSelectors.sportJumpGame(useConfigStore.getState()))),
  });
  const stopPresenting = presentAlerts(
    {
      inApp: options.inApp,
      present: (alert) => view.show(alert),
      ...(announce && { announce: (alert: ShownAlert) => announce(matchAlertEvent(alert)) }),
    },
    createPageAlertFeed,
  );
  return {
    setTheme: (theme) => view.setTheme(theme),
    stop: () => {
      stopPresenting();
      view.destroy();
    },
  };
}

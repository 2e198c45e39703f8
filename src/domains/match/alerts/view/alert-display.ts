/**
 * The alerts shown in `parent` for as long as the display lasts: the view (alert-view.ts) fed by
 * the page's one feed (alert-presenters.ts). What the app's overlay and `./alerts` both load, as
 * one chunk of its own that neither carries (the alerts' code stays off the first content).
 */
import type { ThemeName } from '../../../../contracts/bridge-events';
import type { ShownAlert } from '../alert-types';
import { createPageAlertFeed } from '../page-alert-feed';
import { presentAlerts } from './alert-presenters';
import { AlertView } from './alert-view';

export interface AlertDisplayOptions {
  /** The app's own display (preferred while mounted), or a host page's. */
  inApp: boolean;
  theme: ThemeName;
  onOpen(alert: ShownAlert): void;
  /** Tells the host of each alert, whoever shows it. */
  announce?(alert: ShownAlert): void;
}

export interface AlertDisplay {
  setTheme(theme: ThemeName): void;
  stop(): void;
}

export function showPageAlerts(parent: Element, options: AlertDisplayOptions): AlertDisplay {
  const view = new AlertView<ShownAlert>(parent, { theme: options.theme, onOpen: options.onOpen });
  const stopPresenting = presentAlerts(
    { inApp: options.inApp, present: (alert) => view.show(alert), announce: options.announce },
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

/**
 * One load of the remote's `SportInfoApp` at a time, shared by every mount of the
 * `/sport-info/*` route, so that leaving and re-entering the route does not fetch again.
 * `reload()` starts a fresh attempt — the retry button's way past the runtime's caches.
 */
import type { ComponentType } from 'react';
import type { AlertsProps, SportInfoAppProps, Unmount } from '../../../../src/contracts/props';

export type SportInfoAppComponent = ComponentType<SportInfoAppProps>;

/** Loads the component; `attempt` counts up from 0 with every retry. */
export type LoadSportInfoApp = (attempt: number) => Promise<SportInfoAppComponent>;

/** `./alerts`'s mount (federation.d.ts, `sportInfo/alerts`). */
export type MountAlerts = (element: Element, props?: AlertsProps) => Unmount;

export interface SportInfoLoader {
  /** The pending or settled load (the same promise until `reload()`). */
  current(): Promise<SportInfoAppComponent>;
  reload(): Promise<SportInfoAppComponent>;
  /** The user is about to open the app: start its code and data (the portal link's hover or touch). */
  warm(): void;
  /** `./alerts`, for the portal's own pages (rejects when the remote cannot be loaded). */
  alerts(): Promise<MountAlerts>;
}

export function createSportInfoLoader(
  load: LoadSportInfoApp,
  warm: () => void = () => undefined,
  alerts: () => Promise<MountAlerts> = () => new Promise(() => undefined),
): SportInfoLoader {
  let attempt = 0;
  let pending: Promise<SportInfoAppComponent> | null = null;
  return {
    current: () => (pending ??= load(attempt)),
    reload: () => {
      attempt += 1;
      pending = load(attempt);
      return pending;
    },
    warm,
    alerts,
  };
}

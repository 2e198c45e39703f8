/**
 * The domain-facing side of navigation. Domains may not import the app (eslint zones), yet
 * their pages jump to host routes, ask for login and link to app paths: the app provides
 * these three functions from its runtime (`Navigator`, `useAppHref`) through this context,
 * and pages read them with `useNavigation()`. Tests provide a fake.
 */
import { createContext, useCallback, useContext } from 'react';
import type { NavigationResult, NavigationTarget } from './navigation';

export interface NavigationPort {
  /** The one way out of a page: debounced and checked by the app's Navigator. */
  go(target: NavigationTarget): NavigationResult;
  /** Asks for login with a way back to `appPath` (emits `login` with backPath under a host). */
  login(appPath: string): NavigationResult;
  /** An app path (`/anchor/detail/7`) as the `to` of a router Link in whichever router renders the app. */
  href(appPath: string): string;
  /**
   * Back: the previous entry of the app's history; with none, the native app's own back (app
   * mode), else `fallbackPath` (a page opened directly).
   */
  back(fallbackPath: string): void;
}

export const NavigationContext = createContext<NavigationPort | null>(null);

export function useNavigation(): NavigationPort {
  const port = useContext(NavigationContext);
  if (!port)
    throw new Error('NavigationContext is missing: render pages inside <SportInfoApp> (or provide one in tests)');
  return port;
}

/** The back button's action of a page whose way back, without history, is `fallbackPath`. */
export function useBack(fallbackPath: string): () => void {
  const { back } = useNavigation();
  return useCallback(() => back(fallbackPath), [back, fallbackPath]);
}

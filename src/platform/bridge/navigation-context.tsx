/**
 * The domain-facing side of navigation. Domains may not import the app (eslint zones), yet
 * their pages jump to host routes, ask for login and link to app paths: the app provides
 * these three functions from its runtime (`Navigator`, `useAppHref`) through this context,
 * and pages read them with `useNavigation()`. Tests provide a fake.
 */
import { createContext, useContext } from 'react';
import type { NavigationResult, NavigationTarget } from './navigation';

export interface NavigationPort {
  /** The one way out of a page: debounced and checked by the app's Navigator. */
  go(target: NavigationTarget): NavigationResult;
  /** Asks for login with a way back to `appPath` (emits `login` with backPath under a host). */
  login(appPath: string): NavigationResult;
  /** An app path (`/anchor/detail/7`) as the `to` of a router Link in whichever router renders the app. */
  href(appPath: string): string;
}

export const NavigationContext = createContext<NavigationPort | null>(null);

export function useNavigation(): NavigationPort {
  const port = useContext(NavigationContext);
  if (!port)
    throw new Error('NavigationContext is missing: render pages inside <SportInfoApp> (or provide one in tests)');
  return port;
}

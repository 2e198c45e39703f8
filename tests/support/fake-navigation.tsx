/**
 * The navigation port the app gives pages (platform/bridge/navigation-context), faked: it
 * records jumps, login requests and back presses, so a page test sees where a tap would go.
 */
import type { ReactNode } from 'react';
import type { NavigationTarget } from '../../src/platform/bridge/navigation';
import { NavigationContext, type NavigationPort } from '../../src/platform/bridge/navigation-context';

export interface FakeNavigation extends NavigationPort {
  jumps: NavigationTarget[];
  logins: string[];
  /** The fallback path of each back press. */
  backs: string[];
}

export function fakeNavigation(): FakeNavigation {
  const jumps: NavigationTarget[] = [];
  const logins: string[] = [];
  const backs: string[] = [];
  return {
    jumps,
    logins,
    backs,
    go: (target) => {
      jumps.push(target);
      return 'done';
    },
    login: (appPath) => {
      logins.push(appPath);
      return 'done';
    },
    href: (appPath) => appPath,
    back: (fallbackPath) => {
      backs.push(fallbackPath);
    },
  };
}

export function WithNavigation({ navigation, children }: { navigation: NavigationPort; children: ReactNode }) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

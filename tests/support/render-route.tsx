/**
 * Renders a path of the app as the app would: the route table the app builds from
 * the domains' descriptors (src/app/routing/route-table), inside a router, with a fake navigation
 * port that records jumps, login requests and back presses, over the real HTTP client. One
 * harness for every domain's page tests: a new domain's pages render here with no change.
 *
 * The page at `path` is loaded before the first render, so the test starts on it (its first
 * screen may be asserted at once); a page the test goes to loads lazily, as in the app. A test
 * file under tests/unit/domains/<domain>/ has its domain's pages loaded before its first test
 * (a `beforeAll` of this module), as the per-domain helpers imported them: loading a page's
 * code is not the first test's time.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DOMAINS } from '../../src/app/domains';
import { loadPage, usePageChunk } from '../../src/app/routing/lazy-page';
import { findRoute, routeTable, type RouteEntry } from '../../src/app/routing/route-table';
import { NavigationContext } from '../../src/platform/bridge/navigation-context';
import { configureHttp } from '../../src/platform/http/http-client';
import { fakeNavigation } from './fake-navigation';

/** The API address the pages call (a fake transport or the in-process backend answers it). */
export const TEST_API_BASE = 'http://api.test';

const PRELOAD_TIMEOUT_MS = 60_000;

/** Loads the routes' pages the app's way, so the pages render in their first frame. */
async function preload(routes: readonly RouteEntry[]): Promise<void> {
  await Promise.all(routes.map((route) => loadPage(route.id, route.load)));
}

beforeAll(async () => {
  const domainUnderTest = /tests[\\/]unit[\\/]domains[\\/]([\w-]+)[\\/]/.exec(expect.getState().testPath ?? '')?.[1];
  await preload(DOMAINS.find((domain) => domain.id === domainUnderTest)?.routes ?? []);
}, PRELOAD_TIMEOUT_MS);

async function preloadPage(path: string): Promise<void> {
  const route = findRoute(new URL(path, TEST_API_BASE).pathname);
  if (route) await preload([route]);
}

/** The route's page as the app follows its chunk (usePageChunk): at once when loaded, else once it arrives. */
function RoutePage({ route }: { route: RouteEntry }) {
  const { page: Page } = usePageChunk(route.id, route.load);
  return Page ? <Page /> : null;
}

/** Where the router is: a test reads it with `getByTestId('location')`. */
function Where() {
  return (
    <span hidden data-testid="location">
      {useLocation().pathname}
    </span>
  );
}

export async function renderRoute(path: string) {
  configureHttp({ baseUrl: TEST_API_BASE, platform: 'web' });
  await preloadPage(path);
  const navigation = fakeNavigation();
  /** The whole tree again, for `rerender(page())` (a remount keeps the stores). */
  const page = () => (
    <NavigationContext.Provider value={navigation}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          {routeTable.map((route) => (
            <Route key={route.id} path={route.pattern} element={<RoutePage route={route} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </NavigationContext.Provider>
  );
  const view = render(page());
  return { ...view, navigation, page };
}

/**
 * The app's routes: the frame's own pages below, and every domain's routes
 * from its descriptor (src/app/domains.ts). A route whose page is not built yet is in no table —
 * its domain's issue adds it.
 */
import { matchPath } from 'react-router-dom';
import type { RouteEntry } from '../../platform/domain/domain-descriptor';
import { DOMAINS } from '../domains';
import { paths } from './frame-paths';

export type { PageModule, RouteEntry } from '../../platform/domain/domain-descriptor';

/**
 * Redirects, each declared by the domain it leads to (`/` → `/anchor`, `/news1`
 * → `/news`; `/` goes to the last kept-alive page first when the host asks, see app-frame).
 */
export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  DOMAINS.flatMap((domain) => Object.entries(domain.redirects)),
);

/** The frame's own pages: downloads and the gold-coin document. */
const FRAME_ROUTES: readonly RouteEntry[] = [
  {
    id: 'download',
    pattern: paths.download(),
    header: true,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-download" */ '../pages/download-page'),
  },
  {
    id: 'anchor-download',
    pattern: paths.anchorDownload(),
    header: false,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-anchor-download" */ '../pages/anchor-download-page'),
  },
  {
    id: 'gold-document',
    pattern: paths.goldDocument(),
    header: false,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-gold-document" */ '../pages/gold-document-page'),
  },
];

/** Any other path: a not-found page with a way back (its own chunk, like every page). */
export const NOT_FOUND_ROUTE: RouteEntry = {
  id: 'not-found',
  pattern: '*',
  header: false,
  keepAlive: false,
  load: () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found-page'),
};

export const routeTable: readonly RouteEntry[] = [...DOMAINS.flatMap((domain) => domain.routes), ...FRAME_ROUTES];

export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((route) => matchPath({ path: route.pattern, end: true }, path));
}

/** Where a path redirects to; own keys only (`constructor` or `toString` is no redirect). */
export function redirectTarget(path: string): string | undefined {
  return Object.hasOwn(redirects, path) ? redirects[path] : undefined;
}

/** Own paths: routed pages and redirects. The navigation guard accepts only these. */
export function isAppPath(path: string): boolean {
  return redirectTarget(path) !== undefined || findRoute(path) !== undefined;
}

/** The app path of a router location: the router's pathname without the href prefix. */
export function toAppPath(pathname: string, hrefPrefix: string): string {
  const path = hrefPrefix && pathname.startsWith(hrefPrefix) ? pathname.slice(hrefPrefix.length) : pathname;
  return path === '' ? '/' : path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The route an address is on, as the portal's `metric` and `error` events name it: the route's
 * pattern (`/anchor/detail/:id`: no ids, which would split the counts), a redirect's own path,
 * `*` for the not-found page; null for an address outside `basename` (the host's own pages).
 */
export function reportedRoute(pathname: string, basename: string): string | null {
  const prefix = basename === '/' ? '' : basename;
  if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  const appPath = toAppPath(pathname, prefix);
  return findRoute(appPath)?.pattern ?? (redirectTarget(appPath) !== undefined ? appPath : NOT_FOUND_ROUTE.pattern);
}

/** Depth of a path, for the slide direction of route transitions. */
export const pathDepth = (path: string): number => path.split('/').filter(Boolean).length;

/** Route patterns as React Router wants them inside a parent route: without the leading slash. */
export const relativePattern = (pattern: string): string => pattern.replace(/^\//, '');

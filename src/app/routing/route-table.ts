/**
 * The app's routes (spec section 2), typed: every path a component links to comes from here.
 * A route whose page is not built yet is not in the table — its domain's issue adds it.
 */
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { anchorPaths, anchorRoutes } from '../../domains/anchors/anchor-paths';
import { useAnchorsStore } from '../../domains/anchors/store/anchors-store';

export type PageModule = { default: ComponentType };

export interface RouteEntry {
  id: string;
  /** Pattern relative to the app's base: `/anchor/detail/:id`. */
  pattern: string;
  /** Shows the header tab bar. */
  header: boolean;
  /** Stays mounted while hidden; state and scroll survive. */
  keepAlive: boolean;
  /** Pads the page's bottom for a bar fixed there (spec: "input padding", e.g. the live room's). */
  inputPadding?: boolean;
  /** The page's own chunk. */
  load: () => Promise<PageModule>;
  /**
   * Data of the page's first screen that needs the API address but not the config: asked for
   * when the page is where the app starts, as soon as the domain list has loaded, beside the
   * config call instead of after it.
   */
  prefetch?: () => unknown;
}

/** Redirects of spec section 2 (`/` goes to the last kept-alive page first, see keep-alive). */
export const redirects: Readonly<Record<string, string>> = {
  '/': '/anchor',
  '/news1': '/news',
};

export const routeTable: readonly RouteEntry[] = [
  {
    id: 'anchor',
    pattern: anchorRoutes.home,
    header: true,
    keepAlive: true,
    load: () => import(/* webpackChunkName: "page-anchor" */ '../../domains/anchors/pages/anchor-home-page'),
    // The banners: the first screen's largest picture (the page asks again only if this failed).
    prefetch: () => useAnchorsStore.getState().loadBanners(),
  },
  {
    id: 'anchor-detail',
    pattern: anchorRoutes.detail,
    header: false,
    keepAlive: false,
    inputPadding: true,
    load: () => import(/* webpackChunkName: "page-anchor-detail" */ '../../domains/anchors/pages/live-room-page'),
  },
  {
    id: 'anchor-all',
    pattern: anchorRoutes.allAnchors,
    header: false,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-anchor-all" */ '../../domains/anchors/pages/all-anchors-page'),
  },
  {
    id: 'anchor-week-rank',
    pattern: anchorRoutes.weekRank,
    header: false,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-anchor-week-rank" */ '../../domains/anchors/pages/week-rank-page'),
  },
  {
    id: 'anchor-image',
    pattern: anchorRoutes.anchorImage,
    header: false,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-anchor-image" */ '../../domains/anchors/pages/anchor-image-page'),
  },
  {
    id: 'download',
    pattern: '/download',
    header: true,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-download" */ '../pages/download-page'),
  },
  {
    id: 'anchor-download',
    pattern: '/anchor-download',
    header: false,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-anchor-download" */ '../pages/anchor-download-page'),
  },
  {
    id: 'gold-document',
    pattern: '/gold-document',
    header: false,
    keepAlive: false,
    load: () => import(/* webpackChunkName: "page-gold-document" */ '../pages/gold-document-page'),
  },
];

/** Typed hrefs of the routes above: components never write a path by hand. */
export const paths = {
  anchor: anchorPaths.home,
  anchorDetail: anchorPaths.detail,
  allAnchors: anchorPaths.allAnchors,
  anchorWeekRank: anchorPaths.weekRank,
  anchorImage: anchorPaths.anchorImage,
  download: () => '/download',
  anchorDownload: () => '/anchor-download',
  goldDocument: () => '/gold-document',
  home: () => '/',
} as const;

export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((route) => matchPath({ path: route.pattern, end: true }, path));
}

/** Own paths: routed pages and redirects. The navigation guard accepts only these. */
export function isAppPath(path: string): boolean {
  return path in redirects || findRoute(path) !== undefined;
}

/** The app path of a router location: the router's pathname without the href prefix. */
export function toAppPath(pathname: string, hrefPrefix: string): string {
  const path = hrefPrefix && pathname.startsWith(hrefPrefix) ? pathname.slice(hrefPrefix.length) : pathname;
  return path === '' ? '/' : path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Depth of a path, for the slide direction of route transitions. */
export const pathDepth = (path: string): number => path.split('/').filter(Boolean).length;

/** Route patterns as React Router wants them inside a parent route: without the leading slash. */
export const relativePattern = (pattern: string): string => pattern.replace(/^\//, '');

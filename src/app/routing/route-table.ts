/**
 * The app's routes (spec section 2), typed: every path a component links to comes from here.
 * A route whose page is not built yet is not in the table — it is added by its domain's issue.
 */
import { matchPath } from 'react-router-dom';

export interface RouteEntry {
  /** Pattern relative to the app's base: `/anchor/detail/:id`. */
  pattern: string;
  /** Shows the header tab bar. */
  header: boolean;
  /** Stays mounted while hidden. */
  keepAlive: boolean;
}

/** Redirects of spec section 2. */
export const redirects: Readonly<Record<string, string>> = {
  '/': '/anchor',
  '/news1': '/news',
};

export const routeTable: readonly RouteEntry[] = [];

export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((route) => matchPath({ path: route.pattern, end: true }, path));
}

/** Own paths: routed pages and redirects. The navigation guard accepts only these. */
export function isAppPath(path: string): boolean {
  return path in redirects || findRoute(path) !== undefined;
}

/** Route patterns as React Router wants them inside a parent route: without the leading slash. */
export const relativePattern = (pattern: string): string => pattern.replace(/^\//, '');

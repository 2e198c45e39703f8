/**
 * The one way out of a page (its targets, and the navigation debounce): every
 * jump goes through `Navigator.go`, which is debounced (1000 ms, leading only) and checked —
 * the app's own paths, the host routes with their query names, or an allowed host. Anything
 * else is refused and reported. A sport route is opened under the configured sport path.
 */
import {
  DEFAULT_SPORT_PATH,
  HOST_ROUTE_QUERY,
  HostRoute,
  hostRouteUrlPath,
  isHostRoute,
  type HostRoutePath,
} from '../../contracts/host-routes';
import { leadingDebounce } from '../../lib/leading-debounce';
import { report } from '../feedback/monitor';
import type { HostBridge } from './host-bridge';
import type { NativeBridge } from './native-bridge';

export const NAVIGATION_DEBOUNCE_MS = 1000;

export type NavigationTarget =
  /** A path of this app, relative to its basename: `/anchor/detail/7`. */
  | { kind: 'app'; path: string }
  /** A route of the host portal with its query. */
  | { kind: 'host'; path: HostRoutePath; query: Record<string, string | number | undefined> }
  /** A page on one of the allowed hosts. */
  | { kind: 'url'; url: string };

export interface AppNavigatorOptions {
  hostBridge: HostBridge;
  native: NativeBridge;
  platform: 'web' | 'app';
  basename: string;
  allowedHosts: readonly string[];
  isAppPath(path: string): boolean;
  navigateInApp(path: string): void;
  assignLocation?(url: string): void;
  now?(): number;
  /** The common config's sport path (`stSportPath`): sport jumps go under it. Default `/newSport`. */
  sportPath?(): string;
}

export type NavigationResult = 'done' | 'debounced' | 'refused';

export class AppNavigator {
  private readonly debounced: (target: CheckedTarget) => boolean;

  constructor(private readonly options: AppNavigatorOptions) {
    this.debounced = leadingDebounce(
      (target: CheckedTarget) => this.perform(target),
      NAVIGATION_DEBOUNCE_MS,
      options.now,
    );
  }

  go(target: NavigationTarget): NavigationResult {
    const checked = this.check(target);
    if (!checked) {
      report({ code: 'navigation-refused', message: describe(target), detail: target });
      return 'refused';
    }
    return this.debounced(checked) ? 'done' : 'debounced';
  }

  /** Asks for login and a way back to `appPath` (the current page when absent). */
  login(appPath: string): NavigationResult {
    return this.go({ kind: 'host', path: HostRoute.login, query: { backPath: this.toBackPath(appPath) } });
  }

  /** The host-side path of an app path: what `backPath` carries. */
  toBackPath(appPath: string): string {
    const normal = normalizeAppPath(appPath);
    const safe = normal && this.options.isAppPath(pathOnly(normal)) ? normal : '/';
    const base = this.options.basename.replace(/\/$/, '');
    return `${base}${safe}` || '/';
  }

  private check(target: NavigationTarget): CheckedTarget | null {
    switch (target.kind) {
      case 'app': {
        // The normalised path is what is checked and what is opened: `/anchor/../admin` is `/admin`.
        const path = normalizeAppPath(target.path);
        return path && this.options.isAppPath(pathOnly(path)) ? { kind: 'app', path } : null;
      }
      case 'host': {
        if (!isHostRoute(target.path)) return null;
        const allowed = HOST_ROUTE_QUERY[target.path] as readonly string[];
        const query: Record<string, string> = {};
        for (const [name, value] of Object.entries(target.query)) {
          if (allowed.includes(name) && value !== undefined && value !== '') query[name] = String(value);
        }
        if (target.path === HostRoute.login && !this.isSafeBackPath(query.backPath))
          query.backPath = this.toBackPath('/');
        return { kind: 'host', path: target.path, query };
      }
      case 'url': {
        const url = normalizeAllowedUrl(target.url, this.options.allowedHosts);
        return url ? { kind: 'url', url } : null;
      }
    }
  }

  private isSafeBackPath(backPath: string | undefined): boolean {
    const base = this.options.basename.replace(/\/$/, '');
    const normal = backPath === undefined ? null : normalizeAppPath(backPath);
    if (!normal || normal !== backPath || !normal.startsWith(base)) return false;
    return this.options.isAppPath(pathOnly(normal.slice(base.length)) || '/');
  }

  private perform(target: CheckedTarget): void {
    const { hostBridge, native, platform } = this.options;
    const assign = this.options.assignLocation ?? ((url: string) => window.location.assign(url));
    if (target.kind === 'app') {
      this.options.navigateInApp(target.path);
      return;
    }
    if (target.kind === 'url') {
      if (platform === 'app') void native.jump('jumpH5', { url: target.url });
      else assign(target.url);
      return;
    }
    const path = hostRouteUrlPath(target.path, this.options.sportPath?.() ?? DEFAULT_SPORT_PATH);
    const url = withQuery(path, target.query);
    if (target.path === HostRoute.login) {
      const backPath = target.query.backPath ?? '/';
      if (platform === 'app') void native.jump('jumpLogin', { backPath });
      else if (hostBridge.hasHost) hostBridge.emit('login', { backPath });
      else assign(url);
      return;
    }
    if (platform === 'app') void native.jump('jumpH5', { url });
    else if (hostBridge.hasHost) hostBridge.emit('navigate', { path, query: target.query });
    else assign(url);
  }
}

type CheckedTarget =
  | { kind: 'app'; path: string }
  | { kind: 'host'; path: HostRoutePath; query: Record<string, string> }
  | { kind: 'url'; url: string };

/** A same-origin absolute path: no scheme, no protocol-relative `//`, no backslashes. */
export function isSafeAppPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    ![...path].some((char) => char.charCodeAt(0) < 32)
  );
}

const PROBE_ORIGIN = 'http://app.invalid';

/** A safe app path in its normal form (dot segments resolved, percent-encoded), else null. */
export function normalizeAppPath(path: string): string | null {
  if (!isSafeAppPath(path)) return null;
  try {
    const url = new URL(path, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    const normal = `${url.pathname}${url.search}${url.hash}`;
    // Resolving dot segments can make a protocol-relative path: `/.//evil.com` is `//evil.com`.
    return isSafeAppPath(normal) ? normal : null;
  } catch {
    return null;
  }
}

/**
 * An http(s) URL on an allowed host, in its normal form (what the browser would open), else
 * null. Userinfo (`https://allowed@evil`) and backslashes (`https://allowed\@evil`) are
 * refused: browsers and checkers disagree on where such a host ends.
 */
export function normalizeAllowedUrl(url: string, allowedHosts: readonly string[]): string | null {
  if (url.includes('\\') || [...url].some((char) => char.charCodeAt(0) < 32)) return null;
  try {
    const parsed = new URL(url);
    if (parsed.username !== '' || parsed.password !== '' || /^[a-z][a-z\d+.-]*:\/*[^/?#]*@/i.test(url)) return null;
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return allowedHosts.includes(parsed.host) ? parsed.href : null;
  } catch {
    return null;
  }
}

export const isAllowedUrl = (url: string, allowedHosts: readonly string[]): boolean =>
  normalizeAllowedUrl(url, allowedHosts) !== null;

const pathOnly = (path: string): string => path.split(/[?#]/)[0]!;

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function describe(target: NavigationTarget): string {
  return target.kind === 'url' ? target.url : target.path;
}

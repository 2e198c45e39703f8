/**
 * The remote's `navigate` event asks the host to open one of its own routes. Only the
 * paths of `HostRoute` under the portal's sport path (the common config's `stSportPath`, which
 * the host reads as the remote does: state/portal-config.ts) are honoured, and only the query
 * names each one takes; the host opens the page at that path (its routes follow the sport path).
 * A page of the remote's own under its base (`./alerts` opening a room from the portal's pages) is
 * opened as it is, without a query.
 */
import type { RemoteToHostEvents } from '../../../../src/contracts/bridge-events';
import {
  DEFAULT_SPORT_PATH,
  HOST_ROUTE_QUERY,
  hostRouteOfUrlPath,
  hostRouteUrlPath,
} from '../../../../src/contracts/host-routes';
import { DEFAULT_BASENAME_EMBEDDED } from '../../../../src/contracts/props';

/** A plain path under the remote's base: `/sport-info/anchor/detail/7`. */
const REMOTE_PAGE = new RegExp(`^${DEFAULT_BASENAME_EMBEDDED}(/[A-Za-z0-9_-]+)+$`);

export type NavigateDecision = { allowed: true; to: string } | { allowed: false; reason: string };

export function resolveNavigateRequest(
  request: RemoteToHostEvents['navigate'] | unknown,
  sportPath = DEFAULT_SPORT_PATH,
): NavigateDecision {
  if (typeof request !== 'object' || request === null) return { allowed: false, reason: '事件内容不是对象' };
  const { path: asked, query } = request as { path?: unknown; query?: unknown };
  if (typeof asked === 'string' && REMOTE_PAGE.test(asked)) return { allowed: true, to: asked };
  const path = typeof asked === 'string' ? hostRouteOfUrlPath(asked, sportPath) : undefined;
  if (!path) return { allowed: false, reason: `不是宿主路由：${String(asked)}` };
  const allowedNames: readonly string[] = HOST_ROUTE_QUERY[path];
  const params = new URLSearchParams();
  if (typeof query === 'object' && query !== null) {
    for (const [name, value] of Object.entries(query)) {
      // Unknown names are dropped rather than forwarded into the host's page.
      if (allowedNames.includes(name) && (typeof value === 'string' || typeof value === 'number'))
        params.append(name, String(value));
    }
  }
  const search = params.toString();
  const at = hostRouteUrlPath(path, sportPath);
  return { allowed: true, to: search ? `${at}?${search}` : at };
}

/**
 * The remote's `navigate` event asks the host to open one of its own routes. Only the
 * paths of `HostRoute` are honoured, and only the query names each one takes.
 */
import type { RemoteToHostEvents } from '../../../../src/contracts/bridge-events';
import { HOST_ROUTE_QUERY, isHostRoute } from '../../../../src/contracts/host-routes';

export type NavigateDecision = { allowed: true; to: string } | { allowed: false; reason: string };

export function resolveNavigateRequest(request: RemoteToHostEvents['navigate'] | unknown): NavigateDecision {
  if (typeof request !== 'object' || request === null) return { allowed: false, reason: '事件内容不是对象' };
  const { path, query } = request as { path?: unknown; query?: unknown };
  if (typeof path !== 'string' || !isHostRoute(path)) {
    return { allowed: false, reason: `不是宿主路由：${String(path)}` };
  }
  const allowedNames: readonly string[] = HOST_ROUTE_QUERY[path];
  const params = new URLSearchParams();
  if (typeof query === 'object' && query !== null) {
    for (const [name, value] of Object.entries(query)) {
      // Unknown names are dropped rather than forwarded into the host's page.
      if (allowedNames.includes(name) && (typeof value === 'string' || typeof value === 'number')) params.append(name, String(value));
    }
  }
  const search = params.toString();
  return { allowed: true, to: search ? `${path}?${search}` : path };
}

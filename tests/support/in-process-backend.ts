/**
 * An in-process backend for page tests (issue 22 §6): the development server's real route modules
 * over a world built at a fixed time, answering through the real HTTP client's fake transport
 * (tests/support/fake-transport) — so the pages meet the same contract and data as in the browser,
 * without a socket or a port. The envelope's success code follows the path as the server's
 * pipeline does (`/ssapi` 0, else 1). A test may answer one call its own way (a failure, a hang).
 *
 * Give it the route modules a page calls (`registerNbaRoutes`, ...): modules read `world()` and
 * `now()` of the context; those that need sessions or the push hub stay with the integration tests.
 */
import { ResultCode } from '../../src/contracts/http';
import { ApiError } from '../../shell-demo/server/api-error';
import { decodeParams } from '../../shell-demo/server/request-body';
import { Router, type Method } from '../../shell-demo/server/router';
import type { RouteModule, ServerContext } from '../../shell-demo/server/server-context';
import { createWorld } from '../../shell-demo/server/world/create-world';
import type { World } from '../../shell-demo/server/world/types';
import { installFakeTransport, type Reply, type SentRequest } from './fake-transport';

const worlds = new Map<number, World>();
/** One world per time and test file (building one takes a second); tests only read it. */
export const worldAt = (now: number): World => {
  const known = worlds.get(now);
  if (known) return known;
  const world = createWorld({ now });
  worlds.set(now, world);
  return world;
};

export function installInProcessBackend(
  modules: readonly RouteModule[],
  { now, override }: { now: number; override?: (request: SentRequest) => Reply | undefined },
) {
  const world = worldAt(now);
  const router = new Router();
  const context = { world: () => world, now: () => now } as unknown as ServerContext;
  for (const register of modules) register(router, context);
  return installFakeTransport(async (request) => {
    const special = override?.(request);
    if (special) return special;
    const url = new URL(request.url);
    const found = router.match(request.method, url.pathname);
    if (!found || !('route' in found)) return { envelope: { code: 404, msg: `no call ${url.pathname}` } };
    try {
      const { query, body } = decodeParams(url.searchParams, request.headers['content-type'], Buffer.from(request.body ?? ''));
      const data: unknown = await found.route.handler({
        method: request.method as Method,
        path: url.pathname,
        rest: '',
        query,
        body,
        params: { ...query, ...body },
        headers: request.headers,
        session: null,
        origin: url.origin,
      });
      const success = url.pathname.startsWith('/ssapi/') ? ResultCode.NodeSuccess : ResultCode.Success;
      return { envelope: { code: success, msg: 'success', data } };
    } catch (error) {
      if (error instanceof ApiError) return { envelope: { code: error.code, msg: error.message } };
      throw error;
    }
  });
}

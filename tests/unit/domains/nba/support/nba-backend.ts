/**
 * The NBA backend for page tests: the development server's real NBA route module over a world
 * built at a fixed time, answering through the real HTTP client's fake transport — so the pages
 * meet the same contract and data as in the browser, without a socket. A test may answer one
 * call its own way (a failure, a hang).
 */
import { ApiError } from '../../../../../shell-demo/server/api-error';
import { decodeParams } from '../../../../../shell-demo/server/request-body';
import { Router, type Method } from '../../../../../shell-demo/server/router';
import { registerNbaRoutes } from '../../../../../shell-demo/server/routes/nba';
import type { ServerContext } from '../../../../../shell-demo/server/server-context';
import { createWorld } from '../../../../../shell-demo/server/world/create-world';
import type { World } from '../../../../../shell-demo/server/world/types';
import { installFakeTransport, type Reply, type SentRequest } from '../../../../support/fake-transport';

/** Saturday evening in China: today's games are under way, finished or to come. */
export const BACKEND_NOW = Date.UTC(2026, 10, 21, 12, 0);

let shared: World | null = null;
/** One world per test file (building one takes a second); tests only read it. */
export const backendWorld = (): World => (shared ??= createWorld({ now: BACKEND_NOW }));

export function installNbaBackend(override?: (request: SentRequest) => Reply | undefined) {
  const world = backendWorld();
  const router = new Router();
  registerNbaRoutes(router, { world: () => world, now: () => BACKEND_NOW } as unknown as ServerContext);
  return installFakeTransport((request) => {
    const special = override?.(request);
    if (special) return special;
    const url = new URL(request.url);
    const found = router.match(request.method, url.pathname);
    if (!found || !('route' in found)) return { envelope: { code: 404, msg: `no call ${url.pathname}` } };
    try {
      const { query, body } = decodeParams(
        url.searchParams,
        request.headers['content-type'],
        Buffer.from(request.body ?? ''),
      );
      const data = found.route.handler({
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
      return { envelope: { code: 0, msg: 'success', data } };
    } catch (error) {
      if (error instanceof ApiError) return { envelope: { code: error.code, msg: error.message } };
      throw error;
    }
  });
}

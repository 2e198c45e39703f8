/**
 * An in-process backend for page tests: the development server's real route modules
 * over a world built at a fixed time, answering through the real HTTP client's fake transport
 * (tests/support/fake-transport) — so the pages meet the same contract and data as in the browser,
 * without a socket or a port. The envelope's success code follows the path as the server's
 * pipeline does (`/ssapi` 0, else 1). A test may answer one call its own way (a failure, a hang).
 *
 * Give it the route modules a page calls (`registerNbaRoutes`, ...): modules read `world()`,
 * `now()` and the sessions of the context — the server's own SessionStore, checked as the server's
 * pipeline does (`token`/`uid` headers; `auth: 'required'` answers 请先登录). `logIn(username)`
 * is the demo login: it puts the issued session into the app's session store, so the page's
 * calls carry it; `advance(ms)` moves the server's clock (the world stays as built). Modules that need the push hub stay with the integration tests.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Header, ResultCode, type CallSpec } from '../../src/contracts/http';
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { useSessionStore } from '../../src/platform/session/session-store';
import { ApiError, notLoggedIn } from '../../shell-demo/server/api-error';
import { decodeParams } from '../../shell-demo/server/request-body';
import { Router, type Method, type SessionRef } from '../../shell-demo/server/router';
import { soleRole } from '../../shell-demo/server/push/publisher-role';
import { InProcessCells } from '../../shell-demo/server/push/shared-cells';
import { SessionStore } from '../../shell-demo/server/sessions';
import type { RouteModule, ServerContext } from '../../shell-demo/server/server-context';
import { createWorld } from '../../shell-demo/server/world/create-world';
import type { World } from '../../shell-demo/server/world/types';
import { installFakeTransport, type Reply, type SentRequest } from './fake-transport';

const ROOT = path.resolve(__dirname, '../..');
/**
 * What a world is built from — shell-demo/server/world today; the whole server and the contracts,
 * so that an import added from elsewhere still builds anew: a change to any of these files does.
 */
const WORLD_SOURCES = ['shell-demo/server', 'src/contracts'];
/** Worlds built by this checkout's tests, per source key and time (one directory per checkout). */
const WORLD_CACHE = path.join(
  tmpdir(),
  'sport-info-test-worlds',
  createHash('sha256').update(ROOT).digest('hex').slice(0, 12),
);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

let sourceKey: string | undefined;
/** A hash of the world's sources (a few milliseconds; once per test file). */
function worldSourceKey(): string {
  if (sourceKey) return sourceKey;
  const hash = createHash('sha256');
  for (const file of WORLD_SOURCES.flatMap((dir) => filesUnder(path.join(ROOT, dir))).sort()) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return (sourceKey = hash.digest('hex').slice(0, 16));
}

/**
 * The world at `now` as createWorld builds it (deterministic for its sources and time), kept on
 * disk: building one takes 1–2 s, reading it back a quarter of that — every test file that runs
 * over the in-process backend paid the build. Written under a temporary name and renamed, so a
 * parallel worker reads a whole file or none; worlds of older sources are removed when one is
 * written. Any failure to read or write only costs the build.
 */
/** Where the world at `now` of the current sources is kept. */
export const worldCacheFile = (now: number): string => path.join(WORLD_CACHE, `${worldSourceKey()}-${now}.v8`);

function builtWorld(now: number): World {
  const key = worldSourceKey();
  const file = worldCacheFile(now);
  try {
    return deserialize(readFileSync(file)) as World;
  } catch {
    // Not built yet with these sources.
  }
  const world = createWorld({ now });
  try {
    mkdirSync(WORLD_CACHE, { recursive: true });
    for (const old of readdirSync(WORLD_CACHE))
      if (!old.startsWith(key)) rmSync(path.join(WORLD_CACHE, old), { force: true });
    const written = `${file}.${process.pid}.tmp`;
    writeFileSync(written, serialize(world));
    renameSync(written, file);
  } catch {
    // A cache that cannot be written only costs time.
  }
  return world;
}

const worlds = new Map<number, World>();
/** One world per time and test file (read from the disk cache, else built); tests may change it (a like). */
export const worldAt = (now: number): World => {
  const known = worlds.get(now);
  if (known) return known;
  const world = builtWorld(now);
  worlds.set(now, world);
  return world;
};

/**
 * The page tests' moment: Saturday evening in China, 21 November 2026 — matches in play with
 * streamers, finished ones and ones to come, the leagues' round under way, the ranking's week of
 * Monday 16 November.
 */
export const BACKEND_NOW = Date.UTC(2026, 10, 21, 12, 0);

/** The page tests' world, built once per test file. */
export const backendWorld = (): World => worldAt(BACKEND_NOW);

/**
 * A test's own answer to a call, or undefined for the server's. `serverData()` is what the route
 * modules answer to this request (it throws the server's ApiError), so a test can amend the
 * world's answer instead of writing one; `serverData(changed)` asks them a changed request (the
 * world's bets two a page).
 */
export type Override = (
  request: SentRequest,
  serverData: (asked?: SentRequest) => Promise<unknown>,
) => Reply | Promise<Reply | undefined> | undefined;

export function installInProcessBackend(
  modules: readonly RouteModule[],
  { now, override }: { now: number; override?: Override },
) {
  const world = worldAt(now);
  const router = new Router();
  /** The server's clock: the world's time, moved on by advance() (a review that takes 30 s). */
  let clock = now;
  const sessions = new SessionStore(() => clock);
  // One process alone: the publisher of its world, answering every call itself.
  const push = { publisher: soleRole('in-process-backend') };
  // Its own cells (a 红包 claim lives there, as on a gateway alone on its bus).
  const cells = new InProcessCells(() => clock);
  const context = { world: () => world, now: () => clock, sessions, push, cells } as unknown as ServerContext;
  /** The data the route modules answered, per path, in order (a test reads the world through them). */
  const answered = new Map<string, unknown[]>();
  for (const register of modules) register(router, context);

  /** The route's data for the request, as the server's pipeline gets it (sessions checked); throws ApiError. */
  async function routeData(request: SentRequest): Promise<unknown> {
    const url = new URL(request.url);
    const found = router.match(request.method, url.pathname);
    if (!found || !('route' in found)) throw new ApiError(404, `no call ${url.pathname}`);
    let session: SessionRef | null = null;
    const token = request.headers[Header.Token];
    if (found.route.auth !== 'ignore' && token) {
      const result = sessions.check(token, request.headers[Header.Uid]);
      if (!result.ok) throw new ApiError(result.code, result.msg);
      session = result.session;
    }
    if (found.route.auth === 'required' && !session) throw notLoggedIn();
    const { query, body } = decodeParams(
      url.searchParams,
      request.headers['content-type'],
      Buffer.from(request.body ?? ''),
    );
    const data: unknown = await found.route.handler({
      method: request.method as Method,
      path: url.pathname,
      rest: '',
      query,
      body,
      params: { ...query, ...body },
      headers: request.headers,
      session,
      origin: url.origin,
    });
    return data;
  }

  /** routeData, kept among what the server answered (answersTo). */
  async function serverData(request: SentRequest): Promise<unknown> {
    const data = await routeData(request);
    const path = new URL(request.url).pathname;
    answered.set(path, [...(answered.get(path) ?? []), data]);
    return data;
  }

  const transport = installFakeTransport(async (request) => {
    try {
      const special = await override?.(request, (asked = request) => serverData(asked));
      if (special) return special;
      const data = await serverData(request);
      const success = request.path.startsWith('/ssapi/') ? ResultCode.NodeSuccess : ResultCode.Success;
      return { envelope: { code: success, msg: 'success', data } };
    } catch (error) {
      if (error instanceof ApiError) return { envelope: { code: error.code, msg: error.message } };
      throw error;
    }
  });
  return {
    ...transport,
    /** The requests sent to one path. */
    sentTo: (path: string) => transport.sent.filter((request) => request.path === path),
    /** What the server answered to one path (the envelopes' data), in order. */
    answersTo: <T = unknown>(path: string) => (answered.get(path) ?? []) as T[],
    /** Moves the server's clock on (the world stays as built). */
    advance(ms: number): void {
      clock += ms;
    },
    /**
     * A call made to the server directly, not by the app (not in `sent` nor `answersTo`): to read
     * the world as a route answers it before a page asks, or to seed it the way a user would (a
     * booking made earlier). `session` is whom the call is from (logIn's answer). Throws ApiError.
     */
    call<T = unknown>(spec: CallSpec, params: Record<string, string | number> = {}, session?: SessionInfo): Promise<T> {
      const form = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
      const query = spec.method === 'GET' && form.size > 0 ? `?${form}` : '';
      return routeData({
        method: spec.method,
        url: `http://server.test${spec.path}${query}`,
        path: spec.path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(session ? { [Header.Token]: session.token, [Header.Uid]: session.uid } : {}),
        },
        body: spec.method === 'GET' ? undefined : form.toString(),
      }) as Promise<T>;
    },
    /** The demo login of a user, carried by the app's calls from now on. */
    logIn(username: string): SessionInfo {
      const session = sessions.login(username);
      useSessionStore.setState({ token: session.token, uid: session.uid });
      return session;
    },
    /** A session of a user the server knows, not put into the app (a host hands it over, or a call seeds with it). */
    sessionOf: (username: string): SessionInfo => sessions.login(username),
  };
}

/** The backend a page test installed: its calls, its world, its pushes. */
export type InProcessBackend = ReturnType<typeof installInProcessBackend>;

/**
 * The error paths' one override: `path` answered with `reply` (a failure, a hang, a malformed
 * answer) — or by `reply(request)` when it answers — until `stop()`; every other call reaches the
 * server. `installXBackend(failing.override)`, then `failing.stop()` before the test's 重试.
 */
export function overrideRoute(path: string, reply: Reply | ((request: SentRequest) => Reply | undefined)) {
  let active = true;
  const override: Override = (request) =>
    active && request.path === path ? (typeof reply === 'function' ? reply(request) : reply) : undefined;
  return {
    override,
    stop(): void {
      active = false;
    },
  };
}

/**
 * The device clock (Date.now) set to the world's time and running on from there: pages that
 * read the device's time (a tab of matches starting soon, an age, 上次更新) see the world's day,
 * whatever day and hour the test runs. Jest's restoreMocks puts the real clock back.
 */
export function deviceClockAt(now: number): void {
  const realNow = Date.now.bind(Date);
  const startedAt = realNow();
  jest.spyOn(Date, 'now').mockImplementation(() => now + (realNow() - startedAt));
}

/**
 * The development API server (design section 5): plain Node `http` plus `ws`.
 *
 * Every request goes through one pipeline:
 *   CORS → (preflight ends here) → fault injection → route lookup → body encoding → parameters →
 *   common headers and signature (/api and /ssapi calls) → token check → handler → envelope → request log.
 * `/api/...` calls answer `{ code: 1, msg, data }`, `/ssapi/...` calls `{ code: 0, ... }`,
 * files answer SVG, `/live/...` media answer HLS or an endless FLV stream (unsigned, like files),
 * `/__dev/...` control calls answer plain JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { DEV_FAULT_HEADER, type FaultRule, type RequestLogLine } from '../../src/contracts/dev-server';
import { FILE_PATH_PREFIX, Header, ResultCode, type Envelope } from '../../src/contracts/http';
import { DEV_SIGNING_KEY } from '../../src/contracts/signature';
import type { TlsCredentials } from '../dev-certificate';
import { createWebServer, localUrl, type WebServer } from '../web-server';
import { ApiError, defaultMessageFor, DevServerCode, notLoggedIn } from './api-error';
import { checkBodyEncoding } from './call-encodings';
import { applyCors } from './cors';
import { describeFault, FaultRuleError, FaultStore, parseFaultRule } from './faults';
import { isTrustedRequest } from './push/origin-check';
import { PushHub } from './push/push-hub';
import type { PushHubOptions } from './push/push-options';
import { PUSH_PATH } from './push/upgrade-gate';
import { decodeParams, readBody } from './request-body';
import { checkCommonHeaders } from './request-headers';
import { checkTarget, isLoopback } from './request-target';
import { RequestLog } from './request-log';
import { RawReply, Router, type ApiRequest, type Method, type SessionRef } from './router';
import { ROUTE_MODULES } from './routes/route-modules';
import type { RouteModule, ServerContext } from './server-context';
import { DEFAULT_TOKEN_TTL_MS, SessionStore } from './sessions';
import { checkSignature } from './signature-check';
import { StreamReply } from './streams/stream-reply';
import { feedWorldToPush } from './push/world-feed';
import { stopCrowd } from './crowd/crowd-rooms';
import { createWorld } from './world/create-world';
import { MatchSimulator } from './world/simulator';
import type { World } from './world/types';

export interface DevServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** Interface to listen on; by default every interface, IPv6 and IPv4, so `localhost` always works. */
  host?: string;
  signingKey?: string;
  tokenTtlMs?: number;
  /** The server clock (ms since epoch). */
  now?: () => number;
  /** No request lines on stdout (tests). */
  quiet?: boolean;
  /** Route modules to register instead of the default list (tests of single modules). */
  routes?: readonly RouteModule[];
  /** Seed of the world (default: the world's own). */
  seed?: number;
  /** Run the match simulator in real time once the world is built (default true). */
  simulate?: boolean;
  /**
   * The match simulator's clock (default: `now`). The bench's soak runs matches faster than real
   * time with it (world/clock.ts `acceleratedClock`), while signatures and tokens stay on `now`.
   */
  worldNow?: () => number;
  /**
   * Serve HTTPS with HTTP/2, as a production gateway does (the bench). HTTP/1.1 stays for clients
   * without HTTP/2 and for the push WebSocket, which browsers open over HTTP/1.1.
   */
  tls?: TlsCredentials;
  /**
   * Who may call `/__dev/*`: only loopback peers (default), or anyone ('open'; also the
   * environment variable `DEV_CONTROL=open`), e.g. QA driving a phone's session from another machine.
   */
  devControl?: 'loopback' | 'open';
  /** Limits and origins of the push socket (push/push-hub.ts). */
  push?: PushHubOptions;
}

export interface DevServer extends ServerContext {
  /** `http://localhost:<port>`. */
  url: string;
  port: number;
  router: Router;
  /** Stops listening and destroys every connection (keep-alive and WebSocket included). */
  close(): Promise<void>;
}

type PathKind = 'api' | 'file' | 'dev' | 'other';

function kindOf(path: string): PathKind {
  if (path.startsWith(FILE_PATH_PREFIX)) return 'file';
  if (path.startsWith('/api/') || path.startsWith('/ssapi/')) return 'api';
  if (path.startsWith('/__dev/')) return 'dev';
  return 'other';
}

/** Node services (`/ssapi`) succeed with 0, java services (`/api`) with 1 (spec section 8). */
export function successCodeOf(path: string): number {
  return path.startsWith('/ssapi/') ? ResultCode.NodeSuccess : ResultCode.Success;
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

const listFromEnv = (name: string): string[] =>
  (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** This server's origin as the client reached it (Host header, `:authority` in HTTP/2), for the domain list. */
function originOf(request: IncomingMessage, port: number): string {
  const host = single(request.headers[':authority']) ?? single(request.headers.host);
  const forwarded = single(request.headers['x-forwarded-proto'])?.split(',')[0]?.trim();
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const protocol = forwarded === 'https' || (forwarded === undefined && encrypted) ? 'https' : 'http';
  return `${protocol}://${host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : `localhost:${port}`}`;
}

const COMPRESS_FROM_BYTES = 2048;
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const now = options.now ?? Date.now;
  const devControl = options.devControl ?? (process.env.DEV_CONTROL === 'open' ? 'open' : 'loopback');
  const signingKey = options.signingKey ?? DEV_SIGNING_KEY;
  const quiet = options.quiet ?? false;
  // PUSH_ALLOWED_ORIGINS: comma-separated origins allowed to open the push socket (and drive
  // /__dev/*) besides the defaults; DEV_ALLOWED_HOSTS: names this server is reached by besides
  // loopback names, IP addresses and the machine's name (origin-check.ts).
  const pushOptions: PushHubOptions = {
    allowedOrigins: listFromEnv('PUSH_ALLOWED_ORIGINS'),
    allowedHosts: listFromEnv('DEV_ALLOWED_HOSTS'),
    ...options.push,
  };
  const push = new PushHub(pushOptions);
  /** Pages that may drive /__dev/* and send x-dev-fault: the push socket's. */
  const isTrustedPage = (request: IncomingMessage) =>
    isTrustedRequest(
      single(request.headers.origin),
      single(request.headers[':authority']) ?? single(request.headers.host),
      pushOptions,
    );
  let living: { world: World; simulator: MatchSimulator; stopFeed(): void } | null = null;
  const bringWorldToLife = () => {
    if (living) return living;
    const worldNow = options.worldNow ?? now;
    const world = createWorld({ seed: options.seed, now: worldNow() });
    const simulator = new MatchSimulator(world, { clock: { now: worldNow } });
    const stopFeed = feedWorldToPush(simulator, push);
    if (options.simulate !== false) simulator.start();
    living = { world, simulator, stopFeed };
    return living;
  };
  const context: ServerContext = {
    now,
    signingKey,
    sessions: new SessionStore(now, options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS),
    faults: new FaultStore(),
    push,
    requestLog: new RequestLog(quiet),
    world: () => bringWorldToLife().world,
    simulator: () => bringWorldToLife().simulator,
  };
  const router = new Router();
  for (const register of options.routes ?? ROUTE_MODULES) register(router, context);

  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let port = 0;

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now();
    const at = new Date(now()).toISOString();
    const target = checkTarget(request.url);
    const url = new URL(target.ok ? target.target : '/', 'http://localhost');
    const path = target.ok ? url.pathname : (request.url ?? '').slice(0, 200);
    const method = (request.method ?? 'GET').toUpperCase();
    const kind = kindOf(path);
    const line: RequestLogLine = { at, method, path, status: 0, ms: 0 };
    const headerUid = single(request.headers[Header.Uid]);
    if (headerUid) line.uid = headerUid;

    const send = (status: number, headers: Record<string, string>, body: string | Buffer, code?: number) => {
      line.status = status;
      if (code !== undefined) line.code = code;
      if (response.destroyed || response.headersSent) return;
      response.writeHead(status, headers);
      response.end(body);
    };
    const sendEnvelope = (envelope: Envelope, status = 200, extra: Record<string, string> = {}) => {
      const json = JSON.stringify(envelope);
      // Large answers (the anchor home is ~200 KB) travel gzipped, as a production gateway sends them.
      const gzip =
        json.length > COMPRESS_FROM_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const headers = {
        ...JSON_HEADERS,
        ...extra,
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      };
      send(status, headers, gzip ? gzipSync(json, { level: 6 }) : json, envelope.code);
    };

    // A page of another site may call the API (CORS allows any origin, as production's gateway),
    // but not drive this server: /__dev/* and x-dev-fault are for its own pages only.
    const trustedPage = isTrustedPage(request);
    applyCors(request, response, { devAccess: trustedPage, devPath: kind === 'dev' });
    if (method === 'OPTIONS') {
      // Preflights are not logged: they would double every line of a browser session.
      response.writeHead(kind === 'dev' && !trustedPage ? 403 : 204).end();
      return;
    }

    try {
      if (!target.ok) throw new ApiError(DevServerCode.BadParams, `请求路径无效：${target.reason}`, 400);
      if (kind === 'dev' && devControl !== 'open' && !isLoopback(request.socket.remoteAddress)) {
        throw new ApiError(DevServerCode.Forbidden, '开发控制接口只接受本机请求（DEV_CONTROL=open 可放开）', 403);
      }
      if ((kind === 'dev' || request.headers[DEV_FAULT_HEADER] !== undefined) && !trustedPage) {
        throw new ApiError(DevServerCode.Forbidden, '开发控制接口不接受其他网站的页面（Origin 或 Host 不是本服务）', 403);
      }
      const raw = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(request);

      if (kind === 'api' || kind === 'file') {
        const fault = headerFault(request) ?? context.faults.take(path);
        if (fault) {
          line.fault = describeFault(fault);
          if (fault.latencyMs) await delay(fault.latencyMs);
          if (fault.drop) {
            request.socket.destroy();
            return;
          }
          if (fault.code !== undefined) {
            sendEnvelope({ code: fault.code, msg: fault.msg ?? defaultMessageFor(fault.code), data: null });
            return;
          }
          if (fault.malformed === 'shape') {
            sendEnvelope({ code: successCodeOf(path), msg: 'ok', data: '⚠malformed' });
            return;
          }
          if (fault.malformed === 'json') {
            send(200, JSON_HEADERS, `{"code":${successCodeOf(path)},"msg":"ok","data":{"list":[{"id":1,`);
            return;
          }
        }
      }

      if (path === '/' && method === 'GET') {
        const index = {
          name: 'sport-info development server',
          push: `${originOf(request, port).replace(/^http/, 'ws')}${PUSH_PATH}`,
          calls: router.list(),
        };
        send(200, JSON_HEADERS, JSON.stringify(index, null, 2));
        return;
      }
      if (path === PUSH_PATH) {
        send(
          426,
          { ...JSON_HEADERS, upgrade: 'websocket' },
          JSON.stringify({ error: `${PUSH_PATH} 只接受 WebSocket 连接` }),
        );
        return;
      }

      const match = router.match(method === 'HEAD' ? 'GET' : method, path);
      if (!match) throw new ApiError(DevServerCode.NotFound, `接口不存在：${method} ${path}`, 404);
      if ('allowed' in match) {
        sendEnvelope(
          {
            code: DevServerCode.NotFound,
            msg: `接口 ${path} 不支持 ${method}，请用 ${match.allowed.join('/')}`,
            data: null,
          },
          405,
          { allow: [...match.allowed, 'OPTIONS'].join(', ') },
        );
        return;
      }
      const { route, rest } = match;
      checkBodyEncoding(route.method, route.path, single(request.headers['content-type']), raw);
      const params = decodeParams(url.searchParams, single(request.headers['content-type']), raw);

      if (kind === 'api') {
        checkCommonHeaders(request.headers);
        const check = await checkSignature(signingKey, now(), method, path, request.headers, params.pairs);
        if (!check.ok) {
          const extra: Record<string, string> = check.canonical
            ? { 'x-dev-canonical': canonicalHeader(check.canonical) }
            : {};
          sendEnvelope({ code: ResultCode.NoUser, msg: check.msg, data: null }, 400, extra);
          return;
        }
      }

      let session: SessionRef | null = null;
      const token = single(request.headers[Header.Token]);
      if (route.auth !== 'ignore' && token) {
        const result = context.sessions.check(token, headerUid);
        if (!result.ok) throw new ApiError(result.code, result.msg);
        session = result.session;
      }
      if (route.auth === 'required' && !session) throw notLoggedIn();

      const apiRequest: ApiRequest = {
        method: route.method as Method,
        path,
        rest,
        query: params.query,
        body: params.body,
        params: { ...params.query, ...params.body },
        headers: request.headers,
        session,
        origin: originOf(request, port),
      };
      const result = await route.handler(apiRequest);
      if (result instanceof StreamReply) {
        // Live media (HTTP-FLV): the reply writes the response until the client goes away.
        line.status = result.status;
        result.start(response);
      } else if (result instanceof RawReply) {
        send(result.status, result.headers, result.body);
      } else if (kind === 'api') {
        sendEnvelope({ code: successCodeOf(path), msg: 'success', data: result ?? null });
      } else {
        send(200, JSON_HEADERS, JSON.stringify(result ?? null));
      }
    } catch (error) {
      if (error instanceof ApiError) {
        sendEnvelope({ code: error.code, msg: error.message, data: null }, error.status);
      } else {
        if (!quiet) console.error(error);
        const message = error instanceof Error ? error.message : String(error);
        sendEnvelope({ code: DevServerCode.Internal, msg: `服务器内部错误：${message}`, data: null }, 500);
      }
    } finally {
      line.ms = Math.round(performance.now() - started);
      context.requestLog.add(line);
    }
  }

  const server = createWebServer((request, response) => {
    // Whatever escapes the pipeline's own catch still ends in a 500, never in a dead process.
    handle(request, response).catch((error: unknown) => {
      if (!quiet) console.error(error);
      if (!response.headersSent && !response.destroyed) response.writeHead(500, JSON_HEADERS);
      if (!response.writableEnded)
        response.end(JSON.stringify({ code: DevServerCode.Internal, msg: '服务器内部错误', data: null }));
    });
  }, options.tls);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    try {
      if (!context.push.handleUpgrade(request, socket, head)) socket.destroy();
    } catch (error) {
      if (!quiet) console.error(error);
      socket.destroy();
    }
  });

  port = await listen(server, options.port ?? 0, options.host);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      living?.simulator.stop();
      living?.stopFeed();
      stopCrowd(context);
      context.push.close();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });
    return closing;
  };

  return { ...context, url: localUrl(port, options.tls), port, router, close };
}

/** The canonical string shown to a client, cut to MAX_CANONICAL_CHARS: a header stays a header (a 1 MB body signs a 1 MB string). */
const MAX_CANONICAL_CHARS = 2048;
function canonicalHeader(canonical: string): string {
  // A cut through a surrogate pair would make encodeURIComponent throw.
  const cut = () => `${canonical.slice(0, MAX_CANONICAL_CHARS).replace(/[\uD800-\uDBFF]$/, '')}…`;
  const shown = canonical.length > MAX_CANONICAL_CHARS ? cut() : canonical;
  return encodeURIComponent(shown);
}

/** The fault of the `x-dev-fault` header, if any; a malformed header is the caller's error (400). */
function headerFault(request: IncomingMessage): FaultRule | undefined {
  const header = single(request.headers[DEV_FAULT_HEADER]);
  if (!header) return undefined;
  try {
    return parseFaultRule(JSON.parse(header));
  } catch (error) {
    const reason = error instanceof FaultRuleError ? error.message : '不是合法的 JSON';
    throw new ApiError(DevServerCode.BadParams, `${DEV_FAULT_HEADER} 请求头无效：${reason}`, 400);
  }
}

/** Listens on `host`, or on every interface (IPv6 with IPv4 mapped, else IPv4 only). */
function listen(server: WebServer, port: number, host: string | undefined): Promise<number> {
  const attempt = (address: string) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once('error', onError);
      server.listen(port, address, () => {
        server.off('error', onError);
        resolve((server.address() as AddressInfo).port);
      });
    });
  if (host) return attempt(host);
  return attempt('::').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL') return attempt('0.0.0.0');
    throw error;
  });
}

/**
 * One request's way through the development server:
 *   CORS → (preflight ends here) → who may drive `/__dev/*` → fault injection → route lookup →
 *   body encoding → parameters → common headers and signature (/api and /ssapi calls) → token
 *   check → handler → envelope → request log.
 * `/api/...` calls answer `{ code: 1, msg, data }`, `/ssapi/...` calls `{ code: 0, ... }`,
 * files answer SVG, `/live/...` media answer HLS or an endless FLV stream (unsigned, like files),
 * `/__dev/...` control calls answer plain JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { DEV_FAULT_HEADER, type FaultRule, type RequestLogLine } from '../../src/contracts/dev-server';
import { FILE_PATH_PREFIX, Header, ResultCode, type Call } from '../../src/contracts/http';
import { ApiError, defaultMessageFor, DevServerCode, notLoggedIn } from './api-error';
import { checkBodyEncoding } from './call-encodings';
import { applyCors } from './cors';
import { describeFault, headerFault } from './faults';
import { PUSH_PATH } from './push/upgrade-gate';
import { JSON_HEADERS, repliesTo, successCodeOf, type Replies } from './replies';
import { CLIENT_GONE_STATUS, ClientGone, decodeParams, readBody } from './request-body';
import { checkCommonHeaders, singleHeader } from './request-headers';
import { checkTarget, isLoopback } from './request-target';
import { RawReply, type ApiRequest, type Method, type Route, type Router, type SessionRef } from './router';
import type { ServerContext } from './server-context';
import { canonicalHeader, checkSignature } from './signature-check';
import { StreamReply } from './streams/stream-reply';
import { nameLanguageOf } from './world/names';
import { localizeAnswer } from './world/server-sentences';

export interface PipelineOptions {
  context: ServerContext;
  router: Router;
  /** Who may call `/__dev/*`: loopback peers only, or anyone. */
  devControl: 'loopback' | 'open';
  /** No stack traces of failed handlers on stderr. */
  quiet: boolean;
  /** Pages that may drive `/__dev/*` and send `x-dev-fault`: the push socket's (origin-check.ts). */
  isTrustedPage(request: IncomingMessage): boolean;
  /** The port the server listens on, for the addresses it names. */
  port(): number;
  /** Waits `ms` (a fault's latency), on a timer the server clears when it closes. */
  delay(ms: number): Promise<void>;
  /** Told of every JSON answer once it is sent (the tests check each against the contract documents). */
  onAnswer?: (answer: ServedAnswer) => void;
}

/** A JSON answer as the pipeline sent it: the envelope (or a control call's JSON) before any compression. */
export interface ServedAnswer {
  method: string;
  path: string;
  status: number;
  body: unknown;
  /** The route's declaration, for a declared call. */
  call?: Call;
  /** A fault rule or header answered in the route's stead. */
  faulted: boolean;
}

type PathKind = 'api' | 'file' | 'dev' | 'other';

function kindOf(path: string): PathKind {
  if (path.startsWith(FILE_PATH_PREFIX)) return 'file';
  if (path.startsWith('/api/') || path.startsWith('/ssapi/')) return 'api';
  if (path.startsWith('/__dev/')) return 'dev';
  return 'other';
}

/** This server's origin as the client reached it (Host header, `:authority` in HTTP/2), for the domain list. */
function originOf(request: IncomingMessage, port: number): string {
  const host = singleHeader(request.headers[':authority']) ?? singleHeader(request.headers.host);
  const forwarded = singleHeader(request.headers['x-forwarded-proto'])?.split(',')[0]?.trim();
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const protocol = forwarded === 'https' || (forwarded === undefined && encrypted) ? 'https' : 'http';
  return `${protocol}://${host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : `localhost:${port}`}`;
}

/** Applies a fault; true when it answered (or dropped) the request, false when the request goes on. */
async function applyFault(
  fault: FaultRule,
  path: string,
  request: IncomingMessage,
  replies: Replies,
  delay: (ms: number) => Promise<void>,
): Promise<boolean> {
  if (fault.latencyMs) await delay(fault.latencyMs);
  if (fault.drop) {
    request.socket.destroy();
    return true;
  }
  if (fault.code !== undefined) {
    replies.sendEnvelope({ code: fault.code, msg: fault.msg ?? defaultMessageFor(fault.code), data: null });
    return true;
  }
  if (fault.malformed === 'shape') {
    replies.sendEnvelope({ code: successCodeOf(path), msg: 'ok', data: '⚠malformed' });
    return true;
  }
  if (fault.malformed === 'json') {
    replies.send(200, JSON_HEADERS, `{"code":${successCodeOf(path)},"msg":"ok","data":{"list":[{"id":1,`);
    return true;
  }
  return false;
}

export function createPipeline(options: PipelineOptions) {
  const { context, router, devControl, quiet } = options;

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now();
    const at = new Date(context.now()).toISOString();
    const target = checkTarget(request.url);
    const url = new URL(target.ok ? target.target : '/', 'http://localhost');
    const path = target.ok ? url.pathname : (request.url ?? '').slice(0, 200);
    const method = (request.method ?? 'GET').toUpperCase();
    const kind = kindOf(path);
    const line: RequestLogLine = { at, method, path, status: 0, ms: 0 };
    const headerUid = singleHeader(request.headers[Header.Uid]);
    if (headerUid) line.uid = headerUid;
    const replies = repliesTo(request, response, line);
    let answered: { body: unknown } | undefined;
    let matched: Route | undefined;
    if (options.onAnswer) {
      const { sendEnvelope: envelopeOut, send: sendOut } = replies;
      replies.sendEnvelope = (envelope, ...rest) => {
        answered = { body: envelope };
        envelopeOut(envelope, ...rest);
      };
      replies.send = (status, headers, body, ...rest) => {
        if (!answered && headers['content-type']?.startsWith('application/json') && typeof body === 'string') {
          try {
            answered = { body: JSON.parse(body) as unknown };
          } catch {
            // Not JSON after all (a fault's malformed answer): nothing to check.
          }
        }
        sendOut(status, headers, body, ...rest);
      };
    }
    const { send, sendEnvelope } = replies;

    // A page of another site may call the API (CORS allows any origin, as production's gateway),
    // but not drive this server: /__dev/* and x-dev-fault are for its own pages only.
    const trustedPage = options.isTrustedPage(request);
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
        throw new ApiError(
          DevServerCode.Forbidden,
          '开发控制接口不接受其他网站的页面（Origin 或 Host 不是本服务）',
          403,
        );
      }
      const raw = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(request);

      if (kind === 'api' || kind === 'file') {
        const fault = headerFault(request) ?? context.faults.take(path);
        if (fault) {
          line.fault = describeFault(fault);
          if (await applyFault(fault, path, request, replies, options.delay)) return;
        }
      }

      if (path === '/' && method === 'GET') {
        const index = {
          name: 'sport-info development server',
          push: `${originOf(request, options.port()).replace(/^http/, 'ws')}${PUSH_PATH}`,
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
      matched = route;
      const contentType = singleHeader(request.headers['content-type']);
      checkBodyEncoding(route.call?.encoding, route.path, contentType, raw);
      const params = decodeParams(url.search, contentType, raw);

      if (kind === 'api') {
        checkCommonHeaders(request.headers);
        const check = await checkSignature(
          context.signingKey,
          context.now(),
          method,
          path,
          request.headers,
          params.pairs,
        );
        if (!check.ok) {
          const extra: Record<string, string> = check.canonical
            ? { 'x-dev-canonical': canonicalHeader(check.canonical) }
            : {};
          sendEnvelope({ code: ResultCode.NoUser, msg: check.msg, data: null }, 400, extra);
          return;
        }
      }

      let session: SessionRef | null = null;
      const token = singleHeader(request.headers[Header.Token]);
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
        origin: originOf(request, options.port()),
        peer: request.socket.remoteAddress ?? '',
      };
      const result = await route.handler(apiRequest);
      if (result instanceof StreamReply) {
        // Live media (HTTP-FLV): the reply writes the response until the client goes away.
        line.status = result.status;
        result.start(response);
      } else if (result instanceof RawReply) {
        send(result.status, result.headers, result.body);
      } else if (kind === 'api') {
        // Names and the server's own sentences answer in the language the call asked for.
        const language = nameLanguageOf(singleHeader(request.headers[Header.Language]));
        const data = language ? localizeAnswer(result ?? null, context.world(), language) : (result ?? null);
        sendEnvelope({ code: successCodeOf(path), msg: 'success', data });
      } else {
        send(200, JSON_HEADERS, JSON.stringify(result ?? null));
      }
    } catch (error) {
      if (error instanceof ClientGone) {
        // Nobody to answer: logged as the client's doing, not as a failure of ours.
        line.status = CLIENT_GONE_STATUS;
        response.destroy();
      } else if (error instanceof ApiError) {
        sendEnvelope({ code: error.code, msg: error.message, data: null }, error.status);
      } else {
        if (!quiet) console.error(error);
        const message = error instanceof Error ? error.message : String(error);
        sendEnvelope({ code: DevServerCode.Internal, msg: `服务器内部错误：${message}`, data: null }, 500);
      }
    } finally {
      line.ms = Math.round(performance.now() - started);
      context.requestLog.add(line);
      if (answered) {
        options.onAnswer?.({
          method,
          path,
          status: line.status,
          body: answered.body,
          ...(matched?.call && { call: matched.call }),
          faulted: line.fault !== undefined,
        });
      }
    }
  };
}

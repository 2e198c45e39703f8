/**
 * The route table. Domain modules (routes/<domain>.ts) register calls by method and exact
 * path, or by path prefix (files). A handler returns the envelope's `data`; the pipeline in
 * create-server.ts wraps it (code 1 under /api, 0 under /ssapi), verifies the signature and
 * the token first, and turns a thrown ApiError into `{ code, msg, data: null }`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { ParamObject } from '../../src/contracts/form-encoding';
import type { Call, ParamsOf, SentAnswerOf } from '../../src/contracts/http';
import { BadParamError } from '../../src/contracts/request';
import { badParams, notLoggedIn } from './api-error';
import { clientOf } from './fair-share';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface SessionRef {
  token: string;
  uid: string;
  username: string;
}

/**
 * The session another gateway handed on with a call (push/publisher-role.ts `publisherCall`): its
 * user, the token left behind (that gateway checked it); null when the value is not one.
 */
export function handedSession(value: unknown): SessionRef | null {
  const session = (value ?? {}) as Record<string, unknown>;
  return typeof session.uid === 'string' && typeof session.username === 'string'
    ? { uid: session.uid, username: session.username, token: '' }
    : null;
}

export interface ApiRequest {
  method: Method;
  /** URL path without the query. */
  path: string;
  /** The part of the path after a prefix route's prefix, still percent-encoded; '' for exact routes. */
  rest: string;
  query: ParamObject;
  /** Decoded form body or parsed JSON body; `{}` when there is none. */
  body: ParamObject;
  /** `query` and `body` merged (the body wins). */
  params: ParamObject;
  headers: IncomingHttpHeaders;
  /** The caller's valid session, or null for a visitor. */
  session: SessionRef | null;
  /** This server's origin as the client reached it, e.g. `http://localhost:3100`. */
  origin: string;
  /** The peer's address (what per-client limits count by); absent in-process. */
  peer?: string;
}

/**
 * `optional` (default): a token, if sent, must be valid (else 405/505).
 * `required`: additionally no token → code 400 "请先登录".
 * `ignore`: the token header is not checked (login and logout).
 */
export type AuthMode = 'optional' | 'required' | 'ignore';

export interface RouteOptions {
  auth?: AuthMode;
}

/** A response written as is instead of an envelope (files, development calls' raw JSON). */
export class RawReply {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: string | Buffer,
  ) {}

  static json(value: unknown, status = 200): RawReply {
    return new RawReply(status, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(value));
  }
}

export type Handler = (request: ApiRequest) => unknown;

/** A declared call's handler: its parameters read by the declaration, its answer the declared one. */
export type CallHandler<C extends Call> = (
  request: ApiRequest,
  params: ParamsOf<C>,
) => SentAnswerOf<C> | Promise<SentAnswerOf<C>>;

export interface Route {
  method: Method;
  /** The exact path, or the prefix of a prefix route. */
  path: string;
  prefix: boolean;
  auth: AuthMode;
  handler: Handler;
  /** The contract's declaration of the call, for routes registered by `handle`. */
  call?: Call;
}

export type RouteMatch = { route: Route; rest: string } | { allowed: Method[] } | null;

export class Router {
  private readonly exact = new Map<string, Map<Method, Route>>();
  private readonly prefixes: Route[] = [];

  get(path: string, handler: Handler, options?: RouteOptions): this {
    return this.add('GET', path, handler, options);
  }

  post(path: string, handler: Handler, options?: RouteOptions): this {
    return this.add('POST', path, handler, options);
  }

  delete(path: string, handler: Handler, options?: RouteOptions): this {
    return this.add('DELETE', path, handler, options);
  }

  /**
   * A call of the contract: method, path and who may make it (`auth: 'login'` → `required`) from
   * its declaration, its parameters read with the declaration's request schema before the handler
   * runs. A parameter refused there, or by a contract reader the handler calls itself (one that
   * depends on another), is a 400 naming it.
   */
  handle<C extends Call>(call: C, handler: CallHandler<C>): this {
    const run = async (request: ApiRequest) => {
      try {
        return await handler(request, call.request(request.params, '') as ParamsOf<C>);
      } catch (error) {
        throw error instanceof BadParamError ? badParams(error.message) : error;
      }
    };
    return this.add(call.method, call.path, run, { auth: call.auth === 'login' ? 'required' : 'optional' }, call);
  }

  /** Every path that starts with `prefix`; the handler gets the remainder as `request.rest`. */
  prefix(method: Method, prefix: string, handler: Handler, options?: RouteOptions): this {
    if (this.prefixes.some((route) => route.method === method && route.path === prefix)) {
      throw new Error(`route registered twice: ${method} ${prefix}*`);
    }
    this.prefixes.push({ method, path: prefix, prefix: true, auth: options?.auth ?? 'optional', handler });
    // Longest prefix first, so a more specific prefix wins.
    this.prefixes.sort((a, b) => b.path.length - a.path.length);
    return this;
  }

  add(method: Method, path: string, handler: Handler, options?: RouteOptions, call?: Call): this {
    const byMethod = this.exact.get(path) ?? new Map<Method, Route>();
    // Two domain modules claiming one call is a bug worth failing loudly at start-up.
    if (byMethod.has(method)) throw new Error(`route registered twice: ${method} ${path}`);
    byMethod.set(method, {
      method,
      path,
      prefix: false,
      auth: options?.auth ?? 'optional',
      handler,
      ...(call && { call }),
    });
    this.exact.set(path, byMethod);
    return this;
  }

  /** The route, or the methods the path does allow (→ 405), or null (→ 404). */
  match(method: string, path: string): RouteMatch {
    const byMethod = this.exact.get(path);
    if (byMethod) {
      const route = byMethod.get(method as Method);
      return route ? { route, rest: '' } : { allowed: [...byMethod.keys()] };
    }
    const candidates = this.prefixes.filter((route) => path.startsWith(route.path) && path.length > route.path.length);
    const route = candidates.find((candidate) => candidate.method === method);
    if (route) return { route, rest: path.slice(route.path.length) };
    return candidates.length > 0 ? { allowed: [...new Set(candidates.map((candidate) => candidate.method))] } : null;
  }

  /** The declarations of the calls registered with `handle`. */
  calls(): Call[] {
    return [...this.exact.values()].flatMap((byMethod) => [...byMethod.values()].flatMap((route) => route.call ?? []));
  }

  /** Every registered call, for the start-up banner and tests. */
  list(): string[] {
    const exact = [...this.exact.values()].flatMap((byMethod) => [...byMethod.values()]);
    return [...exact, ...this.prefixes].map((route) => `${route.method} ${route.path}${route.prefix ? '*' : ''}`);
  }
}

/** The client the request comes from (fair-share.ts): what per-client quotas count by. */
export const clientOfRequest = (request: ApiRequest): string => clientOf(request.peer ?? '');

/** The caller's session; a visitor is refused (code 400 请先登录) as on any call that needs login. */
export function requireSession(request: ApiRequest): SessionRef {
  if (!request.session) throw notLoggedIn();
  return request.session;
}

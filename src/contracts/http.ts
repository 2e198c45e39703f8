/**
 * The HTTP contract with the backend: envelope, result codes,
 * request headers and header codes, and the declaration of a call. Shared by the app, the
 * development server and tests.
 */
import { params, type ReadOf, type RequestSchema, type SentOf as ParamsSentOf } from './request';
import type { Infer, Read, SentOf } from './schema';

/** Every response body: `{ code, msg, data }`. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const ResultCode = {
  /** Success of the node (`/ssapi`) services. */
  NodeSuccess: 0,
  /** Success of the java (`/api/forehead`) services. */
  Success: 1,
  /** No user — also used for a missing or wrong request signature. */
  NoUser: 400,
  Forbidden: 403,
  /** Token expired: the stored token and uid are removed. */
  TokenExpired: 405,
  /** Kicked out by a newer login: the stored token and uid are removed. */
  TokenKicked: 505,
  SecondaryExpired: 14010,
  WrongImageCode: 200025,
  ValidationCode: 200028,
  /**
   * The thing a call names (a tip, an expert, a bettor, a team, a player...) does not exist.
   * The backend's error list names no code for it; this is our reading, sent by the development server, so a
   * stale link shows "not found" and not a network fault. A backend with another code for it
   * only has to change this line.
   */
  NoSuchItem: 10004,
} as const;

export const SUCCESS_CODES: readonly number[] = [ResultCode.NodeSuccess, ResultCode.Success];
export const SESSION_ENDED_CODES: readonly number[] = [ResultCode.TokenExpired, ResultCode.TokenKicked];
/** Codes the client knows; any other failing code is reported to monitoring. */
export const KNOWN_CODES: readonly number[] = Object.values(ResultCode);

/** Request header names (lower case, as HTTP/2 and Node see them). */
export const Header = {
  DeviceId: 'device-id',
  OsType: 'os-type',
  Timestamp: 'timestamp',
  Version: 'version',
  Token: 'token',
  Uid: 'uid',
  Signature: 'signature',
  AppType: 'app-type',
  /**
   * DeviceType's code. The spec lists the device type among the request headers' codes (beside
   * app-type and os-type) without naming its header: ours is `device-type`, on every call. A
   * backend that does not read it ignores it; a gateway allows it as it allows the others (CORS).
   */
  DeviceType: 'device-type',
  Language: 'language',
  /** NBA list only. */
  Pid: 'pid',
} as const;

export const ALL_REQUEST_HEADERS: readonly string[] = Object.values(Header);

/** `app-type`: 1 native app, 3 web. */
export const AppType = { App: 1, Web: 3 } as const;
/** `os-type`: 1 default, 2 android, 3 ios. */
export const OsType = { Default: 1, Android: 2, Ios: 3 } as const;
/** `device-type`: 0 desktop, 1 web mobile, 2 android, 3 ios (the native app on each; platform/device/device-type.ts). */
export const DeviceType = { Desktop: 0, WebMobile: 1, Android: 2, Ios: 3 } as const;
export type DeviceTypeCode = (typeof DeviceType)[keyof typeof DeviceType];

/** DELETE: the development server's control calls only (dev-server.ts). */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';
/** How a call sends its parameters: query string, form body (dot notation) or JSON body. */
export type BodyEncoding = 'query' | 'form' | 'json';

export interface CallSpec {
  method: HttpMethod;
  path: string;
  encoding: BodyEncoding;
  /**
   * `configured`: asked of the configured host (the app's `apiBaseUrl`, where the domain list is
   * asked) rather than of the domain list's API domain — the anchor list, as the spec says.
   */
  host?: 'configured';
  /** Request headers the call needs besides the common ones (`pid` of the NBA list): the caller gives their values. */
  headers?: readonly string[];
}

/**
 * Who may make a call: anyone (`visitor`; a token, when sent, must still be valid) or only a
 * logged-in user (`login`: without a token the answer is NoUser, 请先登录).
 */
export type CallAuth = 'visitor' | 'login';

/** A call's edges: who may make it, what it may refuse, whether a backend may lack it. */
export interface CallEdges {
  readonly auth: CallAuth;
  /**
   * The business codes the call may refuse with besides the catalogue's (ResultCode): the app
   * shows their message and handles them; monitoring hears of any other code.
   */
  readonly refusals: readonly number[];
  /**
   * The feature it serves is optional: a backend without the call answers 404 (the HTTP status,
   * or code 404 in the envelope) and the feature hides; nothing else changes.
   */
  readonly optional: boolean;
}

/**
 * A call declared once: where it goes and how it sends (CallSpec), who may make it, what it may
 * refuse and whether a backend may lack it (CallEdges), what it sends (`request`, the parameters
 * the development server reads and the app's call function is typed by) and what comes back
 * (`answer`, read at the envelope's `data`).
 */
export interface Call<F extends ParamFields = ParamFields, R extends Read<unknown> = Read<unknown>>
  extends CallSpec, CallEdges {
  readonly request: RequestSchema<F>;
  readonly answer: R;
}

/** The code a backend answers a call it does not have with (the HTTP status, or in the envelope). */
export const MISSING_CALL_CODE = 404;

type ParamFields = RequestSchema['fields'];
/** The parameters a client sends to a call. */
export type RequestOf<C> = C extends Call<infer F> ? ParamsSentOf<F> : never;
/** The parameters as the server reads them. */
export type ParamsOf<C> = C extends Call<infer F> ? ReadOf<F> : never;
/** The call's answer, as its schema reads it. */
export type AnswerOf<C> = C extends Call<ParamFields, infer R> ? Infer<R> : never;
/** The call's answer as the server sends it (figures as text where the schema says so). */
export type SentAnswerOf<C> = C extends Call<ParamFields, infer R> ? SentOf<R> : never;

/** What a declaration says beyond path, parameters and answer; a visitor's call, refusing nothing of its own, by default. */
export type CallTerms = Partial<CallEdges> & Pick<CallSpec, 'host' | 'headers'>;

const declare =
  (method: HttpMethod, encoding: BodyEncoding) =>
  <F extends ParamFields, R extends Read<unknown>>(
    path: string,
    request: F,
    answer: R,
    { host, headers, auth = 'visitor', refusals = [], optional = false }: CallTerms = {},
  ): Call<F, R> => ({
    method,
    path,
    encoding,
    ...(host && { host }),
    ...(headers && { headers }),
    auth,
    refusals,
    optional,
    request: params(request),
    answer,
  });

/** A GET with its parameters in the query. */
const get = declare('GET', 'query');
/** A POST with a form body (nested keys in dot notation): the spec's default. */
const postForm = declare('POST', 'form');
/** A JSON body, where the spec says JSON (e.g. the NBA list and ranking). */
const postJson = declare('POST', 'json');
/** A DELETE with no parameters (the development server's control calls). */
const del = declare('DELETE', 'query');

/** A declared call, as tools that read the contract modules find them (the documents, the tests). */
export const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Call).method === 'string' &&
  typeof (value as Call).path === 'string' &&
  typeof (value as Call).answer === 'function' &&
  typeof (value as Call).request === 'function';

/** The answer's `data` of a call, read by its declaration (tests and tools that send a call themselves). */
export const readAnswer = <C extends Call>(call: C, data: unknown): AnswerOf<C> =>
  call.answer(data, 'data') as AnswerOf<C>;

/** Files (crests, avatars, banners): GET `${FILE_PATH_PREFIX}{file}`. */
export const FILE_PATH_PREFIX = '/api/forehead/system/file/get/';

export const fileUrl = (fileBase: string, fileId: string): string =>
  `${fileBase.replace(/\/$/, '')}${FILE_PATH_PREFIX}${encodeURIComponent(fileId)}`;

export { get as getCall, postForm as postFormCall, postJson as postJsonCall, del as deleteCall };

/**
 * The one HTTP client. Api functions call `callApi` with a call of the
 * contract, its parameters and a parser; the client encodes, signs, sends, and applies the
 * error catalogue in one place.
 */
import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ParamObject, ParamValue } from '../../contracts/form-encoding';
import {
  AppType,
  DeviceType,
  Header,
  KNOWN_CODES,
  MISSING_CALL_CODE,
  ResultCode,
  SESSION_ENDED_CODES,
  SUCCESS_CODES,
  type AnswerOf,
  type Call,
  type CallSpec,
  type DeviceTypeCode,
  type RequestOf,
} from '../../contracts/http';
import { collectDroppedRows } from '../../contracts/parse';
import { DEV_SIGNING_KEY, hmacSigner, WebCryptoUnavailableError, type Signer } from '../../contracts/signature';
import { report } from '../feedback/monitor';
import { notify, readSucceeded } from '../feedback/notify';
import { platformWords } from '../feedback/platform-messages';
import { wordsNow } from '../i18n/messages';
import { useSessionStore } from '../session/session-store';
import { HttpError } from './http-error';
import { useLoadingStore } from './loading-store';

export interface HttpSettings {
  /** The domain list's API domain: where calls go. */
  baseUrl: string;
  /** The configured host (the app's `apiBaseUrl`): where calls marked `host: 'configured'` go. */
  configuredBaseUrl?: string;
  signer: Signer;
  platform: 'web' | 'app';
  osType: 1 | 2 | 3;
  /** The `device-type` header (platform/device/device-type.ts). */
  deviceType: DeviceTypeCode;
  version: string;
  /** Sent as the `language` header when set. */
  language?: string;
}

export interface CallOptions {
  /**
   * The caller shows its own error state: no toast for business or network failures. (A page's
   * error state adds the server's message for a refusal: the store kit's loaders, by
   * `notifyRefusalOnce`.)
   */
  silent?: boolean;
  /** Show the loading overlay until the call settles. */
  loading?: boolean;
  signal?: AbortSignal;
  /** Extra headers a call of the contract needs (e.g. `pid` of the NBA list). */
  headers?: Record<string, string>;
  /** Overrides the base URL for this call (the domain list is fetched from the configured host). */
  baseUrl?: string;
  /**
   * Not aborted by `abortAll()`: the start-up calls begun before the app mounts (early-start.ts),
   * which a mount's undo (StrictMode's start, dispose, start) must not lose.
   */
  detached?: boolean;
  /** Called once the request is signed and handed to the network (early-start.ts orders on it). */
  onSigned?: () => void;
}

/** What `send` hands the interceptor beside axios's own config. */
interface SignedRequestConfig {
  onSigned?: () => void;
}

let settings: HttpSettings = {
  baseUrl: '',
  signer: hmacSigner(DEV_SIGNING_KEY),
  platform: 'web',
  osType: 1,
  deviceType: DeviceType.WebMobile,
  version: '0.0.0',
};

export function configureHttp(next: Partial<HttpSettings>): void {
  settings = { ...settings, ...next };
}

export const httpSettings = (): Readonly<HttpSettings> => settings;

const instance = axios.create({ timeout: 20_000 });

/** The axios instance, for tests that replace its adapter. */
export const httpInstance = instance;

/** Headers and signature are added last, so a retried request is signed anew. */
instance.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  const session = useSessionStore.getState();
  // The address axios sends to: an API domain's own path (a gateway's prefix) is part of the signed path.
  const url = new URL(instance.getUri({ baseURL: config.baseURL || window.location.origin, url: config.url }));
  const timestamp = String(Date.now());
  const headers = config.headers;
  headers.set(Header.DeviceId, session.deviceId);
  headers.set(Header.OsType, String(settings.osType));
  headers.set(Header.DeviceType, String(settings.deviceType));
  headers.set(Header.Timestamp, timestamp);
  headers.set(Header.Version, settings.version);
  headers.set(Header.AppType, String(settings.platform === 'app' ? AppType.App : AppType.Web));
  if (settings.language) headers.set(Header.Language, settings.language);
  if (session.token) {
    headers.set(Header.Token, session.token);
    headers.set(Header.Uid, session.uid);
  }
  const signature = await settings.signer({
    method: (config.method ?? 'get').toUpperCase(),
    path: url.pathname,
    timestamp,
    pairs: await signedPairs(url, config),
  });
  headers.set(Header.Signature, signature);
  (config as SignedRequestConfig).onSigned?.();
  return config;
});

/** The query's pairs and the body's: `send`'s body is JSON, form text, or none (a GET). */
async function signedPairs(url: URL, config: InternalAxiosRequestConfig): Promise<[string, string][]> {
  const body = config.data as string | undefined;
  const bodyPairs =
    config.headers.get('content-type') === 'application/json'
      ? (await formEncoding()).flattenParams(JSON.parse(String(body)) as ParamObject)
      : new URLSearchParams(body);
  return [...url.searchParams, ...bodyPairs];
}

/**
 * The contract's encoder (form-encoding.ts: nested keys in dot notation, through qs-esm) is a
 * chunk of its own, loaded by the first call whose parameters nest deeper than a list of plain
 * values or whose body is JSON. The first screen's calls (domain list, config, anchor list,
 * banners) are flat and a page's id lists (the ranking's game platforms) one level deep, which
 * `encodeParams` encodes itself: qs-esm is on neither (2.6 KB gzip).
 */
const formEncoding = () => import(/* webpackChunkName: "form-encoding" */ '../../contracts/form-encoding');

/**
 * Flat parameters as the contract's encoder writes them: in their order, `null` and `undefined`
 * left out, numbers and booleans as text, a list of plain values as `key[0]`, `key[1]`… (a left-out
 * item keeps its index), percent-encoded as `URLSearchParams` does. `null` when a value nests
 * further (an object, a list holding one): the contract's encoder takes those.
 */
function flatPairs(params: ParamObject): [string, string][] | null {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params))
    for (const [name, item] of listed(key, value)) {
      if (item === null || item === undefined) continue;
      if (typeof item === 'object') return null;
      pairs.push([name, String(item)]);
    }
  return pairs;
}

/** A parameter as named pairs: a list's items under `key[index]`, anything else under its key. */
const listed = (key: string, value: ParamValue): (readonly [string, ParamValue])[] =>
  Array.isArray(value) ? value.map((item, index) => [`${key}[${index}]`, item] as const) : [[key, value]];

/** A query or form body: `encodeForm`'s text, byte for byte. */
export async function encodeParams(params: ParamObject | undefined): Promise<string> {
  if (!params) return '';
  const flat = flatPairs(params);
  return flat ? new URLSearchParams(flat).toString() : (await formEncoding()).encodeForm(params);
}

const pending = new Set<AbortController>();
/** Calls in flight, detached ones included, and when one last began or settled. */
let inFlight = 0;
let lastCallActivityAt = 0;

/** Aborts every pending call (network failure, unmount). Aborted calls reject as cancelled. */
export function abortAll(): void {
  for (const controller of pending) controller.abort();
}

export const pendingCount = (): number => pending.size;

/** The screen's answers are in once no call has been in flight this long: a page asks for its data within a few tasks. */
export const CALLS_QUIET_MS = 300;
/** However long a page's calls go on, work that waits for them starts at most this long after it asked. */
export const CALLS_QUIET_AT_MOST_MS = 3000;

/**
 * Resolves once no call has been in flight for `quietMs` — the first screen's answers are in —
 * or `maxWaitMs` after it was asked, whichever comes first; at once when `signal` aborts. Work
 * that can wait (the push socket; a live card's sparkline, by `useCallsQuiet`) waits for it, so
 * on a slow link the screen's calls and pictures do not share the bandwidth with it.
 */
export function whenCallsQuiet(
  signal?: AbortSignal,
  { quietMs = CALLS_QUIET_MS, maxWaitMs = CALLS_QUIET_AT_MOST_MS }: { quietMs?: number; maxWaitMs?: number } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const deadline = Date.now() + maxWaitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const check = () => {
      const now = Date.now();
      const quietFor = inFlight > 0 ? 0 : now - lastCallActivityAt;
      if (quietFor >= quietMs || now >= deadline || signal?.aborted) return done();
      timer = setTimeout(check, Math.min(quietMs - quietFor, deadline - now));
    };
    signal?.addEventListener('abort', done);
    check();
  });
}

/** A call's parameters: required when the declaration requires any, else they may be left out. */
export type CallParams<C extends Call> =
  Record<never, never> extends RequestOf<C> ? RequestOf<C> | undefined : RequestOf<C>;

/**
 * Sends a declared call with its parameters (typed by the declaration) and reads the answer with
 * the declaration's schema.
 */
export async function callApi<C extends Call>(
  call: C,
  params: CallParams<C>,
  options: CallOptions = {},
): Promise<AnswerOf<C>> {
  const parse = (data: unknown) => call.answer(data, 'data') as AnswerOf<C>;
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  if (options.signal?.aborted) controller.abort();
  if (!options.detached) pending.add(controller);
  inFlight += 1;
  lastCallActivityAt = Date.now();
  if (options.loading) useLoadingStore.getState().begin();
  try {
    const response = await send(call, params as ParamObject | undefined, controller.signal, options);
    return settle(call, response, parse, options);
  } catch (error) {
    throw toHttpError(error, call, controller, options);
  } finally {
    pending.delete(controller);
    inFlight -= 1;
    lastCallActivityAt = Date.now();
    options.signal?.removeEventListener('abort', onCallerAbort);
    if (options.loading) useLoadingStore.getState().end();
  }
}

async function send(call: CallSpec, params: ParamObject | undefined, signal: AbortSignal, options: CallOptions) {
  const query = call.encoding === 'query' ? await encodeParams(params) : '';
  const url = query ? `${call.path}?${query}` : call.path;
  const body =
    call.encoding === 'json'
      ? JSON.stringify(params ?? {})
      : call.encoding === 'form'
        ? await encodeParams(params)
        : undefined;
  const request: AxiosRequestConfig & SignedRequestConfig = {
    onSigned: options.onSigned,
    method: call.method,
    baseURL:
      options.baseUrl ?? (call.host === 'configured' ? settings.configuredBaseUrl : undefined) ?? settings.baseUrl,
    url,
    data: body,
    signal,
    // A form body goes as axios sends any POST's body: application/x-www-form-urlencoded.
    headers: { ...(call.encoding === 'json' && { 'content-type': 'application/json' }), ...options.headers },
    // Business errors come as envelopes with any HTTP status; read them all.
    validateStatus: () => true,
    // Keep the body as text: a body that is not JSON must become a typed error, not a crash.
    transformResponse: (data: unknown) => data,
    responseType: 'text',
  };
  return instance.request<unknown>(request);
}

function settle<T>(call: Call, response: AxiosResponse<unknown>, parse: (data: unknown) => T, options: CallOptions): T {
  const envelope = readAnswerEnvelope(response);
  if (call.optional && (envelope ? envelope.code : response.status) === MISSING_CALL_CODE) {
    // A backend without this optional feature: the feature hides, quietly (isUnavailable).
    throw new HttpError(
      'api',
      envelope?.msg || wordsNow(platformWords).missingCall(call.path),
      MISSING_CALL_CODE,
      call.path,
      response.status,
    );
  }
  if (!envelope) {
    if (response.status >= 500 || response.status === 0) {
      throw new HttpError(
        'network',
        wordsNow(platformWords).networkFailure,
        response.status,
        call.path,
        response.status,
      );
    }
    throw new HttpError('malformed', wordsNow(platformWords).malformed, response.status, call.path, response.status);
  }
  const { code, msg } = envelope;
  if (SUCCESS_CODES.includes(code)) {
    // A read that was failing answers: its next failure is a new one (notifyRefusalOnce).
    readSucceeded(call.path);
    try {
      const { value, dropped } = collectDroppedRows(() => parse(envelope.data));
      // A bad row is left out of the list, not the whole answer; monitoring hears of it.
      for (const error of dropped) {
        report({ code: 'malformed-row', message: `${call.path}: ${error.message}`, detail: error.received });
      }
      return value;
    } catch {
      // Data the parser refuses or trips on is an answer the page cannot show, not a network
      // failure: no other call is aborted for it.
      throw new HttpError('malformed', wordsNow(platformWords).malformed, code, call.path, response.status);
    }
  }
  const message = msg || wordsNow(platformWords).requestFailed(code);
  if (SESSION_ENDED_CODES.includes(code)) {
    // The refusal ends the session whose token the call carried: a newer login since (the host's,
    // another tab's) stays, and hears nothing of an old token's end.
    if (sentToken(response) === useSessionStore.getState().token) {
      useSessionStore.getState().logout();
      if (settings.platform === 'web') notify('fail', message);
    }
    throw new HttpError('session-ended', message, code, call.path, response.status);
  }
  const unknown = !KNOWN_CODES.includes(code) && !call.refusals.includes(code);
  if (!options.silent) notify('fail', message);
  if (unknown) report({ code: 'unknown-code', message: `${call.path} → ${code}`, detail: { code, msg } });
  const kind = code === ResultCode.NoSuchItem ? 'not-found' : 'api';
  throw new HttpError(kind, message, code, call.path, response.status, unknown);
}

/** The token the request carried ('' for none). */
function sentToken(response: AxiosResponse<unknown>): string {
  const headers = response.config?.headers as { get?: (name: string) => unknown } | Record<string, unknown> | undefined;
  const token =
    typeof headers?.get === 'function'
      ? headers.get(Header.Token)
      : (headers as Record<string, unknown>)?.[Header.Token];
  return typeof token === 'string' ? token : '';
}

function readAnswerEnvelope(response: AxiosResponse<unknown>): { code: number; msg: string; data: unknown } | null {
  let body: unknown = response.data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // Not JSON: a text has no code, so no envelope below.
    }
  }
  // JSON's null, a number or a text has no code either.
  const { code, msg, data } = Object(body) as Record<string, unknown>;
  const numericCode = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (typeof numericCode !== 'number' || !Number.isFinite(numericCode)) return null;
  return { code: numericCode, msg: typeof msg === 'string' ? msg : '', data };
}

function toHttpError(error: unknown, call: CallSpec, controller: AbortController, options: CallOptions): HttpError {
  if (error instanceof HttpError) {
    if (error.kind === 'malformed') {
      report({ code: 'malformed-response', message: `${call.path}: ${error.message}` });
      if (!options.silent) notify('fail', error.message);
    }
    if (error.kind === 'network') failNetwork(call, options, error.code);
    return error;
  }
  if (error instanceof WebCryptoUnavailableError) {
    // Not a network failure: say what is wrong and how to fix it.
    report({ code: 'web-crypto-missing', message: call.path });
    if (!options.silent) notify('fail', error.message);
    return new HttpError('api', error.message, undefined, call.path);
  }
  // Aborted by its caller or by a network failure elsewhere, whatever the transport made of it.
  if (controller.signal.aborted) {
    return new HttpError('cancelled', wordsNow(platformWords).cancelled, undefined, call.path);
  }
  failNetwork(call, options);
  return new HttpError('network', wordsNow(platformWords).networkFailure, undefined, call.path);
}

/** A network failure: report, abort every other pending call, tell the user once. */
function failNetwork(call: CallSpec, options: CallOptions, status?: number): void {
  // `status` 0: nothing answered (the portal counts failures by it).
  report({ code: 'network-failure', message: call.path, detail: { status: status ?? 0 } });
  abortAll();
  if (!options.silent) notify('fail', wordsNow(platformWords).networkFailure);
}

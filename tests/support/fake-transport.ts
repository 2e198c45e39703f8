/**
 * A stand-in for the network under the real HTTP client (unit tests): routes by path, answers
 * envelopes, fails like a network, or hangs until aborted — and records what was sent.
 */
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ResultCode } from '../../src/contracts/http';
import { configureHttp, httpInstance } from '../../src/platform/http/http-client';

export interface SentRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export type Reply =
  | { envelope: { code: number; msg?: string; data?: unknown }; status?: number }
  | { raw: string; status?: number }
  | { network: true }
  | { hang: true };

export function installFakeTransport(route: (request: SentRequest) => Reply | Promise<Reply>) {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(httpInstance.getUri({ baseURL: config.baseURL || 'http://localhost', url: config.url }));
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: url.href,
      path: url.pathname,
      headers,
      body: config.data as string | undefined,
    };
    sent.push(request);
    const reply = await route(request);
    if ('hang' in reply) {
      return new Promise((_, reject) => {
        const abort = () => reject(new CanceledError(undefined, undefined, config));
        if (config.signal?.aborted) abort();
        (config.signal as AbortSignal | undefined)?.addEventListener?.('abort', abort);
      });
    }
    if ('network' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const data = 'raw' in reply ? reply.raw : JSON.stringify({ msg: '', data: null, ...reply.envelope });
    return { data, status: reply.status ?? 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  const previous = httpInstance.defaults.adapter;
  httpInstance.defaults.adapter = adapter;
  return { sent, restore: () => void (httpInstance.defaults.adapter = previous) };
}

/**
 * A successful envelope of the java services (`/api`, code 1) — the one `ok` of the unit tests.
 * No `msg`: the transport sends `''`, as the page tests were written against.
 */
export const ok = (data: unknown): Reply => ({ envelope: { code: ResultCode.Success, data } });

/** A successful envelope of the node services (`/ssapi`, code 0). */
export const nodeOk = (data: unknown): Reply => ({ envelope: { code: ResultCode.NodeSuccess, data } });

/** The parameters a request sent: the query of a GET, the form body of a POST. */
export function paramsOf(request: SentRequest): Record<string, string> {
  const search = request.method === 'GET' ? new URL(request.url).searchParams : new URLSearchParams(request.body ?? '');
  return Object.fromEntries(search);
}

/**
 * A domain's api test: the fake network at 'http://api.test' around each test, answering every
 * request with `reply` of the data last set; `last()` is the latest request sent.
 */
export function fakeApiPerTest(reply: (data: unknown) => Reply) {
  let transport: ReturnType<typeof installFakeTransport>;
  const api = {
    data: null as unknown,
    last: (): SentRequest => transport.sent[transport.sent.length - 1]!,
  };
  beforeEach(() => {
    configureHttp({ baseUrl: 'http://api.test' });
    transport = installFakeTransport(() => reply(api.data));
  });
  afterEach(() => transport.restore());
  return api;
}

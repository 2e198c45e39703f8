/**
 * A minimal client of the development server for tests, built only from the shared
 * contracts: it encodes parameters and signs requests the way the app does.
 */
import { request as httpRequest } from 'node:http';
import { encodeForm, type ParamObject } from '../../../src/contracts/form-encoding';
import { TOOL_HEADERS } from '../../../src/contracts/dev-server';
import { Header, type Envelope } from '../../../src/contracts/http';
import { pairsOf } from '../../../src/contracts/form-encoding';
import { DEV_SIGNING_KEY, hmacSigner } from '../../../src/contracts/signature';

export interface CallOptions {
  query?: ParamObject;
  form?: ParamObject;
  json?: ParamObject;
  session?: { token: string; uid: string };
  headers?: Record<string, string>;
  /** Common headers (TOOL_HEADERS) left out, to test their checks. */
  without?: readonly string[];
  /** Default: Date.now(); `null` sends no timestamp header. */
  timestamp?: number | null;
  key?: string;
  /** false: send no signature header. */
  sign?: boolean;
  /** Sent instead of the encoded body after signing (to tamper with a signed request). */
  rawBody?: string;
  /** The address to call from: another client to the server (127.0.0.2 and up are loopback too on Linux). */
  localAddress?: string;
}

/** A request from a given local address (fetch cannot choose one): the answer as a Response. */
function fetchFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: init.method, headers: init.headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.entries(response.headers).map(([name, value]): [string, string] => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]);
        resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 0, headers }));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const query = options.query ?? {};
  const body = options.json ?? options.form;
  const timestamp = options.timestamp === undefined ? Date.now() : options.timestamp;
  const headers: Record<string, string> = { ...TOOL_HEADERS, ...options.headers };
  for (const name of options.without ?? []) delete headers[name];
  if (timestamp !== null) headers[Header.Timestamp] = String(timestamp);
  if (options.session) {
    headers[Header.Token] = options.session.token;
    headers[Header.Uid] = options.session.uid;
  }
  if (options.sign !== false) {
    headers[Header.Signature] = await hmacSigner(options.key ?? DEV_SIGNING_KEY)({
      method,
      path,
      timestamp: String(timestamp ?? ''),
      pairs: pairsOf(query, body),
    });
  }
  let payload: string | undefined;
  if (options.json) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = encodeForm(options.form);
  }
  if (options.rawBody !== undefined) payload = options.rawBody;
  const search = encodeForm(query);
  const url = `${base}${path}${search ? `?${search}` : ''}`;
  if (options.localAddress) return fetchFrom(options.localAddress, url, { method, headers, body: payload });
  return fetch(url, { method, headers, body: payload });
}

/** A call whose answer is an envelope: status and parsed body. */
export async function callEnvelope<T = unknown>(
  base: string,
  method: string,
  path: string,
  options?: CallOptions,
): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await call(base, method, path, options);
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

/** A `/__dev/` control call (plain JSON, unsigned). */
export async function devCall<T = unknown>(base: string, method: string, path: string, json?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

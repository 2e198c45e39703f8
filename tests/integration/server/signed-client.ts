/**
 * A minimal client of the development server for tests, built only from the shared
 * contracts: it encodes parameters and signs requests the way the app does.
 */
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
  return fetch(`${base}${path}${search ? `?${search}` : ''}`, { method, headers, body: payload });
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

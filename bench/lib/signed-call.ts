/** A signed call to the development server, built from the contracts as the app signs (cf. tests/integration/server/signed-client.ts). */
import { TOOL_HEADERS } from '../../src/contracts/dev-server';
import { encodeForm, type ParamObject } from '../../src/contracts/form-encoding';
import { Header, type Envelope } from '../../src/contracts/http';
import { pairsOf } from '../../src/contracts/form-encoding';
import { DEV_SIGNING_KEY, hmacSigner } from '../../src/contracts/signature';
import { stackRequest } from './stack-request';

/** The development server: its address and, over HTTPS, its certificate. */
export interface ApiTarget {
  url: string;
  ca?: string;
}

export async function signedCall<T>(
  api: ApiTarget,
  method: 'GET' | 'POST',
  path: string,
  params: ParamObject = {},
): Promise<Envelope<T>> {
  const timestamp = String(Date.now());
  const query = method === 'GET' ? params : {};
  const form = method === 'POST' ? params : undefined;
  const signature = await hmacSigner(DEV_SIGNING_KEY)({ method, path, timestamp, pairs: pairsOf(query, form) });
  const headers: Record<string, string> = {
    ...TOOL_HEADERS,
    [Header.Timestamp]: timestamp,
    [Header.Signature]: signature,
  };
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const search = encodeForm(query);
  const response = await stackRequest(`${api.url}${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    body: form ? encodeForm(form) : undefined,
    ca: api.ca,
  });
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${path} → HTTP ${response.status}`);
  return JSON.parse(response.body.toString('utf8')) as Envelope<T>;
}

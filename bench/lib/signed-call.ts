/** A signed call to the development server, built from the contracts as the app signs (cf. tests/integration/server/signed-client.ts). */
import { encodeForm, type ParamObject } from '../../src/contracts/form-encoding';
import { Header, type Envelope } from '../../src/contracts/http';
import { DEV_SIGNING_KEY, hmacSigner, pairsOf } from '../../src/contracts/signature';

export async function signedCall<T>(apiUrl: string, method: 'GET' | 'POST', path: string, params: ParamObject = {}): Promise<Envelope<T>> {
  const timestamp = String(Date.now());
  const query = method === 'GET' ? params : {};
  const form = method === 'POST' ? params : undefined;
  const signature = await hmacSigner(DEV_SIGNING_KEY)({ method, path, timestamp, pairs: pairsOf(query, form) });
  const headers: Record<string, string> = { [Header.Timestamp]: timestamp, [Header.Signature]: signature };
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const search = encodeForm(query);
  const response = await fetch(`${apiUrl}${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    body: form ? encodeForm(form) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${method} ${path} → HTTP ${response.status}`);
  return (await response.json()) as Envelope<T>;
}

/**
 * Request signature (README "Signature"): hex HMAC-SHA256, with a shared key, over
 *
 *   METHOD \n PATH \n TIMESTAMP \n SORTED_PARAMS
 *
 * where PATH is the path of the URL sent, without query (an API domain's own path included),
 * TIMESTAMP the `timestamp` header (ms since epoch) and SORTED_PARAMS every query and body parameter, flattened in dot notation (form-encoding.ts),
 * sorted by key then value, each written `encodeURIComponent(key)=encodeURIComponent(value)`
 * and joined with `&`. Web Crypto only, so the browser and Node compute it alike. The pairs of a
 * query and a body: `pairsOf` (form-encoding.ts).
 */

export interface SignInput {
  method: string;
  path: string;
  timestamp: string;
  /** Query and body parameters together, already flattened. */
  pairs: [string, string][];
}

/** A signer is pluggable: production may sign elsewhere (a native bridge, another key). */
export type Signer = (input: SignInput) => Promise<string>;

/**
 * The key of the development server; production passes its own through props. Not a secret:
 * it ships in the bundle, so the signature only guards against mangled or replayed requests.
 */
export const DEV_SIGNING_KEY = 'sport-info-dev-signing-key';
/** Requests whose timestamp is further than this from the server clock are refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export function canonicalParams(pairs: [string, string][]): string {
  return [...pairs]
    .sort(([ka, va], [kb, vb]) => (ka === kb ? compare(va, vb) : compare(ka, kb)))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

export function canonicalString({ method, path, timestamp, pairs }: SignInput): string {
  return [method.toUpperCase(), path, timestamp, canonicalParams(pairs)].join('\n');
}

/** Shown when the browser offers no Web Crypto: pages on plain HTTP other than localhost. */
export const WEB_CRYPTO_MISSING_MESSAGE =
  '当前页面不是安全连接（HTTPS 或 localhost），浏览器不提供 Web Crypto，无法为请求签名。请用 HTTPS 打开，或由宿主传入 signer。';

export class WebCryptoUnavailableError extends Error {
  override readonly name = 'WebCryptoUnavailableError';
  constructor() {
    super(WEB_CRYPTO_MISSING_MESSAGE);
  }
}

/** Browsers hide `crypto.subtle` outside secure contexts (plain-HTTP LAN addresses). */
export const isWebCryptoAvailable = (): boolean => typeof globalThis.crypto?.subtle?.importKey === 'function';

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  if (!isWebCryptoAvailable()) throw new WebCryptoUnavailableError();
  const encoder = new TextEncoder();
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const hmacSigner =
  (key: string): Signer =>
  (input) =>
    hmacSha256Hex(key, canonicalString(input));

/** Code-point order, so the sort does not depend on a locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Verifies the request signature (src/contracts/signature.ts) the way production does:
 * HMAC over method, path, the `timestamp` header and every query and body pair, with the
 * timestamp no further than MAX_CLOCK_SKEW_MS from the server clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Header } from '../../src/contracts/http';
import { singleHeader } from './request-headers';
import { canonicalString, MAX_CLOCK_SKEW_MS, type SignInput } from '../../src/contracts/signature';

export const SIGNATURE_FAILED = '签名校验失败';

export type SignatureCheck = { ok: true } | { ok: false; msg: string; canonical?: string };

export async function checkSignature(
  key: string,
  now: number,
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  pairs: [string, string][],
): Promise<SignatureCheck> {
  const timestamp = singleHeader(headers[Header.Timestamp]);
  if (!timestamp) return { ok: false, msg: `${SIGNATURE_FAILED}：缺少 ${Header.Timestamp} 请求头` };
  if (!/^\d{10,16}$/.test(timestamp)) {
    return { ok: false, msg: `${SIGNATURE_FAILED}：${Header.Timestamp} 应为毫秒时间戳，收到 "${timestamp}"` };
  }
  const skew = Number(timestamp) - now;
  if (Math.abs(skew) > MAX_CLOCK_SKEW_MS) {
    const seconds = Math.round(Math.abs(skew) / 1000);
    return {
      ok: false,
      msg: `${SIGNATURE_FAILED}：${Header.Timestamp} 比服务器时间${skew < 0 ? '早' : '晚'} ${seconds} 秒，超过允许的 ${MAX_CLOCK_SKEW_MS / 1000} 秒`,
    };
  }

  const signature = singleHeader(headers[Header.Signature]);
  if (!signature) return { ok: false, msg: `${SIGNATURE_FAILED}：缺少 ${Header.Signature} 请求头` };

  const input: SignInput = { method, path, timestamp, pairs };
  // The app's signer (WebCrypto) to the byte, but in the calling task: WebCrypto's importKey and
  // sign are two trips through the thread pool per call, which a busy server pays in every answer.
  const expected = createHmac('sha256', key).update(canonicalString(input)).digest('hex');
  if (!sameHex(expected, signature.toLowerCase())) {
    return {
      ok: false,
      msg: `${SIGNATURE_FAILED}：签名与请求内容不符（方法、路径、timestamp 或参数与签名时不同，或签名密钥不对）`,
      canonical: canonicalString(input),
    };
  }
  return { ok: true };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The canonical string shown to a client, cut to MAX_CANONICAL_CHARS: a header stays a header (a 1 MB body signs a 1 MB string). */
const MAX_CANONICAL_CHARS = 2048;

/** The `x-dev-canonical` header's value: the canonical string the server signed, percent-encoded. */
export function canonicalHeader(canonical: string): string {
  // A cut through a surrogate pair would make encodeURIComponent throw.
  const cut = () => `${canonical.slice(0, MAX_CANONICAL_CHARS).replace(/[\uD800-\uDBFF]$/, '')}…`;
  const shown = canonical.length > MAX_CANONICAL_CHARS ? cut() : canonical;
  return encodeURIComponent(shown);
}

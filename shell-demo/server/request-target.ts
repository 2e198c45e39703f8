/**
 * What a request target must look like before anything routes it: an origin-form path
 * (`/a/b?q`), not `//host/x` (which URL parsing would read as a host), with valid
 * percent-encoding, no control characters once decoded, and no `.`/`..` segment hidden behind
 * `%2e` or `%2f`. Such targets are answered 400, whatever the route.
 */
import { isIP } from 'node:net';

export type TargetCheck = { ok: true; target: string } | { ok: false; reason: string };

const MAX_TARGET_LENGTH = 8192;

export function checkTarget(raw: string | undefined): TargetCheck {
  const target = raw ?? '';
  if (target.length > MAX_TARGET_LENGTH) return { ok: false, reason: `超过 ${MAX_TARGET_LENGTH} 个字符` };
  if (!target.startsWith('/')) return { ok: false, reason: '应以 / 开头' };
  if (target.startsWith('//')) return { ok: false, reason: '不能以 // 开头' };
  const pathPart = target.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return { ok: false, reason: '百分号编码无效' };
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { ok: false, reason: '含控制字符或反斜杠' };
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { ok: false, reason: '不能含 . 或 .. 路径段' };
  }
  return { ok: true, target };
}

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (a dual-stack listener reports `::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

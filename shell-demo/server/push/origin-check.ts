/**
 * Which pages may open the push socket. Browsers send `Origin` on a WebSocket upgrade and do not
 * apply CORS to it, so without this check any site a developer visits could read the feed.
 * Accepted: no Origin (not a browser: tests, the bench, native apps), any loopback origin
 * (`localhost`, `*.localhost`, 127.x, [::1] — the e2e stack opens pages from both names), an
 * origin on the hostname the client used to reach this server at one of the configured ports
 * (the host page and the remote on a phone over the LAN), and the allow-list.
 */
import { ports } from '../../ports';

export interface OriginPolicy {
  /** Exact origins allowed besides the defaults (`https://demo.example.com`); `*` allows every origin. */
  allowedOrigins?: readonly string[];
  /** Ports whose pages on this server's hostname are allowed (default: the host's and the remote's). */
  sameHostPorts?: readonly number[];
}

export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(name)
  );
}

/** `hostHeader` is the request's Host (`192.168.1.5:3100`). */
export function isOriginAllowed(
  origin: string | undefined,
  hostHeader: string | undefined,
  policy: OriginPolicy = {},
): boolean {
  if (origin === undefined) return true;
  const allowed = policy.allowedOrigins ?? [];
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // `null` (sandboxed frames, file://) and garbage.
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (isLoopbackHostname(url.hostname)) return true;
  if (!hostHeader) return false;
  let host: URL;
  try {
    host = new URL(`http://${hostHeader}`);
  } catch {
    return false;
  }
  if (host.hostname !== url.hostname) return false;
  const portOf = (u: URL) => Number(u.port || (u.protocol === 'https:' ? 443 : 80));
  const samePorts = policy.sameHostPorts ?? [ports.host, ports.remote];
  return portOf(url) === portOf(host) || samePorts.includes(portOf(url));
}

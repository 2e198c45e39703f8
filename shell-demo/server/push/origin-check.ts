/**
 * Which pages may open the push socket (and drive `/__dev/*`). Browsers send `Origin` on a
 * WebSocket upgrade and do not apply CORS to it, so without this check any site a developer
 * visits could read the feed.
 * Accepted: no Origin (not a browser: tests, the bench, native apps), any loopback origin
 * (`localhost`, `*.localhost`, 127.x, [::1] — the e2e stack opens pages from both names), an
 * origin on the hostname the client used to reach this server at one of the configured ports
 * (the host page and the remote on a phone over the LAN), and the allow-list.
 *
 * The hostname the client used is the Host header, which a page of any site can make ours by
 * DNS rebinding (evil.example resolving to 127.0.0.1 makes its pages same-origin with us). So
 * the Host itself must be a name this server is known by: a loopback name, an IP address, this
 * machine's name, or one listed (`allowedHosts`, `DEV_ALLOWED_HOSTS`, the allowed origins').
 */
import { isIP } from 'node:net';
import { hostname as machineName } from 'node:os';
import { ports } from '../../../dev-env/ports';

export interface OriginPolicy {
  /** Exact origins allowed besides the defaults (`https://demo.example.com`); `*` allows every origin. */
  allowedOrigins?: readonly string[];
  /** Ports whose pages on this server's hostname are allowed (default: the host's and the remote's). */
  sameHostPorts?: readonly number[];
  /** Hostnames this server may be reached by besides loopback names, IP addresses and this machine's name; `*` any. */
  allowedHosts?: readonly string[];
}

const bare = (hostname: string) => hostname.toLowerCase().replace(/^\[|\]$/g, '');

export function isLoopbackHostname(hostname: string): boolean {
  const name = bare(hostname);
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * Whether the Host header (`192.168.1.5:3100`, `localhost:3100`) names this server rather than a
 * foreign name resolving to it. No Host (HTTP/1.0 tools) is not a browser: accepted.
 */
export function isHostAllowed(hostHeader: string | undefined, policy: OriginPolicy = {}): boolean {
  if (hostHeader === undefined) return true;
  if (!/^[A-Za-z0-9.\-:[\]]+$/.test(hostHeader)) return false;
  let name: string;
  try {
    name = bare(new URL(`http://${hostHeader}`).hostname);
  } catch {
    return false;
  }
  if (isLoopbackHostname(name) || isIP(name) !== 0) return true;
  const machine = machineName().toLowerCase();
  if (name === machine || name === `${machine}.local`) return true;
  const listed = policy.allowedHosts ?? [];
  if (listed.includes('*') || listed.some((host) => host.toLowerCase() === name)) return true;
  return (policy.allowedOrigins ?? []).some((origin) => {
    try {
      return bare(new URL(origin).hostname) === name;
    } catch {
      return false;
    }
  });
}

/** A request a page may make of this server's own services (push, `/__dev/*`): Host and Origin both ours. */
export function isTrustedRequest(
  origin: string | undefined,
  hostHeader: string | undefined,
  policy: OriginPolicy = {},
): boolean {
  return isHostAllowed(hostHeader, policy) && isOriginAllowed(origin, hostHeader, policy);
}

/** `hostHeader` is the request's Host (`192.168.1.5:3100`); check it with isHostAllowed first. */
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

/**
 * A strict Content-Security-Policy for a served page: scripts only from the page's origin, the
 * listed origins and the page's own inline scripts by hash (computed on the HTML as served,
 * after the runtime config was rewritten) — no 'unsafe-eval', no 'unsafe-inline' scripts.
 * Styles may be inline: style-loader and React's `style` attributes need it.
 */
import { createHash } from 'node:crypto';
import { resolveAgainstPage } from './runtime-config';

export interface CspOptions {
  /**
   * Other origins the page loads from or talks to: the remote, the API (its push socket too).
   * A port alone (`:3100`) means the page's own scheme and hostname on that port, as the page
   * configs' addresses do (runtime-config.ts).
   */
  origins: readonly string[];
}

/** The scheme and hostname the page was asked for (from the request), for port-only origins. */
export type PageAddress = Pick<Location, 'protocol' | 'hostname'>;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The `'sha256-…'` source of every inline script of the page (scripts with `src` are not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The origins, and for each http(s) one its WebSocket twin (the push socket). */
function withSockets(origins: readonly string[]): string[] {
  const all = new Set<string>();
  for (const origin of origins) {
    const { protocol, host } = new URL(origin);
    all.add(`${protocol}//${host}`);
    if (protocol === 'http:' || protocol === 'https:') all.add(`${protocol === 'https:' ? 'wss' : 'ws'}://${host}`);
  }
  return [...all];
}

export function contentSecurityPolicy(html: string, options: CspOptions, page?: PageAddress): string {
  const origins = options.origins.map((origin) => resolveAgainstPage(origin, page));
  const http = origins.map((origin) => new URL(origin).origin);
  const connect = withSockets(origins);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...http, ...inlineScriptHashes(html)],
    'style-src': ["'self'", "'unsafe-inline'", ...http],
    'img-src': ["'self'", 'data:', 'blob:', ...http],
    'font-src': ["'self'", 'data:', ...http],
    'media-src': ["'self'", 'blob:', ...http],
    // hls.js may run its demuxer in a blob worker.
    'worker-src': ["'self'", 'blob:', ...http],
    'connect-src': ["'self'", ...connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

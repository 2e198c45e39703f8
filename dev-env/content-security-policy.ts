/**
 * A strict Content-Security-Policy for a served page: scripts only from the page's origin, the
 * script origins (the remote, for a host page — never the API) and the page's own inline scripts
 * by hash (computed on the HTML as served, after the runtime config was rewritten) — no
 * 'unsafe-eval', no 'unsafe-inline' scripts. Styles may be inline: style-loader and React's
 * `style` attributes need it. Framed only by the page's own origin and the listed portals
 * (`frame-ancestors`). The static server (preview, e2e, bench) and the dev servers
 * (`npm start`, devServerHeaders) send the same policy, so a violation shows while developing.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { resolveAgainstPage } from './runtime-config';

export interface CspOptions {
  /**
   * Other origins the page loads from or talks to: the remote, the API (its push socket too).
   * A port alone (`:3100`) means the page's own scheme and hostname on that port, as the page
   * configs' addresses do (runtime-config.ts).
   */
  origins: readonly string[];
  /**
   * Of those, the ones scripts (and workers) may come from: the remote for a host page, none for
   * the remote's own page. The API serves data, images and media, never a script.
   */
  scriptOrigins: readonly string[];
  /**
   * Origins that may frame the page besides its own (a portal that embeds the standalone page);
   * default: CSP_FRAME_ANCESTORS (comma-separated), else none.
   */
  frameAncestors?: readonly string[];
}

/** CSP_FRAME_ANCESTORS: the portals that may frame the pages, e.g. `https://portal.example.com`. */
export function frameAncestorsFromEnv(): string[] {
  return (process.env.CSP_FRAME_ANCESTORS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
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
  const resolve = (list: readonly string[]) => list.map((origin) => resolveAgainstPage(origin, page));
  const origins = resolve(options.origins);
  const http = origins.map((origin) => new URL(origin).origin);
  const scripts = resolve(options.scriptOrigins).map((origin) => new URL(origin).origin);
  const ancestors = (options.frameAncestors ?? frameAncestorsFromEnv()).map((origin) => new URL(origin).origin);
  const connect = withSockets(origins);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...inlineScriptHashes(html)],
    'style-src': ["'self'", "'unsafe-inline'", ...http],
    'img-src': ["'self'", 'data:', 'blob:', ...http],
    'font-src': ["'self'", 'data:', ...http],
    'media-src': ["'self'", 'blob:', ...http],
    // hls.js may run its demuxer in a blob worker, or from the remote's worker script.
    'worker-src': ["'self'", 'blob:', ...scripts],
    'connect-src': ["'self'", ...connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...ancestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The scheme and hostname a request asked for (its Host header), for port-only origins. */
export function pageAddressOf(headers: IncomingHttpHeaders, protocol: 'http:' | 'https:'): PageAddress {
  const host = headers.host ?? '';
  try {
    return { protocol, hostname: host ? new URL(`http://${host}`).hostname : 'localhost' };
  } catch {
    return { protocol, hostname: 'localhost' };
  }
}

/** What the dev server hands a `devServer.headers` function: the in-memory output. */
interface DevServerContext {
  outputFileSystem?: unknown;
  compiler?: unknown;
}

interface OutputFileSystem {
  readFileSync(file: string): Buffer | string;
}

interface OutputCompiler {
  outputPath?: string;
  compilers?: OutputCompiler[];
}

/** A document request (the page), not a script, style or image it loads. */
function isDocumentRequest(headers: IncomingHttpHeaders): boolean {
  const dest = headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document' || dest === 'iframe';
  return String(headers.accept ?? '').includes('text/html');
}

/** The `index.html` the dev server would answer with, as built in memory; null before the first build. */
function builtPage(context: DevServerContext | undefined): string | null {
  const fs = context?.outputFileSystem as OutputFileSystem | undefined;
  const compiler = context?.compiler as OutputCompiler | undefined;
  if (!fs || !compiler) return null;
  for (const { outputPath } of compiler.compilers ?? [compiler]) {
    if (!outputPath) continue;
    try {
      return String(fs.readFileSync(path.join(outputPath, 'index.html')));
    } catch {
      // This compiler emits no page (the remote's container): try the next.
    }
  }
  return null;
}

/**
 * `devServer.headers` for `npm start`: `base` on every answer, and on the page the same policy
 * the static server sends with the production build (hashes of the page as built in memory).
 */
export function devServerHeaders(
  options: CspOptions,
  base: Record<string, string> = {},
): (request: { headers: IncomingHttpHeaders }, response: unknown, context?: DevServerContext) => Record<string, string> {
  return (request, _response, context) => {
    if (!isDocumentRequest(request.headers)) return base;
    const html = builtPage(context);
    if (html === null) return base;
    const page = pageAddressOf(request.headers, 'http:');
    return { ...base, 'Content-Security-Policy': contentSecurityPolicy(html, options, page) };
  };
}

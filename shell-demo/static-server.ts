/**
 * Serves a production build as production would: compressed (brotli or gzip, chosen by
 * Accept-Encoding), the deployment's caching (src/contracts/deployment.ts: hashed files immutable,
 * the manifests, remoteEntry.js and pages revalidated — every answer has an ETag, and a matching
 * If-None-Match gets 304), history-mode fallback to index.html, and the
 * page's runtime config rewritten for the addresses of this run. Files are read per request: a
 * deploy that replaces the folder's files is served at once. Used by `npm run preview`,
 * the end-to-end tests and the bench. Scripts and styles are compressed once, before the server
 * listens, at the highest brotli quality, as a deployment precompresses them for its CDN (7 %
 * smaller than quality 9, too slow to do per request). The compressed bytes are kept on disk by
 * content (`.cache/precompressed`): every end-to-end file starts its own servers over the same
 * build, and compressing the remote's build took 11 s of CPU each time.
 */
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, pageAddressOf, type CspOptions } from '../dev-env/content-security-policy';
import { cacheControlFor } from '../src/contracts/deployment';
import type { TlsCredentials } from './dev-certificate';
import { hasRuntimeConfigMarkers, injectRuntimeConfig } from '../dev-env/runtime-config';
import { checkTarget } from './server/request-target';
import { createWebServer, localUrl } from './web-server';

export interface StaticServerOptions {
  root: string;
  port?: number;
  /** Rewrites the runtime config of HTML pages. */
  runtimeConfig?: object;
  /** Adds `Access-Control-Allow-Origin: *` (the remote's manifest is fetched cross-origin). */
  cors?: boolean;
  /** Compress responses (default true). */
  compress?: boolean;
  /** Serve HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as a production CDN does. */
  tls?: TlsCredentials;
  /** Send a strict Content-Security-Policy with every page (dev-env/content-security-policy.ts). */
  csp?: CspOptions;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.flv': 'video/x-flv',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const PRECOMPRESSED = new Set(['.js', '.mjs', '.css']);

/** By path and version (size and modification time): a file replaced by a deploy is compressed anew. */
const compressedKey = (encoding: string, file: string, version: string, htmlLength = ''): string =>
  `${encoding}:${file}:${version}:${htmlLength}`;
const versionOf = (stats: { size: number; mtimeMs: number }): string =>
  `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;

/**
 * The smallest brotli window that holds the whole body. At the default (4 MB) brotli's quality 9
 * spent 80–110 ms of CPU on a 9 KB page, setting up tables for the window, on the one thread
 * that answers every request; sized to the body, ~1 ms, the same bytes within a few.
 */
const brotliWindowFor = (body: Buffer): number =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 16))),
  );

/** Whether the client's If-None-Match names this ETag (a list, or `*`). */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = String(header)
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
}

/** Compressed files by the hash of their content: the same build's bytes are compressed once. */
export const PRECOMPRESSED_CACHE = path.resolve(__dirname, '../.cache/precompressed');

/**
 * `compress(body)` kept under `name` in the cache; a cache that cannot be read or written
 * (a read-only checkout) costs the compression, nothing else. Written under a temporary name and
 * renamed, so a server starting beside this one never reads half a file.
 */
async function cachedCompression(name: string, compress: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(PRECOMPRESSED_CACHE, name);
  try {
    return readFileSync(file);
  } catch {
    // Not compressed yet.
  }
  const packed = await compress();
  try {
    mkdirSync(PRECOMPRESSED_CACHE, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, packed);
    renameSync(temporary, file);
  } catch {
    // Kept in memory only.
  }
  return packed;
}

/** Every script and style under `root`, brotli at quality 11 and gzip at level 9, in parallel (libuv's pool). */
async function precompress(root: string, into: Map<string, Buffer>): Promise<void> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(root, name))
    .filter((file) => PRECOMPRESSED.has(path.extname(file)) && statSync(file).isFile());
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      const hash = createHash('sha256').update(body).digest('hex');
      const [br, gz] = await Promise.all([
        cachedCompression(`${hash}.br`, () =>
          promisify(brotliCompress)(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        ),
        cachedCompression(`${hash}.gz`, () => promisify(gzip)(body, { level: 9 })),
      ]);
      const version = versionOf(statSync(file));
      into.set(compressedKey('br', file, version), br);
      into.set(compressedKey('gzip', file, version), gz);
    }),
  );
}

/** Pages already reported as served without their runtime config (once each). */
const pagesWithoutConfig = new Set<string>();

/**
 * The page with this run's runtime config. A page without the markers (a report a plugin wrote,
 * a page of another build) is served as built and said once in the log: one odd file in a folder
 * must not stop the server of every other.
 */
function withRuntimeConfig(file: string, page: Buffer, config: object): Buffer {
  const html = page.toString('utf8');
  if (!hasRuntimeConfigMarkers(html)) {
    if (!pagesWithoutConfig.has(file)) {
      pagesWithoutConfig.add(file);
      console.warn(`static server: ${file} has no runtime-config markers; served as built, without this run's config`);
    }
    return page;
  }
  return Buffer.from(injectRuntimeConfig(html, config));
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const compressed = new Map<string, Buffer>();
  if (options.compress !== false) await precompress(root, compressed);
  const sockets = new Set<Socket>();

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    // CORS on every answer (a 404 and a 304 included): the remote reads its own files' answers
    // from a host's page to tell a deploy from a network fault.
    const cors: Record<string, string> = options.cors ? { 'access-control-allow-origin': '*' } : {};
    const target = checkTarget(request.url);
    if (!target.ok) {
      response
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`bad request target: ${target.reason}`);
      return;
    }
    const url = new URL(target.target, 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    // `root + sep`: a sibling folder sharing the prefix (dist/host-old next to dist/host) is outside.
    if (file !== root && !file.startsWith(root + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      // History mode: a path without an extension is a page of the app.
      if (path.extname(url.pathname) !== '') {
        response
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...cors })
          .end('not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const extension = path.extname(file);
    const stats = statSync(file);
    const version = versionOf(stats);
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      vary: 'accept-encoding',
      'cache-control': cacheControlFor(file),
      ...cors,
    };
    // Production files carry no sourceMappingURL comment (hidden maps): the header names the map.
    if ((extension === '.js' || extension === '.css') && existsSync(`${file}.map`))
      headers.sourcemap = `${path.basename(file)}.map`;
    // A file's ETag is its version; a page's (rewritten per server) the hash of what is served.
    // Weak: the brotli, gzip and plain answers share it.
    headers.etag = `W/"${version}"`;
    const notModified = (): boolean => {
      if (!matchesEtag(request.headers['if-none-match'], headers.etag!)) return false;
      response
        .writeHead(304, Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type')))
        .end();
      return true;
    };

    if (extension === '.html' || (options.compress !== false && COMPRESSIBLE.has(extension))) {
      let body: Buffer = readFileSync(file);
      if (extension === '.html' && options.runtimeConfig) body = withRuntimeConfig(file, body, options.runtimeConfig);
      if (extension === '.html') headers.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      if (notModified()) return;
      // Hashes of the page as served: the rewritten config script is one of them.
      if (extension === '.html' && options.csp) {
        headers['content-security-policy'] = contentSecurityPolicy(
          body.toString('utf8'),
          options.csp,
          pageAddressOf(request.headers, options.tls ? 'https:' : 'http:'),
        );
      }
      const accept = String(request.headers['accept-encoding'] ?? '');
      const encoding =
        options.compress === false ? '' : accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : '';
      if (encoding) {
        const key = compressedKey(encoding, file, version, extension === '.html' ? String(body.length) : '');
        let packed: Buffer | undefined = compressed.get(key);
        if (!packed) {
          packed =
            encoding === 'br'
              ? brotliCompressSync(body, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: 9,
                    [constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(body),
                  },
                })
              : gzipSync(body, { level: 9 });
          if (extension !== '.html') compressed.set(key, packed);
        }
        headers['content-encoding'] = encoding;
        body = packed;
      }
      headers['content-length'] = String(body.length);
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    if (notModified()) return;
    headers['content-length'] = String(stats.size);
    response.writeHead(200, headers);
    // A file gone between stat and read ends this response, not the process.
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  };
  const server = createWebServer(handle, options.tls);

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        url: localUrl(port, options.tls),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

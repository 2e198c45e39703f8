/**
 * The static server of the builds serves nothing outside its root, whatever the target says,
 * compresses a build's scripts once for every server that serves it, a page in brotli's window that
 * holds it (not the default 4 MB one, whose tables cost 80–110 ms of CPU a page), and serves a page without its
 * runtime-config markers as built rather than stopping.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { get } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { REMOTE_CONFIG_GLOBAL, runtimeConfigScript } from '../../../dev-env/runtime-config';
import { PRECOMPRESSED_CACHE, startStaticServer } from '../../../shell-demo/static-server';
import { rawRequest } from './raw-request';

describe('static server: paths outside the root', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'static-'));
  const root = path.join(base, 'site');
  beforeAll(() => {
    mkdirSync(root);
    mkdirSync(path.join(base, 'site-secret'));
    writeFileSync(path.join(root, 'index.html'), '<p>ok</p>');
    writeFileSync(path.join(base, 'site-secret', 'key.txt'), 'secret');
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('serves the root and refuses traversal, sibling folders sharing its prefix and bad targets', async () => {
    const server = await startStaticServer({ root, compress: false });
    try {
      expect((await rawRequest(server.port, 'GET /index.html')).status).toBe(200);
      for (const target of [
        '/..%2Fsite-secret%2Fkey.txt',
        '/%2e%2e/site-secret/key.txt',
        '//x',
        '/%E0%A4%A',
        '/a%00.js',
      ]) {
        const { status, body } = await rawRequest(server.port, `GET ${target}`);
        expect({ target, status }).toEqual({ target, status: 400 });
        expect(body).not.toContain('secret');
      }
      expect((await rawRequest(server.port, 'GET /index.html')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('static server: precompressed scripts', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-packed-'));
  // Unique content, so this test's cache entries are its own.
  const script = `console.log(${JSON.stringify(randomUUID())});\n`.repeat(40);
  const hash = createHash('sha256').update(script).digest('hex');
  beforeAll(() => writeFileSync(path.join(root, 'app.js'), script));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    for (const ending of ['br', 'gz']) rmSync(path.join(PRECOMPRESSED_CACHE, `${hash}.${ending}`), { force: true });
  });

  const served = async (encoding: string) => {
    const server = await startStaticServer({ root });
    try {
      const response = await fetch(`http://localhost:${server.port}/app.js`, {
        headers: { 'accept-encoding': encoding },
      });
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    } finally {
      await server.close();
    }
  };

  it('compresses a script once and serves the kept bytes to every later server of the same build', async () => {
    expect(await served('gzip')).toEqual({ encoding: 'gzip', text: script });
    expect(await served('br')).toEqual({ encoding: 'br', text: script });
    // The next server takes the kept bytes, not a compression of its own.
    writeFileSync(path.join(PRECOMPRESSED_CACHE, `${hash}.gz`), gzipSync('kept'));
    expect(await served('gzip')).toEqual({ encoding: 'gzip', text: 'kept' });
  });
});

/** The window a brotli stream declares in its first bits (RFC 7932, 9.1: WBITS). */
function brotliWindowBits(stream: Buffer): number {
  const first = stream[0]!;
  if ((first & 1) === 0) return 16;
  const three = (first >> 1) & 7;
  if (three !== 0) return 17 + three;
  const next = (first >> 4) & 7;
  return next === 0 ? 17 : 8 + next;
}

describe('static server: pages compressed as they are asked', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-page-'));
  const small = `<!doctype html><title>p</title>${'<p>一行文字 a line of the page</p>'.repeat(250)}`;
  const large = JSON.stringify({ rows: Array.from({ length: 6000 }, (_, index) => ({ index, id: randomUUID() })) });
  beforeAll(() => {
    writeFileSync(path.join(root, 'index.html'), small);
    writeFileSync(path.join(root, 'rows.json'), large);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const rawBrotli = (port: number, target: string) =>
    new Promise<Buffer>((resolve, reject) => {
      get({ port, path: target, headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        expect(response.headers['content-encoding']).toBe('br');
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });

  it('in the smallest window that holds each body, which decodes to the body', async () => {
    const server = await startStaticServer({ root });
    try {
      const page = await rawBrotli(server.port, '/index.html');
      expect(brotliDecompressSync(page).toString('utf8')).toBe(small);
      expect(brotliWindowBits(page)).toBe(Math.ceil(Math.log2(Buffer.byteLength(small) + 16)));
      const rows = await rawBrotli(server.port, '/rows.json');
      expect(brotliDecompressSync(rows).toString('utf8')).toBe(large);
      expect(brotliWindowBits(rows)).toBe(Math.ceil(Math.log2(Buffer.byteLength(large) + 16)));
    } finally {
      await server.close();
    }
  });
});

describe('static server: a page without its runtime-config markers', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-config-'));
  const configured = `<head>${runtimeConfigScript(REMOTE_CONFIG_GLOBAL, { apiBaseUrl: 'http://built' })}</head>`;
  const bare = '<p>a report another tool wrote</p>';
  beforeAll(() => {
    writeFileSync(path.join(root, 'index.html'), configured);
    writeFileSync(path.join(root, 'report.html'), bare);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is served as built and said once in the log; the server stays up and configures its other pages', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await startStaticServer({ root, compress: false, runtimeConfig: { apiBaseUrl: 'http://this-run' } });
    try {
      for (let round = 0; round < 3; round += 1) {
        expect(await rawRequest(server.port, 'GET /report.html')).toMatchObject({ status: 200, body: bare });
      }
      expect(warn.mock.calls).toEqual([[expect.stringContaining(`report.html has no runtime-config markers`)]]);
      const page = await rawRequest(server.port, 'GET /index.html');
      expect(page.status).toBe(200);
      expect(page.body).toContain('{"apiBaseUrl":"http://this-run"}');
      expect(page.body).not.toContain('http://built');
    } finally {
      warn.mockRestore();
      await server.close();
    }
  });
});

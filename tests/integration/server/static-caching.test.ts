/**
 * The static server serves a build as a deployment must (src/contracts/deployment.ts): the files
 * that name the others revalidate (no-cache, an ETag, 304 for a matching If-None-Match), hashed
 * files are immutable, our own 404 carries CORS, and a deploy that replaces the files is served
 * at once (no stale compressed copy).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMMUTABLE, REVALIDATE } from '../../../src/contracts/deployment';
import { startStaticServer, type StaticServer } from '../../../shell-demo/static-server';

const root = mkdtempSync(path.join(tmpdir(), 'static-caching-'));
let server: StaticServer;

const manifest = (buildId: string) => JSON.stringify({ name: 'sportInfo', metaData: { buildId } });

beforeAll(async () => {
  mkdirSync(path.join(root, 'lean'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><p>standalone</p>');
  writeFileSync(path.join(root, 'mf-manifest.json'), manifest('build-a'));
  writeFileSync(path.join(root, 'lean', 'mf-manifest.json'), manifest('build-a'));
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var sportInfo = "build-a";\n'.repeat(50));
  writeFileSync(path.join(root, 'page-news.1a2b3c4d.js'), 'console.log("news");\n'.repeat(50));
  writeFileSync(path.join(root, 'page-news.1a2b3c4d.js.map'), '{"version":3,"sources":[],"mappings":""}');
  server = await startStaticServer({ root, cors: true });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (file: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/${file}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

it.each(['mf-manifest.json', 'lean/mf-manifest.json', 'remoteEntry.js', 'index.html', 'news/detail/7'])(
  '%s revalidates: no-cache with an ETag, 304 when it matches',
  async (file) => {
    const first = await get(file);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(REVALIDATE);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(file, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get(file, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  },
);

it('serves hashed files immutable for a year', async () => {
  const response = await get('page-news.1a2b3c4d.js');
  expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(response.headers.get('etag')).toBeTruthy();
});

it("names a file's map in its SourceMap header (the files carry no comment), only where one is beside it", async () => {
  expect((await get('page-news.1a2b3c4d.js')).headers.get('sourcemap')).toBe('page-news.1a2b3c4d.js.map');
  expect((await get('remoteEntry.js')).headers.get('sourcemap')).toBeNull();
});

it("answers a missing file 404 with CORS (the app reads it from a host's page) and no caching", async () => {
  const response = await get('page-gold-document.f2893389.js', { origin: 'https://portal.example' });
  expect(response.status).toBe(404);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('cache-control')).toBe('no-store');
});

it('serves a deploy at once: the replaced manifest and entry, compressed anew, with new ETags', async () => {
  const before = await get('remoteEntry.js');
  expect(before.headers.get('content-encoding')).toBe('br');
  expect(await before.text()).toContain('build-a');
  writeFileSync(path.join(root, 'mf-manifest.json'), manifest('build-b'));
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var sportInfo = "build-b";\n'.repeat(60));
  // A deploy's files are newer than the ones they replace, whatever the clock's resolution.
  const later = new Date(Date.now() + 5000);
  utimesSync(path.join(root, 'remoteEntry.js'), later, later);
  const after = await get('remoteEntry.js', { 'if-none-match': before.headers.get('etag')! });
  expect(after.status).toBe(200);
  expect(await after.text()).toContain('build-b');
  expect(await (await get('mf-manifest.json')).json()).toEqual({ name: 'sportInfo', metaData: { buildId: 'build-b' } });
});

/** The static server of the builds serves nothing outside its root, whatever the target says. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../../../shell-demo/static-server';
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

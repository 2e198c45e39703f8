/** The development server and a static server over TLS (the bench's stack): HTTP/2, the https origin in the domain list, wss pushes. */
import { connect } from 'node:http2';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { createDevCertificate, type TlsCredentials } from '../../../shell-demo/dev-certificate';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { startStaticServer } from '../../../shell-demo/static-server';

let tls: TlsCredentials;
beforeAll(async () => {
  tls = await createDevCertificate();
});

/** One HTTP/2 GET trusting the test certificate. */
async function getOverHttp2(origin: string, requestPath: string): Promise<{ status: number; body: string }> {
  const session = connect(origin, { ca: tls.cert });
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request({ ':path': requestPath });
      let status = 0;
      let body = '';
      stream.on('response', (headers) => (status = Number(headers[':status'])));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ status, body }));
      stream.on('error', reject);
    });
  } finally {
    session.close();
  }
}

describe('development server over TLS', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer({ host: '127.0.0.1', tls });
  });
  afterAll(() => server.close());

  it('answers HTTP/2, names its https origin, and takes the push WebSocket as wss', async () => {
    expect(server.url).toMatch(/^https:\/\/localhost:\d+$/);
    const origin = `https://127.0.0.1:${server.port}`;
    const index = await getOverHttp2(origin, '/');
    expect(index.status).toBe(200);
    const push = (JSON.parse(index.body) as { push: string }).push;
    expect(push).toBe(`wss://127.0.0.1:${server.port}/ws`);
    const socket = new WebSocket(push, { ca: tls.cert });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.close();
  });
});

describe('static server over TLS', () => {
  it('serves files over HTTP/2', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-tls-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><p>首页</p>');
    const server = await startStaticServer({ root, tls, compress: false });
    try {
      expect(server.url).toMatch(/^https:/);
      const page = await getOverHttp2(`https://127.0.0.1:${server.port}`, '/anchor');
      expect(page).toEqual({ status: 200, body: '<!doctype html><p>首页</p>' });
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

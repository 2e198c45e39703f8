/**
 * Malformed requests against a real development server: every one is answered with a 4xx (the
 * client receives it, no reset), a handler's exception with a 500, and the server keeps answering.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { DevCalls } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import { NewsCalls } from '../../../src/contracts/news';
import { startDevServer, type DevServer } from '../../../shell-demo/server/create-server';
import { MAX_BODY_BYTES } from '../../../shell-demo/server/request-body';
import { RawReply } from '../../../shell-demo/server/router';
import { ROUTE_MODULES } from '../../../shell-demo/server/routes/route-modules';
import { startStaticServer } from '../../../shell-demo/static-server';
import { callEnvelope } from './signed-client';

/**
 * Sends one request exactly as written (no client normalises the target) and reads the status and
 * body. HTTP/1.0, so the answer is not chunked.
 */
function rawRequest(port: number, line: string, headers = '', body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`${line} HTTP/1.0\r\nHost: localhost\r\n${headers}\r\n${body}`),
    );
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0),
        body: data.slice(data.indexOf('\r\n\r\n') + 4),
      }),
    );
    socket.on('error', reject);
  });
}

const external = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('development server: malformed requests', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startDevServer({
      port: 0,
      quiet: true,
      simulate: false,
      routes: [
        ...ROUTE_MODULES,
        (router) => {
          router.get('/api/test/throws', () => {
            throw new TypeError('boom');
          });
          router.get('/api/test/rejects', () => Promise.reject(new RangeError('late boom')));
          router.get('/test/echo', ({ params }) => RawReply.json(params), { auth: 'ignore' });
        },
      ],
    });
    // Built now: the first call that needs the world would otherwise spend the test's time on it.
    server.world();
  }, 60_000);
  afterAll(() => server.close());

  const get = (target: string) => rawRequest(server.port, `GET ${target}`);
  const postForm = (target: string, body: string) =>
    rawRequest(
      server.port,
      `POST ${target}`,
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`,
      body,
    );
  const expect400 = async (answer: Promise<{ status: number; body: string }>, message: RegExp) => {
    const { status, body } = await answer;
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ code: 10001, msg: expect.stringMatching(message), data: null });
  };

  it.each(['//x', '//evil.example/api/forehead/system/domain', '/%E0%A4%A', '/%00', '/api/%00/x', '/a%5Cb'])(
    'refuses the request target %s with 400',
    async (target) => {
      await expect400(get(target), /请求路径无效/);
    },
  );

  it.each([
    '/api/%2e%2e/%2e%2e/package.json',
    '/api/forehead/system/file/get/..%2F..%2Fpackage.json',
    '/api/forehead/system/file/get/%2e%2e%2fcreate-server.ts',
    '/live/..%2f..%2fshell-demo%2fserver%2fmain.ts',
  ])('refuses the traversal %s with 400', async (target) => {
    await expect400(get(target), /请求路径无效/);
  });

  it.each([
    ['__proto__[polluted]=1', /__proto__/],
    ['__proto__.polluted=1', /__proto__/],
    ['constructor[prototype][polluted]=1', /constructor/],
    ['a.constructor.prototype.polluted=1', /constructor/],
    ['ids[9999999]=1', /列表下标/],
    ['ids[100]=1', /列表下标/],
    ['a.b.c.d.e.f.g=1', /嵌套/],
    ['p0=1&…&p500=1', /参数超过 500/],
  ])('refuses the parameters %s with 400, in the query and in a form body', async (written, message) => {
    const params = written.includes('…') ? Array.from({ length: 501 }, (_, index) => `p${index}=1`).join('&') : written;
    await expect400(get(`/test/echo?${params}`), message);
    await expect400(postForm(DevCalls.faults, params), message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses prototype keys in a JSON body', async () => {
    const body = '{"pathPrefix":"/api","code":403,"__proto__":{"polluted":1}}';
    const answer = rawRequest(
      server.port,
      `POST ${DevCalls.faults}`,
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`,
      body,
    );
    await expect400(answer, /__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('decodes the parameters it accepts with the contract codec', async () => {
    const { status, body } = await get(
      '/test/echo?filter.name=%E6%9B%BC+%E8%81%94&ids%5B0%5D=3&ids%5B1%5D=4&toString=x',
    );
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ filter: { name: '曼 联' }, ids: ['3', '4'] });
  });

  it.each([
    ['page', '-1'],
    ['page', '0'],
    ['page', '1000000000'],
    ['page', 'abc'],
    ['page', '1.5'],
    ['size', '-5'],
    ['size', '0'],
    ['size', '1e9'],
    ['size', 'x'],
  ])('refuses %s=%s with HTTP 400 and code 10001', async (key, value) => {
    const { status, envelope } = await callEnvelope(server.url, 'GET', NewsCalls.professorList.path, {
      query: { [key]: value },
    });
    expect(status).toBe(400);
    expect(envelope).toEqual({ code: 10001, msg: expect.stringContaining(key), data: null });
  });

  it('answers a body over the limit with a 413 the client receives', async () => {
    const body = 'a='.padEnd(2 * 1024 * 1024, 'x');
    const response = await fetch(`${server.url}${DevCalls.faults}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 10001, msg: `请求体超过 ${MAX_BODY_BYTES} 字节`, data: null });
  });

  it('answers 413 to a body streamed without a length, chunk by chunk', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${server.url}${DevCalls.faults}`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < 2 * 1024 * 1024; sent += chunk.length) request.write(chunk);
      request.end();
    });
    expect(status).toBe(413);
  });

  it('turns a handler exception, thrown or rejected, into a 500 and keeps serving', async () => {
    for (const target of ['/api/test/throws', '/api/test/rejects']) {
      const { status, envelope } = await callEnvelope(server.url, 'GET', target);
      expect(status).toBe(500);
      expect(envelope).toEqual({ code: 500, msg: expect.stringContaining('服务器内部错误'), data: null });
    }
  });

  it('answers /__dev/* to loopback peers', async () => {
    expect((await get(DevCalls.health)).status).toBe(200);
  });

  (external ? it : it.skip)('refuses /__dev/* to other peers unless devControl is open', async () => {
    for (const devControl of ['loopback', 'open'] as const) {
      const guarded = await startDevServer({ port: 0, quiet: true, simulate: false, devControl, routes: [] });
      try {
        const response = await fetch(`http://${external}:${guarded.port}${DevCalls.health}`);
        expect(response.status).toBe(devControl === 'open' ? 404 : 403);
      } finally {
        await guarded.close();
      }
    }
  });

  it('still answers a normal call after all of the above', async () => {
    const { status, envelope } = await callEnvelope(server.url, 'GET', NewsCalls.professorList.path, {
      query: { page: 1, size: 5 },
    });
    expect(status).toBe(200);
    expect(envelope.code).toBe(ResultCode.Success);
  });
});

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

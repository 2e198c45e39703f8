/**
 * Malformed requests against a real development server: every one is answered with a 4xx (the
 * client receives it, no reset), a handler's exception with a 500, and the server keeps answering.
 */
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { AnchorCalls } from '../../../src/contracts/anchors';
import { DEV_FAULT_HEADER, DevCalls } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import { NbaCalls } from '../../../src/contracts/nba';
import { NewsCalls } from '../../../src/contracts/news-calls';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { MAX_LIST_ITEMS } from '../../../shell-demo/server/params';
import { MAX_BODY_BYTES } from '../../../shell-demo/server/request-body';
import { RawReply } from '../../../shell-demo/server/router';
import { ROUTE_MODULES } from '../../../shell-demo/server/routes/route-modules';
import { EXTERNAL_IPV4, rawRequest } from './raw-request';
import { call, callEnvelope } from './signed-client';

describe('development server: malformed requests', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer({
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

  (EXTERNAL_IPV4 ? it : it.skip)('refuses /__dev/* to other peers unless devControl is open', async () => {
    for (const devControl of ['loopback', 'open'] as const) {
      const guarded = await startTestServer({ simulate: false, devControl, routes: [] });
      try {
        const response = await fetch(`http://${EXTERNAL_IPV4}:${guarded.port}${DevCalls.health}`);
        expect(response.status).toBe(devControl === 'open' ? 404 : 403);
      } finally {
        await guarded.close();
      }
    }
  });

  describe('list parameters', () => {
    const hostList = (form: Record<string, unknown>) =>
      callEnvelope<unknown[]>(server.url, 'POST', AnchorCalls.hostList.path, { form: form as never });

    it(`refuses more than ${MAX_LIST_ITEMS} ids with 400 at once, and answers duplicates once`, async () => {
      const started = performance.now();
      const flood = await hostList({ hostIds: Array.from({ length: 100_000 }, () => '1').join(',') });
      expect(flood).toEqual({
        status: 400,
        envelope: { code: 10001, msg: `参数错误：hostIds 最多 ${MAX_LIST_ITEMS} 个`, data: null },
      });
      expect(performance.now() - started).toBeLessThan(2000);
      const all = await hostList({});
      const { id } = all.envelope.data[0] as { id: number };
      const dupes = await hostList({ hostIds: `${id},${id},${id}` });
      expect(dupes.status).toBe(200);
      expect(dupes.envelope.data).toHaveLength(1);
    });

    it('refuses a JSON array of ids beyond the cap with 400', async () => {
      // A JSON call of the contract: the host list takes a form (a JSON body there is a 415).
      const { status, envelope } = await callEnvelope(server.url, 'POST', NbaCalls.list.path, {
        json: { hostIds: Array.from({ length: 1000 }, () => 1) },
      });
      expect(status).toBe(400);
      expect(envelope).toEqual({ code: 10001, msg: expect.stringMatching(/列表下标应小于 100/), data: null });
    });
  });

  describe('JSON bodies under the form limits', () => {
    const postJson = (body: string) =>
      rawRequest(
        server.port,
        `POST ${DevCalls.faults}`,
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`,
        body,
      );

    it.each([
      ['a 250k-item array', JSON.stringify({ code: 403, ids: Array.from({ length: 250_000 }, () => 1) }), /列表下标/],
      [
        '60k keys',
        JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`k${index}`, 1]))),
        /参数超过 500/,
      ],
      ['nesting 7 deep', '{"a":{"b":{"c":{"d":{"e":{"f":{"g":1}}}}}}}', /嵌套/],
    ])('refuses %s with 400', async (_, body, message) => {
      await expect400(postJson(body), message);
    });

    it('refuses 60k keys on a signed call with 400 and a small header, not a 770 KB one', async () => {
      const json = Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`k${index}`, 1]));
      const response = await call(server.url, 'POST', NbaCalls.list.path, { json, key: 'wrong-key' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { msg: string }).msg).toMatch(/参数超过 500/);
    });

    it('shows at most 2 KB of the canonical string of a wrongly signed large body', async () => {
      const response = await call(server.url, 'POST', NbaCalls.list.path, {
        json: { note: '曼联'.repeat(100_000) },
        key: 'wrong-key',
      });
      expect(response.status).toBe(400);
      const canonical = decodeURIComponent(response.headers.get('x-dev-canonical') ?? '');
      expect(canonical.length).toBeLessThanOrEqual(2049);
      expect(canonical.endsWith('…')).toBe(true);
    });
  });

  describe('the development controls refuse pages of other sites', () => {
    const withOrigin = (line: string, origin: string, extra = '', host = 'localhost') =>
      rawRequest(server.port, line, `Origin: ${origin}\r\n${extra}`, '', host);

    it('answers /__dev/* to its own pages and to tools, 403 to a foreign Origin (no CORS approval)', async () => {
      const own = await withOrigin(`GET ${DevCalls.health}`, 'http://localhost:3000');
      expect(own.status).toBe(200);
      expect(own.head).toMatch(/access-control-allow-origin: http:\/\/localhost:3000/i);
      for (const line of [`GET ${DevCalls.health}`, `POST ${DevCalls.faults}`, `DELETE ${DevCalls.faults}`]) {
        const foreign = await withOrigin(line, 'https://evil.example');
        expect(foreign.status).toBe(403);
        expect(foreign.head).not.toMatch(/access-control-allow-origin/i);
      }
      const preflight = await withOrigin(
        `OPTIONS ${DevCalls.faults}`,
        'https://evil.example',
        'Access-Control-Request-Method: POST\r\n',
      );
      expect(preflight.status).toBe(403);
      expect(preflight.head).not.toMatch(/access-control-allow-origin/i);
      expect(server.faults.list()).toEqual([]);
    });

    it('refuses a page that reached it by DNS rebinding (a foreign Host), with or without Origin', async () => {
      const rebound = 'evil.example:' + server.port;
      expect((await rawRequest(server.port, `GET ${DevCalls.health}`, '', '', rebound)).status).toBe(403);
      expect((await withOrigin(`GET ${DevCalls.health}`, `http://${rebound}`, '', rebound)).status).toBe(403);
    });

    it('refuses the x-dev-fault header from a foreign Origin, and does not allow it in CORS there', async () => {
      const target = `GET ${NewsCalls.professorList.path}?page=1&size=5`;
      const fault = `${DEV_FAULT_HEADER}: {"code":403}\r\n`;
      const foreign = await withOrigin(target, 'https://evil.example', fault);
      expect(foreign.status).toBe(403);
      expect(JSON.parse(foreign.body)).toEqual({ code: 403, msg: expect.stringContaining('开发控制接口'), data: null });
      const preflight = await withOrigin(
        `OPTIONS ${NewsCalls.professorList.path}`,
        'https://evil.example',
        `Access-Control-Request-Method: GET\r\nAccess-Control-Request-Headers: ${DEV_FAULT_HEADER}\r\n`,
      );
      expect(preflight.status).toBe(204);
      expect(preflight.head).toMatch(/access-control-allow-origin: https:\/\/evil\.example/i);
      expect(/access-control-allow-headers: (.*)/i.exec(preflight.head)?.[1]).not.toContain(DEV_FAULT_HEADER);
      // Its own pages keep using it.
      const own = await withOrigin(target, 'http://127.0.0.1:3000', fault);
      expect(JSON.parse(own.body)).toEqual(
        expect.objectContaining({ code: 403, msg: expect.not.stringContaining('开发控制接口') }),
      );
    });
  });

  it('still answers a normal call after all of the above', async () => {
    const { status, envelope } = await callEnvelope(server.url, 'GET', NewsCalls.professorList.path, {
      query: { page: 1, size: 5 },
    });
    expect(status).toBe(200);
    expect(envelope.code).toBe(ResultCode.Success);
  });
});

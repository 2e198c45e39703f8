import { encodeForm } from '../../../src/contracts/form-encoding';
import { Header, ResultCode, readAnswer } from '../../../src/contracts/http';
import { SystemCalls } from '../../../src/contracts/system';
import { NbaCalls } from '../../../src/contracts/nba';
import { MAX_CLOCK_SKEW_MS } from '../../../src/contracts/signature';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { call, callEnvelope } from './signed-client';

describe('development server: request signature', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Built here: the first call would otherwise spend its 5 s on the world on a loaded machine.
    server.world();
  }, 60_000);
  afterAll(() => server.close());

  const images = SystemCalls.imagesQuery.path;

  it('accepts a signed form request and answers the success envelope', async () => {
    const { status, envelope } = await callEnvelope(server.url, 'POST', images, { form: { categoryId: 20301 } });
    expect(status).toBe(200);
    expect(envelope.code).toBe(ResultCode.Success);
    expect(readAnswer(SystemCalls.imagesQuery, envelope.data).every((row) => row.categoryId === 20301)).toBe(true);
  });

  it('accepts a signed JSON request with nested values', async () => {
    const { envelope } = await callEnvelope(server.url, 'POST', NbaCalls.ranking.path, {
      json: { scope: 1, division: 1, seasonId: 1907, filter: { ids: [1, 2], name: '英超 焦点' } },
      headers: { [Header.Pid]: '164' },
    });
    expect(envelope.code).toBe(ResultCode.NodeSuccess);
  });

  // Form-encoded unless noted (the NBA list and ranking are JSON).
  it('refuses a body in the encoding the call does not declare with 415, and serves the declared one', async () => {
    const jsonOnForm = await callEnvelope(server.url, 'POST', images, { json: { categoryId: 20302 } });
    expect(jsonOnForm.status).toBe(415);
    expect(jsonOnForm.envelope).toEqual({
      code: 10001,
      msg: `请求体编码错误：${images} 的请求体应为 application/x-www-form-urlencoded，收到 application/json`,
      data: null,
    });
    const ranking = { scope: 1, division: 1, seasonId: 1907 };
    const formOnJson = await callEnvelope(server.url, 'POST', NbaCalls.ranking.path, {
      form: ranking,
      headers: { [Header.Pid]: '164' },
    });
    expect(formOnJson.status).toBe(415);
    expect(formOnJson.envelope.msg).toMatch(/应为 application\/json，收到 application\/x-www-form-urlencoded$/);
    const declared = await callEnvelope(server.url, 'POST', NbaCalls.ranking.path, {
      json: ranking,
      headers: { [Header.Pid]: '164' },
    });
    expect(declared.envelope.code).toBe(ResultCode.NodeSuccess);
  });

  it('accepts query parameters signed together with the body', async () => {
    const { envelope } = await callEnvelope(server.url, 'POST', images, { query: { categoryId: 20303, page: 1 } });
    expect(envelope.code).toBe(ResultCode.Success);
    expect(readAnswer(SystemCalls.imagesQuery, envelope.data)[0]?.categoryId).toBe(20303);
  });

  it('rejects a body changed after signing with HTTP 400 and a clear message', async () => {
    const response = await call(server.url, 'POST', images, {
      form: { categoryId: 20301 },
      rawBody: encodeForm({ categoryId: 20302 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; msg: string; data: unknown };
    expect(body.code).toBe(ResultCode.NoUser);
    expect(body.data).toBeNull();
    expect(body.msg).toMatch(/^签名校验失败：签名与请求内容不符/);
    // The server shows what it signed, so a client developer can compare.
    expect(decodeURIComponent(response.headers.get('x-dev-canonical') ?? '')).toContain('categoryId=20302');
  });

  it('rejects a signature made with another key', async () => {
    const { status, envelope } = await callEnvelope(server.url, 'POST', images, {
      form: { categoryId: 20301 },
      key: 'wrong',
    });
    expect(status).toBe(400);
    expect(envelope.msg).toMatch(/^签名校验失败/);
  });

  it.each([
    ['signature', { sign: false }, Header.Signature],
    ['timestamp', { timestamp: null }, Header.Timestamp],
  ] as const)('rejects a request without a %s', async (_what, leftOut, header) => {
    const { status, envelope } = await callEnvelope(server.url, 'POST', images, {
      form: { categoryId: 20301 },
      ...leftOut,
    });
    expect(status).toBe(400);
    expect(envelope.msg).toBe(`签名校验失败：缺少 ${header} 请求头`);
  });

  // Every call carries device-id, os-type, version and app-type.
  it.each([Header.DeviceId, Header.OsType, Header.Version, Header.AppType])(
    'rejects a signed call without the %s header with 400 and code 10001, naming it',
    async (name) => {
      const { status, envelope } = await callEnvelope(server.url, 'POST', images, {
        form: { categoryId: 20301 },
        without: [name],
      });
      expect(status).toBe(400);
      expect(envelope).toEqual({ code: 10001, msg: `请求头错误：缺少 ${name} 请求头`, data: null });
    },
  );

  it("rejects an os-type, app-type or device-type outside the spec's codes, an empty device-id and an over-long version", async () => {
    const refused: Record<string, string>[] = [
      { [Header.OsType]: '9' },
      { [Header.AppType]: '2' },
      { [Header.AppType]: 'web' },
      { [Header.DeviceId]: ' ' },
      { [Header.Version]: '1'.repeat(129) },
      { [Header.DeviceType]: '4' },
      { [Header.DeviceType]: 'mobile' },
    ];
    for (const headers of refused) {
      const { status, envelope } = await callEnvelope(server.url, 'POST', images, {
        form: { categoryId: 20301 },
        headers,
      });
      expect({ headers, status, code: envelope.code }).toEqual({ headers, status: 400, code: 10001 });
      expect(envelope.msg).toMatch(/^请求头错误：/);
    }
    // The device type is the spec's code when sent; a tool may send none.
    for (const code of ['0', '1', '2', '3']) {
      const { envelope } = await callEnvelope(server.url, 'POST', images, {
        form: { categoryId: 20301 },
        headers: { [Header.DeviceType]: code },
      });
      expect(envelope.code).toBe(ResultCode.Success);
    }
    // Unsigned paths (files, media, control calls) need none of them.
    expect((await fetch(`${server.url}/__dev/health`)).status).toBe(200);
  });

  it('rejects a stale timestamp even when the signature matches it', async () => {
    const stale = Date.now() - MAX_CLOCK_SKEW_MS - 60_000;
    const { status, envelope } = await callEnvelope(server.url, 'POST', images, {
      form: { categoryId: 20301 },
      timestamp: stale,
    });
    expect(status).toBe(400);
    expect(envelope.code).toBe(ResultCode.NoUser);
    expect(envelope.msg).toMatch(/^签名校验失败：timestamp 比服务器时间早 \d+ 秒，超过允许的 300 秒$/);
  });

  it('rejects a timestamp from the future', async () => {
    const { envelope } = await callEnvelope(server.url, 'POST', images, {
      form: { categoryId: 20301 },
      timestamp: Date.now() + MAX_CLOCK_SKEW_MS + 60_000,
    });
    expect(envelope.msg).toMatch(/比服务器时间晚/);
  });

  it('does not sign control calls', async () => {
    const health = await fetch(`${server.url}/__dev/health`);
    expect(await health.json()).toEqual({ ok: true, gateway: server.push.publisher.gateway });
  });

  it('answers an unknown call with 404 and a wrong method with 405', async () => {
    const missing = await callEnvelope(server.url, 'POST', '/api/forehead/no/such/call');
    expect(missing.status).toBe(404);
    expect(missing.envelope.msg).toContain('/api/forehead/no/such/call');
    const wrongMethod = await call(server.url, 'GET', images);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toContain('POST');
  });
});

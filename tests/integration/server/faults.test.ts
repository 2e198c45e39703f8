import { DEV_FAULT_HEADER, DevCalls, type FaultRule, type RequestLogLine } from '../../../src/contracts/dev-server';
import { FILE_PATH_PREFIX, ResultCode } from '../../../src/contracts/http';
import { parseCommonConfig, SystemCalls } from '../../../src/contracts/system';
import { MalformedDataError } from '../../../src/contracts/parse';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { call, callEnvelope, devCall } from './signed-client';

describe('development server: fault injection', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => devCall(server.url, 'DELETE', DevCalls.faults));
  afterAll(() => server.close());

  const config = SystemCalls.commonConfig.path;
  const fault = (rule: FaultRule) => ({ [DEV_FAULT_HEADER]: JSON.stringify(rule) });

  it('applies a rule with times: 1 once, then answers normally', async () => {
    await devCall(server.url, 'POST', DevCalls.faults, { pathPrefix: config, times: 1, code: 403, msg: '没有权限' });
    expect((await callEnvelope(server.url, 'POST', config)).envelope).toEqual({
      code: 403,
      msg: '没有权限',
      data: null,
    });
    expect((await callEnvelope(server.url, 'POST', config)).envelope.code).toBe(ResultCode.Success);
  });

  it('lists rules with their remaining times and clears them', async () => {
    await devCall(server.url, 'POST', DevCalls.faults, { pathPrefix: '/ssapi/', times: 3, latencyMs: 10 });
    expect(await devCall(server.url, 'GET', DevCalls.faults)).toEqual({
      rules: [{ pathPrefix: '/ssapi/', times: 3, latencyMs: 10 }],
    });
    await devCall(server.url, 'DELETE', DevCalls.faults);
    expect(await devCall(server.url, 'GET', DevCalls.faults)).toEqual({ rules: [] });
  });

  it('refuses an invalid rule with a message that says why', async () => {
    const response = await fetch(`${server.url}${DevCalls.faults}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pathPrefix: config, malformed: 'yes' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toContain('malformed');
  });

  it('only applies rules to matching paths', async () => {
    await devCall(server.url, 'POST', DevCalls.faults, { pathPrefix: '/api/forehead/live/', code: 500 });
    expect((await callEnvelope(server.url, 'POST', config)).envelope.code).toBe(ResultCode.Success);
  });

  it('applies a code fault from the header, with the message clients know for it', async () => {
    const { status, envelope } = await callEnvelope(server.url, 'POST', config, { headers: fault({ code: 505 }) });
    expect(status).toBe(200);
    expect(envelope).toEqual({ code: 505, msg: '您的账号已在其他设备登录', data: null });
  });

  it('delays the answer by latencyMs', async () => {
    const started = Date.now();
    const { envelope } = await callEnvelope(server.url, 'POST', config, { headers: fault({ latencyMs: 300 }) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(envelope.code).toBe(ResultCode.Success);
  });

  it("answers a body of the wrong shape for malformed: 'shape'", async () => {
    const { envelope } = await callEnvelope(server.url, 'POST', config, { headers: fault({ malformed: 'shape' }) });
    expect(envelope).toEqual({ code: ResultCode.Success, msg: 'ok', data: '⚠malformed' });
    expect(() => parseCommonConfig(envelope.data)).toThrow(MalformedDataError);
  });

  it("answers a body that is not JSON for malformed: 'json'", async () => {
    const response = await call(server.url, 'POST', config, { headers: fault({ malformed: 'json' }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    // (Errors cross jest's realm, so compare by name rather than by class.)
    await expect(response.json()).rejects.toMatchObject({ name: 'SyntaxError' });
  });

  it('drops the connection without an answer (fetch rejects), from the header or a rule', async () => {
    await expect(call(server.url, 'POST', config, { headers: fault({ drop: true }) })).rejects.toThrow('fetch failed');
    await devCall(server.url, 'POST', DevCalls.faults, { pathPrefix: config, times: 1, drop: true });
    await expect(call(server.url, 'POST', config)).rejects.toThrow('fetch failed');
    expect((await callEnvelope(server.url, 'POST', config)).envelope.code).toBe(ResultCode.Success);
  });

  it('refuses a malformed fault header with 400', async () => {
    const { status, envelope } = await callEnvelope(server.url, 'POST', config, {
      headers: { [DEV_FAULT_HEADER]: '{code:1' },
    });
    expect(status).toBe(400);
    expect(envelope.msg).toContain(DEV_FAULT_HEADER);
  });

  it('does not spend a rule meant for calls on file downloads', async () => {
    await devCall(server.url, 'POST', DevCalls.faults, { times: 1, code: 403 });
    const file = await fetch(`${server.url}${FILE_PATH_PREFIX}avatar-1.svg`);
    expect(file.status).toBe(200);
    expect((await callEnvelope(server.url, 'POST', config)).envelope.code).toBe(403);
  });

  it('logs requests with status, code and fault', async () => {
    await callEnvelope(server.url, 'POST', config, { headers: fault({ code: 403 }) });
    const log = await devCall<RequestLogLine[]>(server.url, 'GET', DevCalls.requestLog);
    expect(log.at(-1)).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: config,
        status: 200,
        code: 403,
        fault: 'code:403',
        ms: expect.any(Number),
      }),
    );
  });
});

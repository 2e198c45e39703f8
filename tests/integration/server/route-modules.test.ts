import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls, TOOL_HEADERS } from '../../../src/contracts/dev-server';
import { postFormCall, ResultCode } from '../../../src/contracts/http';
import { asNumber } from '../../../src/contracts/parse';
import { idParam, pageParam, required, textParam } from '../../../src/contracts/request';
import { object } from '../../../src/contracts/schema';
import { ApiError } from '../../../shell-demo/server/api-error';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { requireNumber } from '../../../shell-demo/server/params';
import { ROUTE_MODULES } from '../../../shell-demo/server/routes/route-modules';
import type { RouteModule } from '../../../shell-demo/server/server-context';
import { callEnvelope } from './signed-client';

/** A declared call: its route takes method, path and parameters from the declaration. */
const declaredEcho = postFormCall(
  '/api/forehead/test/declared',
  { id: idParam, page: pageParam, code: textParam },
  object({ id: asNumber, page: asNumber }),
);

/** A domain module as later issues will write them. */
const echoModule: RouteModule = (router, { now }) => {
  router.get('/ssapi/test/echo', ({ params }) => ({ params }));
  router.post('/api/forehead/test/echo', ({ params, session }) => ({
    params,
    uid: session?.uid ?? null,
    at: now() > 0,
  }));
  router.post('/api/forehead/test/mine', ({ session }) => ({ uid: session!.uid }), { auth: 'required' });
  router.post('/api/forehead/test/fail', ({ params }) => {
    throw new ApiError(200025, `图形验证码错误 ${requireNumber(params, 'attempt')}`);
  });
  router.post('/api/forehead/test/crash', () => {
    throw new Error('boom');
  });
  router.handle(declaredEcho, (_request, { id, page, code }) => {
    // A parameter whose reading depends on another is read by the handler, with a contract reader.
    if (id === 2) required(textParam)(code, 'code');
    return { id, page };
  });
};

describe('development server: route modules', () => {
  let server: DevServer;
  beforeAll(async () => {
    // Its made-up calls have no contract documents to be checked against.
    server = await startTestServer({
      routes: [...ROUTE_MODULES, echoModule],
      onAnswer: () => undefined,
    });
  });
  afterAll(() => server.close());

  it('wraps /ssapi data with code 0 and passes the query as params', async () => {
    const { envelope } = await callEnvelope(server.url, 'GET', '/ssapi/test/echo', {
      query: { seasonId: 1745, kind: 'regular' },
    });
    expect(envelope).toEqual({
      code: ResultCode.NodeSuccess,
      msg: 'success',
      data: { params: { seasonId: '1745', kind: 'regular' } },
    });
  });

  it('requires a signature on /ssapi calls too', async () => {
    const response = await fetch(`${server.url}/ssapi/test/echo?seasonId=1`, { headers: TOOL_HEADERS });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/^签名校验失败/);
  });

  it('wraps /api data with code 1 and decodes dot-notation form bodies', async () => {
    const { envelope } = await callEnvelope<{ params: unknown; uid: string | null }>(
      server.url,
      'POST',
      '/api/forehead/test/echo',
      {
        query: { page: 2 },
        form: { filter: { name: '湖人', ids: [3, 4] } },
      },
    );
    expect(envelope.code).toBe(ResultCode.Success);
    expect(envelope.data).toEqual({
      params: { page: '2', filter: { name: '湖人', ids: ['3', '4'] } },
      uid: null,
      at: true,
    });
  });

  it('keeps JSON types of JSON bodies and gives the handler the session', async () => {
    const login = await callEnvelope<SessionInfo>(server.url, 'POST', DevCalls.demoLogin, {
      json: { username: 'echo' },
    });
    const session = login.envelope.data;
    const { envelope } = await callEnvelope(server.url, 'POST', '/api/forehead/test/echo', {
      json: { size: 8, on: true },
      session,
    });
    expect(envelope.data).toEqual({ params: { size: 8, on: true }, uid: session.uid, at: true });
    expect((await callEnvelope(server.url, 'POST', '/api/forehead/test/mine', { session })).envelope.data).toEqual({
      uid: session.uid,
    });
  });

  it('turns a thrown ApiError into its envelope with HTTP 200', async () => {
    const { status, envelope } = await callEnvelope(server.url, 'POST', '/api/forehead/test/fail', {
      form: { attempt: 2 },
    });
    expect(status).toBe(200);
    expect(envelope).toEqual({ code: 200025, msg: '图形验证码错误 2', data: null });
  });

  it('reports a missing parameter by name', async () => {
    const { envelope } = await callEnvelope(server.url, 'POST', '/api/forehead/test/fail');
    expect(envelope.msg).toBe('参数错误：缺少 attempt');
  });

  it('registers a declared call by its declaration and reads its parameters with it', async () => {
    expect(server.router.calls()).toContain(declaredEcho);
    const { envelope } = await callEnvelope(server.url, 'POST', declaredEcho.path, { form: { id: 7, other: 'x' } });
    expect(envelope).toEqual({ code: ResultCode.Success, msg: 'success', data: { id: 7, page: 1 } });
    const wrongMethod = await callEnvelope(server.url, 'GET', declaredEcho.path, { query: { id: 7 } });
    expect(wrongMethod.status).toBe(405);
  });

  it('answers a parameter the declaration refuses with HTTP 400 naming it, as the readers have always said it', async () => {
    const missing = await callEnvelope(server.url, 'POST', declaredEcho.path, { form: { page: 2 } });
    expect({ status: missing.status, envelope: missing.envelope }).toEqual({
      status: 400,
      envelope: { code: 10001, msg: '参数错误：缺少 id', data: null },
    });
    const wrong = await callEnvelope(server.url, 'POST', declaredEcho.path, { form: { id: 1, page: 0 } });
    expect(wrong.envelope.msg).toBe('参数错误：page 应为 1 到 10000 的整数');
    const inHandler = await callEnvelope(server.url, 'POST', declaredEcho.path, { form: { id: 2 } });
    expect({ status: inHandler.status, msg: inHandler.envelope.msg }).toEqual({
      status: 400,
      msg: '参数错误：缺少 code',
    });
  });

  it('answers an unexpected exception with HTTP 500 and the reason', async () => {
    const { status, envelope } = await callEnvelope(server.url, 'POST', '/api/forehead/test/crash');
    expect(status).toBe(500);
    expect(envelope).toEqual({ code: 500, msg: '服务器内部错误：boom', data: null });
  });

  it('registers every contract call it serves from its declaration (so it knows its encoding and parameters)', () => {
    const declared = new Set(server.router.calls().map((call) => `${call.method} ${call.path}`));
    // The development server's own calls are outside the contract: they take either encoding.
    const own = new Set<string>([DevCalls.demoLogin, DevCalls.demoLogout]);
    const undeclared = server.router
      .list()
      .filter((call) => / \/(api|ssapi)\//.test(call) && !call.endsWith('*') && !/\/test\//.test(call))
      .filter((call) => !own.has(call.split(' ')[1]!) && !declared.has(call));
    expect(undeclared).toEqual([]);
  });

  it('refuses a second module that claims the same call', async () => {
    await expect(startTestServer({ routes: [echoModule, echoModule] })).rejects.toThrow(
      'route registered twice: GET /ssapi/test/echo',
    );
  });
});

/**
 * The app's real HTTP client against the real development server (in-process, free port):
 * signing, the session codes, network failure handling and malformed bodies, end to end.
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { type SessionInfo } from '../../../src/contracts/bridge-events';
import { SystemCalls } from '../../../src/contracts/system';
import { GoldAccountCalls } from '../../../src/contracts/gold-mall';
import { DEV_SIGNING_KEY, hmacSigner } from '../../../src/contracts/signature';
import { setMonitorSink } from '../../../src/platform/feedback/monitor';
import { resetNotify, setToastSink } from '../../../src/platform/feedback/notify';
import { callApi, configureHttp } from '../../../src/platform/http/http-client';
import { useSessionStore } from '../../../src/platform/session/session-store';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { devCall } from '../server/signed-client';
import { testCall } from '@tests/support/test-calls';

let server: DevServer;
let toasts: string[];

const demoLogin = testCall(
  { method: 'POST', path: DevCalls.demoLogin, encoding: 'json' },
  (data) => data as SessionInfo,
);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  toasts = [];
  resetNotify();
  setToastSink((type, message) => toasts.push(`${type}:${message}`));
  setMonitorSink(() => undefined);
  useSessionStore.getState().reset();
  useSessionStore.getState().setDeviceId('integration-device');
  configureHttp({ baseUrl: server.url, signer: hmacSigner(DEV_SIGNING_KEY), platform: 'web' });
  await devCall(server.url, 'DELETE', DevCalls.faults);
});

async function logIn(username: string) {
  const session = await callApi(demoLogin, { username });
  useSessionStore.getState().login(session);
  return session;
}

it('a signed request is accepted and its data parsed', async () => {
  const domains = await callApi(SystemCalls.domainList, undefined);
  expect(domains.api[0]).toMatch(/^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d+$/);
  expect(domains.push[0]).toMatch(/^ws:\/\//);
  await expect(callApi(SystemCalls.commonConfig, undefined)).resolves.toEqual({
    stSportJumpGame: 164,
    stSportPath: '/newSport',
  });
});

it('a request signed with another key is rejected with code 400 and a clear message', async () => {
  configureHttp({ signer: hmacSigner('not-the-key') });
  await expect(callApi(SystemCalls.commonConfig, undefined)).rejects.toMatchObject({
    kind: 'api',
    code: 400,
    message: expect.stringContaining('签名'),
  });
});

it('a request tampered with after signing is rejected', async () => {
  // The signer sees one set of parameters; the body sent carries another.
  configureHttp({ signer: (input) => hmacSigner(DEV_SIGNING_KEY)({ ...input, pairs: [['categoryId', '1']] }) });
  await expect(callApi(SystemCalls.imagesQuery, { categoryId: 20301 })).rejects.toMatchObject({ code: 400 });
});

it('a logged-in call works; 405 after expiry clears the session and the stored token', async () => {
  const session = await logIn('integration-expired');
  await expect(callApi(GoldAccountCalls.goldBalance, undefined)).resolves.toEqual(expect.any(Number));
  await devCall(server.url, 'POST', DevCalls.expireToken, { token: session.token });
  await expect(callApi(GoldAccountCalls.goldBalance, undefined)).rejects.toMatchObject({
    kind: 'session-ended',
    code: 405,
  });
  expect(useSessionStore.getState().token).toBe('');
  expect(toasts).toEqual([expect.stringMatching(/^fail:.*过期/)]);
});

it('505 when a newer login kicks the session clears it too', async () => {
  await logIn('integration-kicked');
  const first = useSessionStore.getState().token;
  await callApi(demoLogin, { username: 'integration-kicked' }); // another device logs in
  expect(useSessionStore.getState().token).toBe(first);
  await expect(callApi(GoldAccountCalls.goldBalance, undefined)).rejects.toMatchObject({
    kind: 'session-ended',
    code: 505,
  });
  expect(useSessionStore.getState().token).toBe('');
});

it('a dropped connection aborts the other pending requests and shows one message', async () => {
  await devCall(server.url, 'POST', DevCalls.faults, { pathPrefix: SystemCalls.commonConfig.path, latencyMs: 5000 });
  await devCall(server.url, 'POST', DevCalls.faults, {
    pathPrefix: SystemCalls.gamebetConfig.path,
    drop: true,
    latencyMs: 100,
  });
  const slow = [1, 2].map(() => callApi(SystemCalls.commonConfig, undefined).catch((error: unknown) => error));
  const dropped = callApi(SystemCalls.gamebetConfig, { showClient: 3 }).catch((error: unknown) => error);
  const started = Date.now();
  const results = await Promise.all([...slow, dropped]);
  expect(results.map((error) => (error as { kind: string }).kind)).toEqual(['cancelled', 'cancelled', 'network']);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(toasts).toEqual(['fail:网络连接异常，请检查网络后重试']);
});

it.each(['shape', 'json'] as const)('a malformed body (%s) gives the typed error', async (malformed) => {
  await devCall(server.url, 'POST', DevCalls.faults, { pathPrefix: SystemCalls.domainList.path, times: 1, malformed });
  await expect(callApi(SystemCalls.domainList, undefined)).rejects.toMatchObject({
    kind: 'malformed',
    message: '数据加载异常，请稍后重试',
  });
});

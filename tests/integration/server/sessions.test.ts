import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls } from '../../../src/contracts/dev-server';
import { FILE_PATH_PREFIX, ResultCode, readAnswer } from '../../../src/contracts/http';
import { GoldAccountCalls } from '../../../src/contracts/gold-mall';
import { SystemCalls } from '../../../src/contracts/system';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { callEnvelope, devCall } from './signed-client';

describe('development server: demo sessions', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = async (username: string, encoding: 'json' | 'form' = 'json'): Promise<SessionInfo> => {
    const { envelope } = await callEnvelope<SessionInfo>(server.url, 'POST', DevCalls.demoLogin, {
      [encoding]: { username },
    });
    expect(envelope.code).toBe(ResultCode.Success);
    return envelope.data;
  };
  const balance = (session?: SessionInfo) =>
    callEnvelope(server.url, 'POST', GoldAccountCalls.goldBalance.path, { session });

  it('logs in and returns a session whose token works', async () => {
    const session = await login('小明');
    expect(session).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      uid: expect.stringMatching(/^u\d{8}$/),
      username: '小明',
      headUrl: expect.stringContaining(FILE_PATH_PREFIX),
    });
    const { envelope } = await balance(session);
    expect(envelope.code).toBe(ResultCode.Success);
    expect(readAnswer(GoldAccountCalls.goldBalance, envelope.data)).toBeGreaterThan(0);
  });

  it('gives a stable uid per username, with form login too', async () => {
    const first = await login('stable-user', 'form');
    const second = await login('stable-user', 'form');
    expect(second.uid).toBe(first.uid);
    expect(second.token).not.toBe(first.token);
    expect((await login('another-user')).uid).not.toBe(first.uid);
  });

  it('serves the avatar of headUrl as an SVG', async () => {
    const session = await login('Lily');
    const response = await fetch(`${server.url}${session.headUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('>L</text>');
  });

  it('kicks the first token when the same user logs in again (505)', async () => {
    const first = await login('kick-me');
    const second = await login('kick-me');
    const kicked = await balance(first);
    expect(kicked.status).toBe(200);
    expect(kicked.envelope).toEqual({ code: ResultCode.TokenKicked, msg: '您的账号已在其他设备登录', data: null });
    expect((await balance(second)).envelope.code).toBe(ResultCode.Success);
  });

  it('answers 405 for a token expired through the control call', async () => {
    const session = await login('expire-me');
    await devCall(server.url, 'POST', DevCalls.expireToken, { token: session.token });
    const { envelope } = await balance(session);
    expect(envelope).toEqual({ code: ResultCode.TokenExpired, msg: '登录已过期，请重新登录', data: null });
  });

  it('answers 405 for an unknown token or a uid that is not the token owner', async () => {
    expect((await balance({ token: 'f'.repeat(32), uid: 'u12345678' })).envelope.code).toBe(ResultCode.TokenExpired);
    const session = await login('owner');
    expect((await balance({ ...session, uid: 'u99999999' })).envelope.code).toBe(ResultCode.TokenExpired);
  });

  it('checks a sent token even on calls that do not need a login', async () => {
    const session = await login('visitor-call');
    await devCall(server.url, 'POST', DevCalls.expireToken, { token: session.token });
    const { envelope } = await callEnvelope(server.url, 'POST', SystemCalls.commonConfig.path, { session });
    expect(envelope.code).toBe(ResultCode.TokenExpired);
    const anonymous = await callEnvelope(server.url, 'POST', SystemCalls.commonConfig.path);
    expect(anonymous.envelope.code).toBe(ResultCode.Success);
  });

  it('asks to log in (400) on a login-only call without a token', async () => {
    const { status, envelope } = await balance();
    expect(status).toBe(200);
    expect(envelope).toEqual({ code: ResultCode.NoUser, msg: '请先登录', data: null });
  });

  it('logs out: the token no longer works', async () => {
    const session = await login('leaving');
    const { envelope } = await callEnvelope(server.url, 'POST', DevCalls.demoLogout, { session });
    expect(envelope.code).toBe(ResultCode.Success);
    expect((await balance(session)).envelope.code).toBe(ResultCode.TokenExpired);
  });

  it('logs in again with an expired token still in the headers', async () => {
    const old = await login('comeback');
    await devCall(server.url, 'POST', DevCalls.expireToken, { token: old.token });
    const { envelope } = await callEnvelope<SessionInfo>(server.url, 'POST', DevCalls.demoLogin, {
      json: { username: 'comeback' },
      session: old,
    });
    expect(envelope.code).toBe(ResultCode.Success);
    expect((await balance(envelope.data)).envelope.code).toBe(ResultCode.Success);
  });

  it('refuses an empty username', async () => {
    const { envelope } = await callEnvelope(server.url, 'POST', DevCalls.demoLogin, { json: { username: '  ' } });
    expect(envelope.code).not.toBe(ResultCode.Success);
    expect(envelope.msg).toContain('username');
  });

  it('takes a username of up to 20 characters, counted as characters, not UTF-16 units', async () => {
    expect((await login('😀'.repeat(20))).username).toBe('😀'.repeat(20));
    const { envelope } = await callEnvelope(server.url, 'POST', DevCalls.demoLogin, {
      json: { username: 'x'.repeat(21) },
    });
    expect(envelope.code).not.toBe(ResultCode.Success);
    expect(envelope.msg).toContain('username');
  });

  it('keeps gold state per user for the server lifetime', async () => {
    const session = await login('gold-user');
    const first = readAnswer(
      GoldAccountCalls.goldDailyLimit,
      (await callEnvelope(server.url, 'POST', GoldAccountCalls.goldDailyLimit.path, { session })).envelope.data,
    );
    const again = await login('gold-user');
    const second = readAnswer(
      GoldAccountCalls.goldDailyLimit,
      (await callEnvelope(server.url, 'POST', GoldAccountCalls.goldDailyLimit.path, { session: again })).envelope.data,
    );
    expect(second).toEqual(first);
    expect(first.used).toBeLessThanOrEqual(first.limit);
  });
});

describe('development server: token lifetime', () => {
  it('expires tokens after tokenTtlMs on the server clock (405)', async () => {
    let clock = Date.parse('2025-03-01T12:00:00Z');
    const server = await startTestServer({ tokenTtlMs: 60_000, now: () => clock });
    try {
      const { envelope } = await callEnvelope<SessionInfo>(server.url, 'POST', DevCalls.demoLogin, {
        json: { username: 'short-lived' },
        timestamp: clock,
      });
      const session = envelope.data;
      const balance = () =>
        callEnvelope(server.url, 'POST', GoldAccountCalls.goldBalance.path, { session, timestamp: clock });
      clock += 59_000;
      expect((await balance()).envelope.code).toBe(ResultCode.Success);
      clock += 2_000;
      expect((await balance()).envelope).toEqual({
        code: ResultCode.TokenExpired,
        msg: '登录已过期，请重新登录',
        data: null,
      });
    } finally {
      await server.close();
    }
  });
});

// A server started inside the test: the calls' handlers and their login rules are set when it starts.
it('login and logout pass over a dead token in the headers (expired, kicked), and a logout ends the live one', async () => {
  const server = await startTestServer({ simulate: false });
  try {
    const login = (username: string, session?: SessionInfo) =>
      callEnvelope<SessionInfo>(server.url, 'POST', DevCalls.demoLogin, { json: { username }, session });
    const expired = (await login('rules-at-start')).envelope.data;
    server.sessions.expire(expired.token);
    const again = await login('rules-at-start', expired);
    expect(again.envelope).toMatchObject({ code: ResultCode.Success, data: { username: 'rules-at-start' } });
    // A newer login kicks `again`; its logout is still answered, not refused with 505.
    const newest = (await login('rules-at-start')).envelope.data;
    const logout = await callEnvelope(server.url, 'POST', DevCalls.demoLogout, { session: again.envelope.data });
    expect(logout.envelope).toEqual({ code: ResultCode.Success, msg: 'success', data: null });
    expect(server.sessions.check(newest.token, newest.uid).ok).toBe(true);
    await callEnvelope(server.url, 'POST', DevCalls.demoLogout, { session: newest });
    expect(server.sessions.check(newest.token, newest.uid)).toMatchObject({ ok: false, code: ResultCode.TokenExpired });
  } finally {
    await server.close();
  }
});

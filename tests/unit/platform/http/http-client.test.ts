import { createHmac } from 'node:crypto';
import { ResultCode } from '@src/contracts/http';
import { SystemCalls } from '@src/contracts/system';
import { asId, asObject, asString, listDroppingBad } from '@src/contracts/parse';
import { hmacSigner, WEB_CRYPTO_MISSING_MESSAGE } from '@src/contracts/signature';
import { callApi, configureHttp, pendingCount } from '@src/platform/http/http-client';
import { platformMessages } from '@src/platform/feedback/platform-messages.zh-cn';
import { HttpError } from '@src/platform/http/http-error';
import { useLoadingStore } from '@src/platform/http/loading-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { clientPerTest, failure, hostList, matchDates, nbaList } from './client-kit';
import { testCall } from '@tests/support/test-calls';

const client = clientPerTest();

describe('requests', () => {
  it('sends form bodies in dot notation with every header', async () => {
    useSessionStore.getState().login({ token: 't-1', uid: 'u-1' });
    await callApi(hostList, { page: 1, filter: { liveStatus: 1 } });
    const [request] = client.sent();
    expect(request!.body).toBe('page=1&filter.liveStatus=1');
    expect(request!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request!.headers).toMatchObject({
      'device-id': 'device-1',
      'os-type': '1',
      'device-type': '1',
      version: '1.2.3',
      'app-type': '3',
      token: 't-1',
      uid: 'u-1',
    });
    expect(Number(request!.headers.timestamp)).toBeGreaterThan(1_600_000_000_000);
    expect(request!.headers.language).toBeUndefined();
  });

  it('signs method, path, timestamp and the sorted parameters', async () => {
    await callApi(hostList, { page: 2, a: 'x' });
    const request = client.sent()[0]!;
    const expected = createHmac('sha256', 'k')
      .update(`POST\n/api/forehead/live/host/list\n${request.headers.timestamp}\na=x&page=2`)
      .digest('hex');
    expect(request.headers.signature).toBe(expected);
  });

  it('tells the caller once the request is signed, before the transport sees it (early-start orders on it)', async () => {
    let sentWhenSigned = -1;
    await callApi(hostList, { page: 1 }, { onSigned: () => (sentWhenSigned = client.sent().length) });
    expect(sentWhenSigned).toBe(0);
    expect(client.sent()).toHaveLength(1);
    expect(client.sent()[0]!.headers.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends JSON bodies where the spec says JSON, and query strings for GET', async () => {
    await callApi(nbaList, { matchDate: 1700000000000, kind: 1 }, { headers: { pid: '7' } });
    await callApi(matchDates, { seasonId: 1745, kind: 1 });
    expect(client.sent()[0]!.headers['content-type']).toContain('application/json');
    expect(JSON.parse(client.sent()[0]!.body!)).toEqual({ matchDate: 1700000000000, kind: 1 });
    expect(client.sent()[0]!.headers.pid).toBe('7');
    expect(client.sent()[1]!.url).toBe('http://api.test/ssapi/nba/match-date?seasonId=1745&kind=1');
  });

  it('leaves out token and uid for visitors, and sends language when enabled', async () => {
    configureHttp({ language: 'zh-CN', platform: 'app', deviceType: 3 });
    await callApi(hostList, undefined);
    expect(client.sent()[0]!.headers.token).toBeUndefined();
    expect(client.sent()[0]!.headers.uid).toBeUndefined();
    expect(client.sent()[0]!.headers.language).toBe('zh-CN');
    expect(client.sent()[0]!.headers['app-type']).toBe('1');
    expect(client.sent()[0]!.headers['device-type']).toBe('3');
  });
});

describe('error catalogue', () => {
  it.each([ResultCode.NodeSuccess, ResultCode.Success])('code %i succeeds and the data is parsed', async (code) => {
    client.reply = () => ({ envelope: { code, data: { name: '曼城' } } });
    await expect(
      callApi(
        testCall(hostList, (data) => asString(asObject(data, 'data').name, 'data.name')),
        undefined,
      ),
    ).resolves.toBe('曼城');
    expect(client.toasts).toEqual([]);
  });

  it.each([ResultCode.TokenExpired, ResultCode.TokenKicked])(
    'code %i shows the server message and removes the stored token and uid',
    async (code) => {
      useSessionStore.getState().login({ token: 't-1', uid: 'u-1' });
      client.reply = () => ({ envelope: { code, msg: '登录已过期，请重新登录' } });
      const error = await failure(callApi(hostList, undefined));
      expect(error).toMatchObject({ kind: 'session-ended', code });
      expect(client.toasts).toEqual(['fail:登录已过期，请重新登录']);
      expect(useSessionStore.getState().token).toBe('');
      expect(window.localStorage.getItem('sport-info:token')).toBeNull();
      expect(window.localStorage.getItem('sport-info:uid')).toBeNull();
    },
  );

  it('clears the session without a toast in the native app (web only)', async () => {
    configureHttp({ platform: 'app' });
    useSessionStore.getState().login({ token: 't-1', uid: 'u-1' });
    client.reply = () => ({ envelope: { code: ResultCode.TokenKicked, msg: '已在其他设备登录' } });
    await failure(callApi(hostList, undefined));
    expect(client.toasts).toEqual([]);
    expect(useSessionStore.getState().token).toBe('');
  });

  it('shows the message of a known failing code without reporting it', async () => {
    client.reply = () => ({ envelope: { code: ResultCode.Forbidden, msg: '无权访问' } });
    const error = await failure(callApi(hostList, undefined));
    expect(error).toMatchObject({ kind: 'api', code: 403, message: '无权访问' });
    expect(client.toasts).toEqual(['fail:无权访问']);
    expect(client.reports).toEqual([]);
  });

  it('shows and client.reports an unknown code', async () => {
    client.reply = () => ({ envelope: { code: 77001, msg: '活动太火爆' } });
    await failure(callApi(hostList, undefined, { loading: true }));
    expect(client.toasts).toEqual(['fail:活动太火爆']);
    expect(client.reports).toEqual([expect.objectContaining({ code: 'unknown-code' })]);
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it('shows but does not report a business code its declaration refuses with', async () => {
    client.reply = () => ({ envelope: { code: 30001, msg: '金币不足' } });
    const error = await failure(callApi({ ...hostList, refusals: [30001] }, undefined));
    expect(error).toMatchObject({ kind: 'api', code: 30001, message: '金币不足' });
    expect(client.toasts).toEqual(['fail:金币不足']);
    expect(client.reports).toEqual([]);
  });

  it('stays quiet for a silent call but still rejects', async () => {
    client.reply = () => ({ envelope: { code: ResultCode.Forbidden, msg: '无权访问' } });
    await expect(callApi(hostList, undefined, { silent: true })).rejects.toMatchObject({ kind: 'api' });
    expect(client.toasts).toEqual([]);
  });

  it('a network failure client.reports, aborts every other pending call, hides loading and shows one message', async () => {
    client.reply = ({ path }) => (path.endsWith('/fail') ? { network: true } : { hang: true });
    const waiting = [1, 2, 3].map(() => failure(callApi(hostList, undefined, { loading: true })));
    await Promise.resolve();
    const failing = failure(callApi({ ...hostList, path: '/api/fail' }, undefined, { loading: true }));
    const errors = await Promise.all([...waiting, failing]);
    expect(errors.map((error) => error.kind)).toEqual(['cancelled', 'cancelled', 'cancelled', 'network']);
    expect(client.toasts).toEqual([`fail:${platformMessages.networkFailure}`]);
    expect(client.reports.filter((event) => event.code === 'network-failure')).toHaveLength(1);
    expect(useLoadingStore.getState().pending).toBe(0);
    expect(pendingCount()).toBe(0);
  });

  it('a burst of failures shows one toast, not one per request', async () => {
    client.reply = () => ({ network: true });
    for (let attempt = 0; attempt < 4; attempt += 1) await failure(callApi(hostList, undefined));
    client.reply = () => ({ envelope: { code: ResultCode.Forbidden, msg: '无权访问' } });
    await Promise.all([1, 2, 3].map(() => failure(callApi(hostList, undefined))));
    expect(client.toasts).toEqual([`fail:${platformMessages.networkFailure}`, 'fail:无权访问']);
  });

  it('a call cancelled by its caller just rejects', async () => {
    client.reply = () => ({ hang: true });
    const controller = new AbortController();
    const pending = failure(callApi(hostList, undefined, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'cancelled' });
    expect(client.toasts).toEqual([]);
    expect(client.reports).toEqual([]);
  });

  it('a body that is not JSON becomes a typed malformed error', async () => {
    client.reply = () => ({ raw: '<html>502 Bad Gateway</html>' });
    const error = await failure(callApi(hostList, undefined));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.kind).toBe('malformed');
    expect(client.toasts).toEqual(['fail:数据加载异常，请稍后重试']);
  });

  it('data that does not fit the parser becomes a typed malformed error', async () => {
    client.reply = () => ({ envelope: { code: 1, data: '⚠' } });
    const error = await failure(
      callApi(
        testCall(SystemCalls.domainList, (data) => asObject(data, 'data')),
        undefined,
      ),
    );
    expect(error.kind).toBe('malformed');
    expect(client.reports).toEqual([expect.objectContaining({ code: 'malformed-response' })]);
  });
});

describe('what the client cannot read or sign', () => {
  it('drops a bad row of a list, keeps the rest and client.reports it', async () => {
    client.reply = () => ({ envelope: { code: ResultCode.Success, data: [{ id: 1 }, { id: 2 ** 60 }, { id: 3 }] } });
    const ids = await callApi(
      testCall(hostList, (data) =>
        listDroppingBad((row, path) => asId(asObject(row, path).id, `${path}.id`))(data, 'data'),
      ),
      undefined,
    );
    expect(ids).toEqual([1, 3]);
    expect(client.reports).toEqual([
      expect.objectContaining({ code: 'malformed-row', message: expect.stringContaining('data[1].id') }),
    ]);
    expect(client.toasts).toEqual([]);
  });

  it('says plainly that Web Crypto is missing (plain-HTTP pages), not that the network failed', async () => {
    configureHttp({ signer: hmacSigner('k') });
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      const error = await failure(callApi(hostList, undefined));
      expect(error.message).toBe(WEB_CRYPTO_MISSING_MESSAGE);
      expect(client.toasts).toEqual([`fail:${WEB_CRYPTO_MISSING_MESSAGE}`]);
      expect(client.reports).toEqual([expect.objectContaining({ code: 'web-crypto-missing' })]);
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else delete (globalThis.crypto as { subtle?: unknown }).subtle;
    }
  });
});

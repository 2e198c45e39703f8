/**
 * How the client reads an answer: an envelope under any HTTP status; without one, a server
 * failure (HTTP 5xx) or no answer (status 0) is a network failure and anything else a malformed
 * answer; a code may come as text, but an empty one is none; a refusal without words says its
 * code.
 */
import { ResultCode } from '@src/contracts/http';
import { callApi, httpInstance } from '@src/platform/http/http-client';
import { platformMessages } from '@src/platform/feedback/platform-messages.zh-cn';

const { networkFailure: NETWORK_FAILURE_MESSAGE, malformed: MALFORMED_MESSAGE } = platformMessages;
import { clientPerTest, failure, hostList } from './client-kit';

const client = clientPerTest();
const networkReports = () => client.reports.filter((event) => event.code === 'network-failure');

describe('an answer without an envelope', () => {
  it.each([500, 502, 0])('under HTTP %i is a network failure, reported with its status', async (status) => {
    client.reply = () => ({ raw: '<html>Bad Gateway</html>', status });
    const error = await failure(callApi(hostList, undefined));
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_FAILURE_MESSAGE, status });
    expect(networkReports()).toEqual([{ code: 'network-failure', message: hostList.path, detail: { status } }]);
    expect(client.toasts).toEqual([`fail:${NETWORK_FAILURE_MESSAGE}`]);
  });

  it.each([200, 404, 499])('under HTTP %i is malformed', async (status) => {
    client.reply = () => ({ raw: '<html>Not here</html>', status });
    const error = await failure(callApi(hostList, undefined));
    expect(error).toMatchObject({ kind: 'malformed', message: MALFORMED_MESSAGE, status });
    expect(networkReports()).toEqual([]);
  });

  it('no answer at all is reported with status 0', async () => {
    client.reply = () => ({ network: true });
    await failure(callApi(hostList, undefined));
    expect(networkReports()).toHaveLength(1);
    expect(networkReports()[0]!.detail).toEqual({ status: 0 });
  });

  it.each(['null', '123', '"text"', 'true', '[1]', '{}', '{"code":null}', '{"code":true}', '{"code":"abc"}'])(
    'JSON %s is malformed',
    async (raw) => {
      client.reply = () => ({ raw });
      expect(await failure(callApi(hostList, undefined))).toMatchObject({ kind: 'malformed' });
    },
  );
});

describe('the code', () => {
  it('sent as text is read as its number', async () => {
    client.reply = () => ({ raw: JSON.stringify({ code: String(ResultCode.Success), msg: '', data: '曼城' }) });
    await expect(callApi(hostList, undefined)).resolves.toBe('曼城');
  });

  it.each(['', '  '])('sent as the empty text %j is no code (not the success 0)', async (code) => {
    client.reply = () => ({ raw: JSON.stringify({ code, msg: '', data: '曼城' }) });
    expect(await failure(callApi(hostList, undefined))).toMatchObject({ kind: 'malformed' });
  });

  it('of a missing item makes a not-found error', async () => {
    client.reply = () => ({ envelope: { code: ResultCode.NoSuchItem, msg: '内容不存在' } });
    expect(await failure(callApi(hostList, undefined))).toMatchObject({
      kind: 'not-found',
      code: ResultCode.NoSuchItem,
      message: '内容不存在',
    });
  });
});

describe('a refusal without words', () => {
  it.each([
    ['an empty msg', { code: ResultCode.Forbidden, msg: '' }],
    ['no msg', { code: ResultCode.Forbidden }],
    ['a msg that is no text', { code: ResultCode.Forbidden, msg: 7 }],
  ])('(%s) says its code', async (_, envelope) => {
    client.reply = () => ({ raw: JSON.stringify(envelope) });
    expect(await failure(callApi(hostList, undefined))).toMatchObject({ kind: 'api', message: '请求失败（403）' });
    expect(client.toasts).toEqual(['fail:请求失败（403）']);
  });
});

it('reads the envelope under any HTTP status through axios’s own adapter, which checks the status', async () => {
  const { adapter, env } = httpInstance.defaults;
  httpInstance.defaults.adapter = 'fetch';
  httpInstance.defaults.env = {
    ...env,
    fetch: async () => new Response(JSON.stringify({ code: ResultCode.Forbidden, msg: '无权访问' }), { status: 403 }),
  };
  try {
    expect(await failure(callApi(hostList, undefined))).toMatchObject({
      kind: 'api',
      code: ResultCode.Forbidden,
      status: 403,
      message: '无权访问',
    });
  } finally {
    httpInstance.defaults.adapter = adapter;
    httpInstance.defaults.env = env;
  }
});

/**
 * What monitoring hears of a failed call and what the user is told: a silent call tells the user
 * nothing whatever failed, monitoring still hears; an unreadable answer is malformed whether the
 * parser refused the data or tripped on it, and no other call is aborted for it.
 */
import { ResultCode } from '@src/contracts/http';
import { hmacSigner, WEB_CRYPTO_MISSING_MESSAGE } from '@src/contracts/signature';
import { callApi, configureHttp } from '@src/platform/http/http-client';
import { platformMessages } from '@src/platform/feedback/platform-messages.zh-cn';
import { isUnavailable } from '@src/platform/http/http-error';
import type { Reply } from '../../../support/fake-transport';
import { clientPerTest, deferred, failure, hostList } from './client-kit';
import { testCall } from '@tests/support/test-calls';

const client = clientPerTest();

describe('a silent call', () => {
  it('tells the user nothing of an unreadable answer; monitoring hears', async () => {
    client.reply = () => ({ raw: '<html>502</html>' });
    expect(await failure(callApi(hostList, undefined, { silent: true }))).toMatchObject({ kind: 'malformed' });
    expect(client.toasts).toEqual([]);
    expect(client.reports.map((event) => event.code)).toEqual(['malformed-response']);
  });

  it('tells the user nothing of a network failure; monitoring hears', async () => {
    client.reply = () => ({ network: true });
    expect(await failure(callApi(hostList, undefined, { silent: true }))).toMatchObject({ kind: 'network' });
    expect(client.toasts).toEqual([]);
    expect(client.reports.map((event) => event.code)).toEqual(['network-failure']);
  });

  it('tells the user nothing of a missing Web Crypto; monitoring hears', async () => {
    configureHttp({ signer: hmacSigner('k') });
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await failure(callApi(hostList, undefined, { silent: true }))).toMatchObject({
        kind: 'api',
        message: WEB_CRYPTO_MISSING_MESSAGE,
      });
      expect(client.toasts).toEqual([]);
      expect(client.reports).toEqual([{ code: 'web-crypto-missing', message: hostList.path }]);
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else delete (globalThis.crypto as { subtle?: unknown }).subtle;
    }
  });
});

describe('a silent call of a code the client does not know', () => {
  it('tells the user nothing itself; its error says the code is unknown (a page’s loader tells it), a known one’s does not', async () => {
    client.reply = () => ({ envelope: { code: 77001, msg: '活动太火爆' } });
    expect(await failure(callApi(hostList, undefined, { silent: true }))).toMatchObject({
      kind: 'api',
      code: 77001,
      unknownCode: true,
    });
    expect(await failure(callApi({ ...hostList, refusals: [77001] }, undefined, { silent: true }))).toMatchObject({
      unknownCode: false,
    });
    client.reply = () => ({ envelope: { code: ResultCode.Forbidden, msg: '无权访问' } });
    expect(await failure(callApi(hostList, undefined, { silent: true }))).toMatchObject({ unknownCode: false });
    expect(client.toasts).toEqual([]);
  });
});

describe('monitoring hears', () => {
  it('of an unknown code: the call, the code and the server’s words', async () => {
    client.reply = () => ({ envelope: { code: 77001, msg: '活动太火爆' } });
    await failure(callApi(hostList, undefined));
    expect(client.reports).toEqual([
      { code: 'unknown-code', message: `${hostList.path} → 77001`, detail: { code: 77001, msg: '活动太火爆' } },
    ]);
  });

  it('of an unreadable answer: the call and what the user was told', async () => {
    client.reply = () => ({ raw: 'not json' });
    await failure(callApi(hostList, undefined));
    expect(client.reports).toEqual([
      { code: 'malformed-response', message: `${hostList.path}: ${platformMessages.malformed}` },
    ]);
    expect(client.toasts).toEqual([`fail:${platformMessages.malformed}`]);
  });
});

it('a parser that trips on the data makes a malformed answer, not a network failure: other calls go on', async () => {
  const other = deferred<Reply>();
  client.reply = (request) =>
    request.path.endsWith('/other') ? other.promise : { envelope: { code: ResultCode.Success, data: null } };
  const going = callApi({ ...hostList, path: '/api/other' }, undefined);
  const tripping = (data: unknown) => (data as { name: string }).name;
  const error = await failure(callApi(testCall(hostList, tripping), undefined));
  expect(error).toMatchObject({
    kind: 'malformed',
    message: platformMessages.malformed,
    code: ResultCode.Success,
    status: 200,
  });
  expect(client.toasts).toEqual([`fail:${platformMessages.malformed}`]);
  expect(client.reports.map((event) => event.code)).toEqual(['malformed-response']);
  other.resolve({ envelope: { code: ResultCode.Success, data: 'still here' } });
  await expect(going).resolves.toBe('still here');
});

describe('what a declaration says of its failures', () => {
  it('a refusal it declares is shown with the server’s words and is not reported as unknown', async () => {
    client.reply = () => ({ envelope: { code: 77001, msg: '活动太火爆' } });
    const refusing = testCall({ ...hostList, refusals: [77001] });
    expect(await failure(callApi(refusing, undefined))).toMatchObject({ kind: 'api', code: 77001, unknownCode: false });
    expect(client.toasts).toEqual(['fail:活动太火爆']);
    expect(client.reports).toEqual([]);
  });

  it('an optional call a backend lacks (HTTP 404 with any body, or code 404) fails quietly: no toast, no report, its feature hides', async () => {
    const optional = testCall({ ...hostList, optional: true });
    for (const reply of [{ raw: 'Not Found', status: 404 }, { envelope: { code: 404, msg: '接口不存在' } }] as const) {
      client.reply = () => reply;
      const error = await failure(callApi(optional, undefined));
      expect(isUnavailable(optional, error)).toBe(true);
    }
    expect(client.toasts).toEqual([]);
    expect(client.reports).toEqual([]);
  });

  it('a call that is not optional answering 404 is a fault like any other', async () => {
    client.reply = () => ({ raw: 'Not Found', status: 404 });
    expect(await failure(callApi(hostList, undefined))).toMatchObject({ kind: 'malformed' });
    expect(client.reports.map((event) => event.code)).toEqual(['malformed-response']);
  });
});

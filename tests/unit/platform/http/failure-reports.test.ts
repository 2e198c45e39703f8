/**
 * What monitoring hears of a failed call and what the user is told: a silent call tells the user
 * nothing whatever failed, monitoring still hears; an unreadable answer is malformed whether the
 * parser refused the data or tripped on it, and no other call is aborted for it.
 */
import { ResultCode } from '@src/contracts/http';
import { hmacSigner, WEB_CRYPTO_MISSING_MESSAGE } from '@src/contracts/signature';
import { callApi, configureHttp } from '@src/platform/http/http-client';
import { MALFORMED_MESSAGE } from '@src/platform/http/http-error';
import type { Reply } from '../../../support/fake-transport';
import { anything, clientPerTest, deferred, failure, hostList } from './client-kit';

const client = clientPerTest();

describe('a silent call', () => {
  it('tells the user nothing of an unreadable answer; monitoring hears', async () => {
    client.reply = () => ({ raw: '<html>502</html>' });
    expect(await failure(callApi(hostList, undefined, anything, { silent: true }))).toMatchObject({ kind: 'malformed' });
    expect(client.toasts).toEqual([]);
    expect(client.reports.map((event) => event.code)).toEqual(['malformed-response']);
  });

  it('tells the user nothing of a network failure; monitoring hears', async () => {
    client.reply = () => ({ network: true });
    expect(await failure(callApi(hostList, undefined, anything, { silent: true }))).toMatchObject({ kind: 'network' });
    expect(client.toasts).toEqual([]);
    expect(client.reports.map((event) => event.code)).toEqual(['network-failure']);
  });

  it('tells the user nothing of a missing Web Crypto; monitoring hears', async () => {
    configureHttp({ signer: hmacSigner('k') });
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await failure(callApi(hostList, undefined, anything, { silent: true }))).toMatchObject({ kind: 'api', message: WEB_CRYPTO_MISSING_MESSAGE });
      expect(client.toasts).toEqual([]);
      expect(client.reports).toEqual([{ code: 'web-crypto-missing', message: hostList.path }]);
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else delete (globalThis.crypto as { subtle?: unknown }).subtle;
    }
  });
});

describe('a silent read of a code the client does not know', () => {
  const unknownCode = () => ({ envelope: { code: 77001, msg: '活动太火爆' } });

  it('shows the server’s message once per failure, not once per retry; a success ends the failure', async () => {
    client.reply = unknownCode;
    for (let retry = 0; retry < 3; retry += 1) {
      expect(await failure(callApi(hostList, undefined, anything, { silent: true }))).toMatchObject({ kind: 'api', code: 77001 });
    }
    expect(client.toasts).toEqual(['fail:活动太火爆']);
    expect(client.reports.filter((event) => event.code === 'unknown-code')).toHaveLength(3);

    // Other words are another failure; an answer ends it, and the next failure is told again.
    client.reply = () => ({ envelope: { code: 77002, msg: '系统维护中' } });
    await failure(callApi(hostList, undefined, anything, { silent: true }));
    client.reply = () => ({ envelope: { code: ResultCode.Success, data: {} } });
    await callApi(hostList, undefined, anything, { silent: true });
    client.reply = unknownCode;
    // Past the burst window, in which the same words are shown once whatever the failure.
    const later = Date.now() + 5000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await failure(callApi(hostList, undefined, anything, { silent: true }));
    } finally {
      jest.restoreAllMocks();
    }
    expect(client.toasts).toEqual(['fail:活动太火爆', 'fail:系统维护中', 'fail:活动太火爆']);
  });

  it('stays quiet for a known code, a code its caller knows, and a caller that tells in its own words', async () => {
    client.reply = () => ({ envelope: { code: ResultCode.Forbidden, msg: '无权访问' } });
    await failure(callApi(hostList, undefined, anything, { silent: true }));
    client.reply = unknownCode;
    await failure(callApi(hostList, undefined, anything, { silent: true, knownCodes: [77001] }));
    await failure(callApi(hostList, undefined, anything, { silent: true, ownFailureWords: true }));
    expect(client.toasts).toEqual([]);
  });
});

describe('monitoring hears', () => {
  it('of an unknown code: the call, the code and the server’s words', async () => {
    client.reply = () => ({ envelope: { code: 77001, msg: '活动太火爆' } });
    await failure(callApi(hostList, undefined, anything));
    expect(client.reports).toEqual([{ code: 'unknown-code', message: `${hostList.path} → 77001`, detail: { code: 77001, msg: '活动太火爆' } }]);
  });

  it('of an unreadable answer: the call and what the user was told', async () => {
    client.reply = () => ({ raw: 'not json' });
    await failure(callApi(hostList, undefined, anything));
    expect(client.reports).toEqual([{ code: 'malformed-response', message: `${hostList.path}: ${MALFORMED_MESSAGE}` }]);
    expect(client.toasts).toEqual([`fail:${MALFORMED_MESSAGE}`]);
  });
});

it('a parser that trips on the data makes a malformed answer, not a network failure: other calls go on', async () => {
  const other = deferred<Reply>();
  client.reply = (request) => (request.path.endsWith('/other') ? other.promise : { envelope: { code: ResultCode.Success, data: null } });
  const going = callApi({ ...hostList, path: '/api/other' }, undefined, anything);
  const tripping = (data: unknown) => (data as { name: string }).name;
  const error = await failure(callApi(hostList, undefined, tripping));
  expect(error).toMatchObject({ kind: 'malformed', message: MALFORMED_MESSAGE, code: ResultCode.Success, status: 200 });
  expect(client.toasts).toEqual([`fail:${MALFORMED_MESSAGE}`]);
  expect(client.reports.map((event) => event.code)).toEqual(['malformed-response']);
  other.resolve({ envelope: { code: ResultCode.Success, data: 'still here' } });
  await expect(going).resolves.toBe('still here');
});

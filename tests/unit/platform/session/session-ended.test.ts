/**
 * A session the server ends (405 expired, 505 kicked) is gone whole: the token and the uid, in
 * the store and in storage. A uid left behind still names the previous user: data kept per user
 * (platform/store/last-seen) is read under it, and what reloads when the user changes
 * (ranking's useSessionChange) does not.
 */
import { createHmac } from 'node:crypto';
import { ResultCode } from '@src/contracts/http';
import { resetNotify, setToastSink } from '@src/platform/feedback/notify';
import { callApi, configureHttp } from '@src/platform/http/http-client';
import { canonicalString } from '@src/contracts/signature';
import { isLoggedIn, sessionSelectors, useSessionStore } from '@src/platform/session/session-store';
import { installFakeTransport } from '../../../support/fake-transport';
import { testCall } from '@tests/support/test-calls';

const hostList = testCall({ method: 'POST', path: '/api/forehead/live/host/list', encoding: 'form' });

let transport: ReturnType<typeof installFakeTransport>;
let code: number;
/** What happens while a request is on its way (its headers are written by then). */
let meanwhile: () => void;

beforeEach(() => {
  resetNotify();
  setToastSink(() => undefined);
  useSessionStore.getState().reset();
  configureHttp({
    baseUrl: 'http://api.test',
    platform: 'web',
    osType: 1,
    version: '1.2.3',
    language: undefined,
    signer: async (input) => createHmac('sha256', 'k').update(canonicalString(input)).digest('hex'),
  });
  meanwhile = () => undefined;
  transport = installFakeTransport(() => {
    meanwhile();
    return { envelope: { code, msg: '登录已过期，请重新登录' } };
  });
});
afterEach(() => transport.restore());

it.each([ResultCode.TokenExpired, ResultCode.TokenKicked])(
  'code %i clears the uid as well as the token',
  async (ended) => {
    code = ended;
    useSessionStore.getState().login({ token: 't-1', uid: 'u-1', username: '普通用户', headUrl: '/a.png' });
    await callApi(hostList, undefined).catch(() => undefined);
    expect(useSessionStore.getState()).toMatchObject({ token: '', uid: '', username: '', headUrl: '' });
    expect(sessionSelectors.uid(useSessionStore.getState())).toBe('');
    expect(isLoggedIn()).toBe(false);
    // Nothing for a reload to restore.
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ token: '', uid: '' });
  },
);

it('the end of an old token leaves a newer login alone: no logout, no toast', async () => {
  code = ResultCode.TokenKicked;
  const toasts: string[] = [];
  setToastSink((_type, message) => toasts.push(message));
  useSessionStore.getState().login({ token: 't-old', uid: 'u-1' });
  // The host logs the user in again while the call is on its way.
  meanwhile = () => useSessionStore.getState().login({ token: 't-new', uid: 'u-1' });
  await expect(callApi(hostList, undefined)).rejects.toMatchObject({ kind: 'session-ended' });
  expect(useSessionStore.getState()).toMatchObject({ token: 't-new', uid: 'u-1' });
  expect(toasts).toEqual([]);
});

it('a logout keeps the device id (it names the device, not the user)', () => {
  useSessionStore.getState().setDeviceId('device-1');
  useSessionStore.getState().login({ token: 't-1', uid: 'u-1' });
  useSessionStore.getState().logout();
  expect(useSessionStore.getState()).toMatchObject({ token: '', uid: '', deviceId: 'device-1' });
});

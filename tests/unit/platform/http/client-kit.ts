/**
 * The HTTP client under test over the fake network (tests/support/fake-transport.ts): toasts and
 * monitoring reports recorded, a visitor's session on device `device-1`, the API at
 * http://api.test signed with an HMAC of key `k`, every call answered by `reply` (a success
 * unless a test says otherwise).
 */
import { createHmac } from 'node:crypto';
import { ResultCode } from '@src/contracts/http';
import { canonicalString } from '@src/contracts/signature';
import { setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';
import { resetNotify, setToastSink } from '@src/platform/feedback/notify';
import { configureHttp } from '@src/platform/http/http-client';
import type { HttpError } from '@src/platform/http/http-error';
import { useLoadingStore } from '@src/platform/http/loading-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { installFakeTransport, type Reply, type SentRequest } from '../../../support/fake-transport';
import { testCall } from '@tests/support/test-calls';

export const hostList = testCall({ method: 'POST', path: '/api/forehead/live/host/list', encoding: 'form' });
export const nbaList = testCall({ method: 'POST', path: '/ssapi/nba/list', encoding: 'json' });
export const matchDates = testCall({ method: 'GET', path: '/ssapi/nba/match-date', encoding: 'query' });

export const hmacOfK = async (input: Parameters<typeof canonicalString>[0]) =>
  createHmac('sha256', 'k').update(canonicalString(input)).digest('hex');

/** The error a call failed with; a call that succeeds fails the test. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as HttpError,
  );

export function clientPerTest() {
  let transport: ReturnType<typeof installFakeTransport>;
  const kit = {
    toasts: [] as string[],
    reports: [] as MonitorEvent[],
    reply: (() => ({ envelope: { code: ResultCode.Success, data: { ok: true } } })) as (
      request: SentRequest,
    ) => Reply | Promise<Reply>,
    sent: (): SentRequest[] => transport.sent,
  };
  beforeEach(() => {
    kit.toasts = [];
    kit.reports = [];
    kit.reply = () => ({ envelope: { code: ResultCode.Success, data: { ok: true } } });
    resetNotify();
    setToastSink((type, message) => kit.toasts.push(`${type}:${message}`));
    setMonitorSink((event) => kit.reports.push(event));
    useSessionStore.getState().reset();
    useSessionStore.getState().setDeviceId('device-1');
    useLoadingStore.getState().reset();
    configureHttp({
      baseUrl: 'http://api.test',
      configuredBaseUrl: undefined,
      platform: 'web',
      osType: 1,
      deviceType: 1,
      version: '1.2.3',
      language: undefined,
      signer: hmacOfK,
    });
    transport = installFakeTransport((request) => kit.reply(request));
  });
  afterEach(() => transport.restore());
  return kit;
}

/** A promise and its resolve, for an answer a test lets arrive when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

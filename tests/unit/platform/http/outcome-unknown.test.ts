/**
 * Which failures leave a call's outcome unknown — the server may have done the work: no answer,
 * an unreadable one, a cancelled one, and any HTTP 5xx, whatever its envelope says (it may have
 * failed after charging). A call that moves money retries those with the same idempotency key.
 * A business refusal under HTTP 200, a 4xx, a missing item or an ended session are known.
 */
import { createHmac } from 'node:crypto';
import { ResultCode } from '@src/contracts/http';
import { canonicalString } from '@src/contracts/signature';
import { resetNotify, setToastSink } from '@src/platform/feedback/notify';
import { setMonitorSink } from '@src/platform/feedback/monitor';
import { callApi, configureHttp } from '@src/platform/http/http-client';
import { HttpError, isOutcomeUnknown } from '@src/platform/http/http-error';
import { installFakeTransport, type Reply } from '../../../support/fake-transport';
import { testCall } from '@tests/support/test-calls';

const buy = testCall({ method: 'POST', path: '/api/forehead/news/buy', encoding: 'form' });

describe('isOutcomeUnknown', () => {
  it.each([
    ['no answer', new HttpError('network', '')],
    ['an unreadable answer', new HttpError('malformed', '', 1, buy.path, 200)],
    ['a cancelled call', new HttpError('cancelled', '')],
    ['HTTP 500 with a failing envelope', new HttpError('api', '', 500, buy.path, 500)],
    ['HTTP 503 with a failing envelope', new HttpError('api', '', 10001, buy.path, 503)],
  ])('unknown after %s', (_, error) => expect(isOutcomeUnknown(error)).toBe(true));

  it.each([
    ['a refusal under HTTP 200', new HttpError('api', '', 10001, buy.path, 200)],
    ['a refusal under HTTP 499', new HttpError('api', '', 10001, buy.path, 499)],
    ['a refusal without a status', new HttpError('api', '', 10001, buy.path)],
    ['a missing item', new HttpError('not-found', '', ResultCode.NoSuchItem, buy.path, 200)],
    ['an ended session', new HttpError('session-ended', '', ResultCode.TokenExpired, buy.path, 200)],
  ])('known after %s', (_, error) => expect(isOutcomeUnknown(error)).toBe(false));
});

describe('as the client reports an HTTP 500 during a purchase', () => {
  let transport: ReturnType<typeof installFakeTransport>;
  let reply: Reply;
  beforeEach(() => {
    resetNotify();
    setToastSink(() => undefined);
    setMonitorSink(() => undefined);
    configureHttp({
      baseUrl: 'http://api.test',
      platform: 'web',
      osType: 1,
      version: '1',
      language: undefined,
      signer: async (input) => createHmac('sha256', 'k').update(canonicalString(input)).digest('hex'),
    });
    transport = installFakeTransport(() => reply);
  });
  afterEach(() => transport.restore());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as HttpError,
    );

  it('with the envelope of a failure: unknown', async () => {
    reply = { status: 500, envelope: { code: 500, msg: '服务器内部错误' } };
    const error = await failure(callApi(buy, { messageId: 1 }, { silent: true }));
    expect(error).toMatchObject({ kind: 'api', status: 500 });
    expect(isOutcomeUnknown(error)).toBe(true);
  });

  it('with no envelope: unknown', async () => {
    reply = { status: 500, raw: 'Internal Server Error' };
    const error = await failure(callApi(buy, { messageId: 1 }, { silent: true }));
    expect(isOutcomeUnknown(error)).toBe(true);
  });
});

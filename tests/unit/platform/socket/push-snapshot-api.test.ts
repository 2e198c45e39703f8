/**
 * The snapshot call that repairs a gap goes over the HTTP client: the channel and the seq to
 * start after, silently (the push client reports a failure itself), and a client without a
 * snapshot function of its own uses it with the recovery's abort signal.
 */
import { ResultCode } from '@src/contracts/http';
import type * as HttpClient from '@src/platform/http/http-client';
import { callApi, configureHttp } from '@src/platform/http/http-client';
import { resetNotify, setToastSink } from '@src/platform/feedback/notify';
import { pushSnapshotApi } from '@src/platform/socket/push-snapshot-api';
import { installFakeTransport, paramsOf, type Reply, type SentRequest } from '../../../support/fake-transport';
import { connectAndSubscribe, createHarness, message, resetSocketStore } from './push-test-kit';

jest.mock('@src/platform/http/http-client', () => {
  const actual = jest.requireActual<typeof HttpClient>('@src/platform/http/http-client');
  return { ...actual, callApi: jest.fn(actual.callApi) };
});

let reply: (request: SentRequest) => Reply;
let toasts: string[];
let transport: ReturnType<typeof installFakeTransport>;

beforeEach(() => {
  toasts = [];
  resetNotify();
  setToastSink((type, text) => toasts.push(`${type}:${text}`));
  configureHttp({ baseUrl: 'http://api.test', signer: async () => 'signature' });
  transport = installFakeTransport((request) => reply(request));
  resetSocketStore();
});
afterEach(() => transport.restore());

it('asks for a channel’s values since a seq and reads the snapshot', async () => {
  reply = () => ({
    envelope: { code: ResultCode.Success, data: { channel: 'match:1', seq: 9, epoch: 'e1', entries: [] } },
  });
  await expect(pushSnapshotApi.snapshot({ channel: 'match:1', sinceSeq: 4 })).resolves.toEqual({
    channel: 'match:1',
    seq: 9,
    epoch: 'e1',
    entries: [],
  });
  expect(transport.sent[0]!.path).toBe('/api/forehead/push/snapshot');
  expect(paramsOf(transport.sent[0]!)).toEqual({ channel: 'match:1', sinceSeq: '4' });
});

it('fails without a toast', async () => {
  reply = () => ({ envelope: { code: 77001, msg: '服务繁忙' } });
  await expect(pushSnapshotApi.snapshot({ channel: 'match:1', sinceSeq: 4 })).rejects.toMatchObject({ kind: 'api' });
  expect(toasts).toEqual([]);
});

it('is what a client without its own snapshot function asks, with the recovery’s signal', async () => {
  jest.useFakeTimers();
  try {
    reply = () => ({ hang: true });
    const harness = createHarness({ fetchSnapshot: undefined });
    const socket = connectAndSubscribe(harness, ['match:1'], 3);
    socket.receive(message('match:1', 6, 'match', 'goal', { minute: 1 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(paramsOf(transport.sent[0]!)).toEqual({ channel: 'match:1', sinceSeq: '3' });
    const [, , options] = jest.mocked(callApi).mock.calls[0]!;
    expect(options?.signal?.aborted).toBe(false);
    harness.client.unsubscribe(['match:1']);
    expect(options?.signal?.aborted).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

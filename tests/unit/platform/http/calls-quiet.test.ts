import { ResultCode } from '@src/contracts/http';
import { abortAll, callApi, whenCallsQuiet, type CallOptions } from '@src/platform/http/http-client';
import type { Reply } from '../../../support/fake-transport';
import { clientPerTest, deferred, hostList } from './client-kit';

const client = clientPerTest();
const success: Reply = { envelope: { code: ResultCode.Success, data: { ok: true } } };

/** Whether the promise has settled by now (its callbacks run in the microtasks flushed here). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

/**
 * A quiet wait (300 ms quiet, 3 s at most) begun while a call is in flight, its answer held:
 * `answerCall` lets the answer come and waits for the call to settle.
 */
function quietWaitBesideHeldCall(options?: CallOptions) {
  const answer = deferred<Reply>();
  client.reply = () => answer.promise;
  const call = callApi(hostList, undefined, options);
  const quiet = whenCallsQuiet(undefined, { quietMs: 300, maxWaitMs: 3000 });
  const answerCall = async () => {
    answer.resolve(success);
    await call;
  };
  return { quiet, answerCall };
}

beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  // A hanging call would stay in flight for the next test.
  abortAll();
  await jest.advanceTimersByTimeAsync(0);
  jest.useRealTimers();
});

describe('whenCallsQuiet', () => {
  it('waits while a call is in flight, then for the quiet time after it settles', async () => {
    const { quiet, answerCall } = quietWaitBesideHeldCall();
    await jest.advanceTimersByTimeAsync(1000);
    expect(await settled(quiet)).toBe(false);
    await answerCall();
    await jest.advanceTimersByTimeAsync(299);
    expect(await settled(quiet)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });

  it('starts the quiet time again when another call begins within it', async () => {
    await callApi(hostList, undefined);
    const quiet = whenCallsQuiet(undefined, { quietMs: 300, maxWaitMs: 3000 });
    await jest.advanceTimersByTimeAsync(200);
    await callApi(hostList, undefined);
    await jest.advanceTimersByTimeAsync(200);
    expect(await settled(quiet)).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(await settled(quiet)).toBe(true);
  });

  it('counts a detached call (the start-up calls begun before the mount) as in flight', async () => {
    const { quiet, answerCall } = quietWaitBesideHeldCall({ detached: true });
    await jest.advanceTimersByTimeAsync(600);
    expect(await settled(quiet)).toBe(false);
    await answerCall();
    await jest.advanceTimersByTimeAsync(300);
    expect(await settled(quiet)).toBe(true);
  });

  it.each([
    ['however long a call hangs', 3000],
    ['to the moment, though it falls between two checks of the quiet', 1000],
  ])('resolves at the longest wait %s', async (_title, maxWaitMs) => {
    client.reply = () => ({ hang: true });
    void callApi(hostList, undefined).catch(() => undefined);
    const quiet = whenCallsQuiet(undefined, { quietMs: 300, maxWaitMs });
    await jest.advanceTimersByTimeAsync(maxWaitMs - 1);
    expect(await settled(quiet)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });

  it('leaves no listener on the caller’s signal once quiet (a page’s signal outlives many waits)', async () => {
    const stop = new AbortController();
    const added = jest.spyOn(stop.signal, 'addEventListener');
    const removed = jest.spyOn(stop.signal, 'removeEventListener');
    const quiet = whenCallsQuiet(stop.signal, { quietMs: 300, maxWaitMs: 3000 });
    await jest.advanceTimersByTimeAsync(3000);
    expect(await settled(quiet)).toBe(true);
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls).toEqual(added.mock.calls);
  });

  it('resolves at once when its signal aborts, and leaves no timer behind', async () => {
    client.reply = () => ({ hang: true });
    void callApi(hostList, undefined).catch(() => undefined);
    const stop = new AbortController();
    const quiet = whenCallsQuiet(stop.signal, { quietMs: 300, maxWaitMs: 3000 });
    await jest.advanceTimersByTimeAsync(100);
    stop.abort();
    expect(await settled(quiet)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});

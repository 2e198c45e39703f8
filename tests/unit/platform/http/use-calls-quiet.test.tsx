/**
 * useCallsQuiet: what a screen can show a moment later waits for its calls — false while a call
 * is in flight and for the quiet time after it, then true; once seen quiet, a later mount is true
 * at once (a card scrolled into view does not wait again).
 */
import { act, renderHook } from '@testing-library/react';
import { ResultCode } from '@src/contracts/http';
import { abortAll, callApi, CALLS_QUIET_MS } from '@src/platform/http/http-client';
import { forgetCallsQuiet, useCallsQuiet } from '@src/platform/http/use-calls-quiet';
import type { Reply } from '../../../support/fake-transport';
import { clientPerTest, deferred, hostList } from './client-kit';

const client = clientPerTest();

beforeEach(() => {
  jest.useFakeTimers();
  forgetCallsQuiet();
});
afterEach(async () => {
  abortAll();
  await jest.advanceTimersByTimeAsync(0);
  jest.useRealTimers();
});

it('is false while the screen’s call is in flight and for the quiet time after, then true; a later mount is true at once', async () => {
  const answer = deferred<Reply>();
  client.reply = () => answer.promise;
  const call = callApi(hostList, undefined);
  const first = renderHook(() => useCallsQuiet());
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(first.result.current).toBe(false);
  answer.resolve({ envelope: { code: ResultCode.Success, data: { ok: true } } });
  await act(async () => {
    await call;
  });
  await act(() => jest.advanceTimersByTimeAsync(CALLS_QUIET_MS - 1));
  expect(first.result.current).toBe(false);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(first.result.current).toBe(true);

  const later = renderHook(() => useCallsQuiet());
  expect(later.result.current).toBe(true);
});

it('an unmounted hook sets nothing when the calls go quiet', async () => {
  const answer = deferred<Reply>();
  client.reply = () => answer.promise;
  const call = callApi(hostList, undefined);
  const gone = renderHook(() => useCallsQuiet());
  gone.unmount();
  answer.resolve({ envelope: { code: ResultCode.Success, data: { ok: true } } });
  await call;
  await act(() => jest.advanceTimersByTimeAsync(CALLS_QUIET_MS));
  // Unmounted before the quiet moment: the next mount still waits for one of its own.
  expect(renderHook(() => useCallsQuiet()).result.current).toBe(false);
});

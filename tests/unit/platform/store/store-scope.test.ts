/**
 * A store's scope: its timeouts run once after their time unless cancelled or reset first, and
 * a cancelled call (an unmount, abort-all) is told apart from a failure.
 */
import { HttpError } from '@src/platform/http/http-error';
import { isCancelled, StoreScope } from '@src/platform/store/store-scope';

describe('timeouts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once after its time', () => {
    const scope = new StoreScope();
    const run = jest.fn();
    scope.setTimeout(run, 1000);
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    scope.reset();
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, nor after a reset', () => {
    const scope = new StoreScope();
    const cancelled = jest.fn();
    const reset = jest.fn();
    scope.setTimeout(cancelled, 1000)();
    scope.setTimeout(reset, 1000);
    scope.reset();
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(reset).not.toHaveBeenCalled();
  });
});

it('a cancelled call is cancelled; a failure, or an error that is no call’s, is not', () => {
  expect(isCancelled(new HttpError('cancelled', '请求已取消'))).toBe(true);
  expect(isCancelled(new HttpError('network', '网络连接异常'))).toBe(false);
  expect(isCancelled(new Error('cancelled'))).toBe(false);
});

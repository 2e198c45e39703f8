/**
 * A throttled task runs at most once per window: the first request at once, the requests inside
 * the window together in one trailing run at its end, each request settled when the run that
 * serves it has finished (a failed run too); cancelling drops the trailing run, settles its
 * requests and forgets the window.
 */
import { throttledTask } from '@src/platform/store/throttled-task';

const WAIT = 1000;
const timers = {
  setTimeout: (run: () => void, ms: number) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function harness(task = jest.fn(() => Promise.resolve())) {
  const settled: number[] = [];
  const throttled = throttledTask(task, WAIT, timers, () => Date.now());
  const request = (id: number) => throttled.request().then(() => void settled.push(id));
  return { task, throttled, request, settled };
}

it('runs the first request at once and settles it when the run has finished', async () => {
  const { task, request, settled } = harness();
  const first = request(1);
  expect(task).toHaveBeenCalledTimes(1);
  await first;
  expect(settled).toEqual([1]);
});

it('runs the requests inside the window together, once, at its end', async () => {
  const { task, request, settled } = harness();
  await request(1);
  jest.advanceTimersByTime(400);
  const waiting = [request(2), request(3)];
  expect(task).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(599);
  expect(task).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(2);
  await Promise.all(waiting);
  expect(settled).toEqual([1, 2, 3]);
});

it('runs at once a request that comes exactly when the window ends', async () => {
  const { task, request } = harness();
  await request(1);
  jest.advanceTimersByTime(WAIT);
  void request(2);
  expect(task).toHaveBeenCalledTimes(2);
});

it('settles the requests of a run that failed', async () => {
  const { request, settled } = harness(jest.fn(() => Promise.reject(new Error('network'))));
  await request(1);
  expect(settled).toEqual([1]);
});

it('cancelling drops the trailing run, settles its requests and forgets the window', async () => {
  const { task, throttled, request, settled } = harness();
  await request(1);
  const waiting = request(2);
  throttled.cancel();
  await waiting;
  expect(settled).toEqual([1, 2]);
  expect(task).toHaveBeenCalledTimes(1);
  void request(3);
  expect(task).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(5 * WAIT);
  expect(task).toHaveBeenCalledTimes(2);
});

import { act, render } from '@testing-library/react';
import { useGlobalStore } from '@src/platform/global/global-store';
import { LoopInterval, useLoop, usePushFallbackLoop } from '@src/platform/loop/use-loop';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { createHarness, PUSH_URL } from '../socket/push-test-kit';

function Poller({ task, enabled = true, immediate }: { task: () => void; enabled?: boolean; immediate?: boolean }) {
  useLoop(task, LoopInterval.live, enabled, { immediate });
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
  useGlobalStore.getState().reset();
});
afterEach(() => jest.useRealTimers());

describe('useLoop', () => {
  it('runs at once and then every interval of the spec (3000 ms here)', () => {
    const task = jest.fn();
    render(<Poller task={task} />);
    expect(task).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(3000 * 3));
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('pauses while the page is hidden and resumes with an immediate refresh', () => {
    const task = jest.fn();
    render(<Poller task={task} />);
    act(() => useGlobalStore.getState().setPageVisible(false));
    act(() => jest.advanceTimersByTime(30_000));
    expect(task).toHaveBeenCalledTimes(1);
    act(() => useGlobalStore.getState().setPageVisible(true));
    expect(task).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(3000));
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('stops when its component unmounts (a kept-alive page hidden by <Activity> unmounts its effects)', () => {
    const task = jest.fn();
    const view = render(<Poller task={task} />);
    view.unmount();
    act(() => jest.advanceTimersByTime(30_000));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits a whole interval first when it is not immediate, also when it resumes', () => {
    const task = jest.fn();
    render(<Poller task={task} immediate={false} />);
    expect(task).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(2999));
    expect(task).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(task).toHaveBeenCalledTimes(1);
    act(() => useGlobalStore.getState().setPageVisible(false));
    act(() => useGlobalStore.getState().setPageVisible(true));
    expect(task).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(3000));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('runs by default, and each time calls the task of the latest render (its newest inputs)', () => {
    const calls: string[] = [];
    function Latest({ day }: { day: string }) {
      useLoop(() => calls.push(day), LoopInterval.live);
      return null;
    }
    const view = render(<Latest day="周六" />);
    view.rerender(<Latest day="周日" />);
    act(() => jest.advanceTimersByTime(3000));
    expect(calls).toEqual(['周六', '周日']);
  });

  it("the spec's intervals are 3, 5, 10, 20 and 60 seconds", () => {
    expect(Object.values(LoopInterval)).toEqual([3000, 5000, 10_000, 20_000, 60_000]);
  });
});

describe('usePushFallbackLoop: polling while the push is down', () => {
  function Fallback({ task }: { task: () => void }) {
    usePushFallbackLoop(task, LoopInterval.live);
    return null;
  }
  const status = (next: Parameters<ReturnType<typeof useSocketStore.getState>['setStatus']>[0]) =>
    act(() => useSocketStore.getState().setStatus(next));
  beforeEach(() => useSocketStore.getState().reset());

  it('polls nothing before the first connection nor while it is open', () => {
    const task = jest.fn();
    render(<Fallback task={task} />);
    status('connecting');
    act(() => jest.advanceTimersByTime(10_000));
    status('open');
    act(() => jest.advanceTimersByTime(10_000));
    expect(task).not.toHaveBeenCalled();
  });

  it('polls at once and every loop time from the moment the push is down, and stops when it is back', () => {
    const task = jest.fn();
    render(<Fallback task={task} />);
    status('open');
    status('connecting');
    expect(task).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(3000));
    status('reconnecting');
    status('failed');
    act(() => jest.advanceTimersByTime(6000));
    expect(task).toHaveBeenCalledTimes(4);
    status('open');
    act(() => jest.advanceTimersByTime(30_000));
    expect(task).toHaveBeenCalledTimes(4);
    // Closed for good (the app unmounted): nothing to stand in for.
    status('closed');
    act(() => jest.advanceTimersByTime(30_000));
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('polls as when it drops on a network that refuses WebSockets from the first try, and stops once one opens', () => {
    const task = jest.fn();
    const push = createHarness({ page: null });
    render(<Fallback task={task} />);
    act(() => push.client.connect(PUSH_URL));
    // The first attempt is still on its way: nothing is known to be down yet.
    act(() => jest.advanceTimersByTime(1000));
    expect(task).not.toHaveBeenCalled();
    act(() => push.socket().failToConnect());
    expect(task).toHaveBeenCalledTimes(1);
    // The next attempts fail alike; the polling goes on through them at the loop time.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      act(() => jest.advanceTimersByTime(3000));
      act(() => push.socket().failToConnect());
    }
    expect(task).toHaveBeenCalledTimes(4);
    act(() => jest.advanceTimersByTime(3000));
    act(() => push.socket().open());
    const polled = task.mock.calls.length;
    act(() => jest.advanceTimersByTime(30_000));
    expect(task).toHaveBeenCalledTimes(polled);
    act(() => push.client.dispose());
  });
});

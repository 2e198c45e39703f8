import { act, render } from '@testing-library/react';
import { useDelayedValue } from '@src/domains/live-room/components/live-player/use-delayed-value';
import type { Timed } from '@src/domains/match/rules/live-history';

const T0 = Date.UTC(2025, 5, 1, 20, 0, 0);

function Score({ history, delayMs, realTime, onRender }: { history: Timed<string>[]; delayMs: number | null; realTime: boolean; onRender(value: string | undefined): void }) {
  const value = useDelayedValue(history, delayMs, realTime);
  onRender(value);
  return <output>{value}</output>;
}

beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

function mount(history: Timed<string>[], delayMs: number | null, realTime = false) {
  const onRender = jest.fn();
  const view = render(<Score history={history} delayMs={delayMs} realTime={realTime} onRender={onRender} />);
  const shown = () => view.container.querySelector('output')!.textContent;
  const update = (next: { history?: Timed<string>[]; delayMs?: number | null; realTime?: boolean }) =>
    view.rerender(<Score history={next.history ?? history} delayMs={next.delayMs === undefined ? delayMs : next.delayMs} realTime={next.realTime ?? realTime} onRender={onRender} />);
  return { shown, update, onRender, unmount: view.unmount };
}

it('holds a pushed goal back by the delay and re-renders exactly once when it shows', () => {
  const loaded = [{ at: T0, value: '0:0' }];
  const { shown, update, onRender } = mount(loaded, 8000);
  jest.advanceTimersByTime(2000);
  // The goal is pushed at T0 + 2 s; the viewer's picture shows it 8 s later.
  const pushed = [...loaded, { at: T0 + 2000, value: '1:0' }];
  update({ history: pushed });
  expect(shown()).toBe('0:0');
  onRender.mockClear();
  act(() => jest.advanceTimersByTime(7999));
  expect(onRender).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(shown()).toBe('1:0');
  expect(onRender).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(60_000));
  expect(onRender).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

it('shows the latest value in real time, and when the delay is unknown', () => {
  const history = [
    { at: T0 - 1000, value: '0:0' },
    { at: T0, value: '0:1' },
  ];
  const { shown, update } = mount(history, 8000, true);
  expect(shown()).toBe('0:1');
  update({ realTime: false });
  expect(shown()).toBe('0:0');
  update({ delayMs: null });
  expect(shown()).toBe('0:1');
});

it('clears its timer on unmount', () => {
  const history = [
    { at: T0, value: '0:0' },
    { at: T0 + 1, value: '1:0' },
  ];
  const { unmount } = mount(history, 8000);
  expect(jest.getTimerCount()).toBeGreaterThan(0);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

it('shows two goals pushed together each when the picture reaches it', () => {
  const history = [
    { at: T0, value: '0:0' },
    { at: T0 + 1000, value: '1:0' },
    { at: T0 + 2000, value: '2:0' },
  ];
  const { shown } = mount(history, 8000);
  act(() => jest.advanceTimersByTime(9000));
  expect(shown()).toBe('1:0');
  act(() => jest.advanceTimersByTime(1000));
  expect(shown()).toBe('2:0');
});

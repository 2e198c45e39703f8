import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlayheadDelay, usePlayhead, usePlayheadReader, useShownAt } from '@src/domains/match/components/use-playhead';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { setUpAppWorld } from '@tests/support/app-world';

const T0 = Date.UTC(2025, 5, 1, 20, 0, 0);
type Item = { at: number; id: string };

beforeEach(() => {
  setUpAppWorld();
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => jest.useRealTimers());

function Shown({ items, onRender }: { items: readonly Item[]; onRender(): void }) {
  const shown = useShownAt(items);
  onRender();
  return <output>{shown.map((item) => item.id).join(',')}</output>;
}

/** `items` shown in a room whose playhead is `delayMs` behind live (null: outside a room). */
function mount(items: readonly Item[], delayMs: number | null) {
  const onRender = jest.fn();
  const tree = (next: readonly Item[]) => (
    <PlayheadDelay value={delayMs}>
      <Shown items={next} onRender={onRender} />
    </PlayheadDelay>
  );
  const view = render(tree(items));
  return {
    shown: () => view.container.querySelector('output')!.textContent,
    update: (next: readonly Item[]) => view.rerender(tree(next)),
    onRender,
    unmount: view.unmount,
  };
}

it('is live outside a room: the server’s clock now, no delay', () => {
  act(() => useLiveMatchStore.setState({ clockOffsetMs: 2500 }));
  const { result } = renderHook(() => usePlayhead());
  expect(result.current).toEqual({ now: T0 + 2500, delayMs: null });
});

it('reads the delay of the room around it', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <PlayheadDelay value={8000}>{children}</PlayheadDelay>;
  const { result } = renderHook(() => usePlayhead(), { wrapper });
  expect(result.current.delayMs).toBe(8000);
});

it('reads the playhead whenever asked, one reader until the delay changes', () => {
  let delayMs: number | null = 8000;
  const wrapper = ({ children }: { children: ReactNode }) => <PlayheadDelay value={delayMs}>{children}</PlayheadDelay>;
  const { result, rerender } = renderHook(() => usePlayheadReader(), { wrapper });
  const first = result.current;
  act(() => useLiveMatchStore.setState({ clockOffsetMs: 1000 }));
  expect(first()).toEqual({ now: T0 + 1000, delayMs: 8000 });
  rerender();
  expect(result.current).toBe(first);
  delayMs = null;
  rerender();
  expect(result.current).not.toBe(first);
  expect(result.current()).toEqual({ now: T0 + 1000, delayMs: null });
});

it('holds a pushed item back by the delay and renders again exactly once when it shows', () => {
  const loaded = [{ at: T0 - 10_000, id: 'a' }];
  const view = mount(loaded, 8000);
  act(() => jest.advanceTimersByTime(2000));
  // Pushed at T0 + 2 s: the fan's picture reaches it 8 s later.
  view.update([...loaded, { at: T0 + 2000, id: 'b' }]);
  expect(view.shown()).toBe('a');
  view.onRender.mockClear();
  act(() => jest.advanceTimersByTime(7999));
  expect(view.onRender).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(view.shown()).toBe('a,b');
  expect(view.onRender).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(60_000));
  expect(view.onRender).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

it('shows items pushed together each when the picture reaches it', () => {
  const view = mount(
    [
      { at: T0, id: 'a' },
      { at: T0 + 1000, id: 'b' },
      { at: T0 + 2000, id: 'c' },
    ],
    8000,
  );
  expect(view.shown()).toBe('');
  act(() => jest.advanceTimersByTime(9000));
  expect(view.shown()).toBe('a,b');
  act(() => jest.advanceTimersByTime(1000));
  expect(view.shown()).toBe('a,b,c');
});

it('shows everything at once outside a room, with no timer', () => {
  const view = mount([{ at: T0 + 60_000, id: 'a' }], null);
  expect(view.shown()).toBe('a');
  expect(jest.getTimerCount()).toBe(0);
});

it('clears its timer on unmount', () => {
  const view = mount([{ at: T0 + 1, id: 'a' }], 8000);
  expect(jest.getTimerCount()).toBe(1);
  view.unmount();
  expect(jest.getTimerCount()).toBe(0);
});

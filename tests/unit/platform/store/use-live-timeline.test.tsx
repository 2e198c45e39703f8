/** A live timeline on screen: loaded while enabled, held while shown, asked for again once let go. */
import { act, renderHook } from '@testing-library/react';
import { liveTimeline, type TimelineSnapshot } from '@src/platform/store/live-timeline';
import { useLiveTimeline } from '@src/platform/store/use-live-timeline';
import { setUpAppWorld } from '../../../support/app-world';

type Item = { key: number; n: number };
const flush = () => act(async () => {});

function setUp() {
  const snapshot = jest.fn(async (key: number): Promise<TimelineSnapshot<Item, string>> => ({
    items: [{ key, n: 0 }],
    head: `head ${key}`,
  }));
  const store = liveTimeline<number, Item, string>({
    domain: 'use-timeline-test',
    snapshot,
    keyOf: (item) => item.key,
    orderOf: (item) => item.n,
    keysKept: 1,
    channel: (key) => `match:${key}`,
  });
  return { store, snapshot };
}

beforeEach(() => setUpAppWorld());

it('loads the key while enabled, and the key shown next', async () => {
  const { store, snapshot } = setUp();
  const view = renderHook(({ key, enabled }) => useLiveTimeline(store, key, { enabled }), {
    initialProps: { key: 1, enabled: false },
  });
  expect(view.result.current).toBeUndefined();
  expect(snapshot).not.toHaveBeenCalled();
  view.rerender({ key: 1, enabled: true });
  await flush();
  expect(view.result.current?.head).toBe('head 1');
  view.rerender({ key: 2, enabled: true });
  await flush();
  expect(view.result.current?.head).toBe('head 2');
});

it('asks again for a key the store let go while it is shown', async () => {
  const { store, snapshot } = setUp();
  const view = renderHook(() => useLiveTimeline(store, 1));
  await flush();
  await act(() => store.getState().ensure(2));
  await flush();
  expect(view.result.current?.head).toBe('head 1');
  expect(snapshot.mock.calls.map(([key]) => key)).toEqual([1, 2, 1]);
});

it('holds the key while shown with `hold`, and lets it go when gone', async () => {
  const { store } = setUp();
  const hold = jest.spyOn(store.getState(), 'hold');
  const released = jest.fn();
  hold.mockImplementation(() => released);
  const view = renderHook(() => useLiveTimeline(store, 1, { hold: true }));
  expect(hold).toHaveBeenCalledWith(1);
  view.unmount();
  expect(released).toHaveBeenCalledTimes(1);
});

it('only loads a key it is not asked to hold (a list row): no channel, no reconnect watched', async () => {
  const { store, snapshot } = setUp();
  const hold = jest.spyOn(store.getState(), 'hold');
  renderHook(() => useLiveTimeline(store, 1));
  await flush();
  expect(hold).not.toHaveBeenCalled();
  expect(snapshot).toHaveBeenCalledTimes(1);
});

/**
 * A component holds its push channels while mounted and enabled: once per list of channels (the
 * same channels in a new array hold nothing anew), let go on unmount, when disabled, or when the
 * list changes; an empty list holds nothing.
 */
import { renderHook } from '@testing-library/react';
import type { ChannelName } from '@src/contracts/push';
import { subscribeChannels } from '@src/platform/socket/push-connection';
import { usePushChannels } from '@src/platform/socket/use-push-channels';

jest.mock('@src/platform/socket/push-connection', () => ({ subscribeChannels: jest.fn() }));

const subscribe = jest.mocked(subscribeChannels);
let released: ChannelName[][];

beforeEach(() => {
  released = [];
  subscribe.mockImplementation((channels) => () => void released.push([...channels]));
});

it('holds its channels while mounted, once however often it renders, and lets them go on unmount', () => {
  const { rerender, unmount } = renderHook(({ channels }) => usePushChannels(channels), {
    initialProps: { channels: ['match:1', 'match:2'] },
  });
  rerender({ channels: ['match:1', 'match:2'] });
  expect(subscribe.mock.calls).toEqual([[['match:1', 'match:2']]]);
  expect(released).toEqual([]);
  unmount();
  expect(released).toEqual([['match:1', 'match:2']]);
});

it('lets the old channels go and holds the new ones when the list changes', () => {
  const { rerender } = renderHook(({ channels }) => usePushChannels(channels), {
    initialProps: { channels: ['match:1'] },
  });
  rerender({ channels: ['match:2'] });
  expect(subscribe.mock.calls).toEqual([[['match:1']], [['match:2']]]);
  expect(released).toEqual([['match:1']]);
});

it('holds nothing while disabled, and lets go when disabled', () => {
  const { rerender } = renderHook(({ enabled }) => usePushChannels(['match:1'], enabled), {
    initialProps: { enabled: false },
  });
  expect(subscribe).not.toHaveBeenCalled();
  rerender({ enabled: true });
  expect(subscribe.mock.calls).toEqual([[['match:1']]]);
  rerender({ enabled: false });
  expect(released).toEqual([['match:1']]);
});

it('holds nothing for an empty list', () => {
  renderHook(() => usePushChannels([]));
  expect(subscribe).not.toHaveBeenCalled();
});

/**
 * The room's 竞猜 while the card shows (predictions/components/use-room-predictions.ts): the
 * store opened for the room, its channel held, the room call asked on entry and again when the
 * channel is subscribed again (a reconnect), all of it let go when the fan leaves.
 */
import { act, renderHook } from '@testing-library/react';
import { PredictionsPush } from '@src/contracts/predictions-push';
import * as api from '@src/domains/live-room/predictions/api/room-predictions-api';
import { useRoomPredictions } from '@src/domains/live-room/predictions/components/use-room-predictions';
import { useRoomPredictionsStore } from '@src/domains/live-room/predictions/store/room-predictions-store';
import { subscribeChannels } from '@src/platform/socket/push-connection';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { setUpAppWorld } from '@tests/support/app-world';

jest.mock('@src/domains/live-room/predictions/api/room-predictions-api');
jest.mock('@src/platform/socket/push-connection', () => ({
  ...jest.requireActual('@src/platform/socket/push-connection'),
  subscribeChannels: jest.fn(),
}));
const mocked = jest.mocked(api.roomPredictionsApi);
const subscribe = jest.mocked(subscribeChannels);
const ROOM = 7;
const store = () => useRoomPredictionsStore.getState();
const channelSubscribed = (isSubscribed: boolean) =>
  act(() => useSocketStore.getState().setSubscribeList([{ channelName: PredictionsPush.room(ROOM), isSubscribed }]));

let released: jest.Mock;
beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  useSocketStore.getState().reset();
  jest.resetAllMocks();
  released = jest.fn();
  subscribe.mockReturnValue(released);
  mocked.room.mockResolvedValue({ roomId: ROOM, predictions: [], points: null });
});

async function enter(roomId = ROOM) {
  const view = renderHook(({ id }) => useRoomPredictions(id), { initialProps: { id: roomId } });
  await act(async () => {});
  return view;
}

it('opens the room’s 竞猜, holds its channel and asks the room call on entry', async () => {
  await enter();
  expect(store()).toMatchObject({ roomId: ROOM, availability: 'available' });
  expect(subscribe).toHaveBeenCalledWith([PredictionsPush.room(ROOM)]);
  expect(mocked.room).toHaveBeenCalledTimes(1);
});

it('asks the room call again when its channel is subscribed again (a reconnect), not while it stays so', async () => {
  await enter();
  channelSubscribed(true);
  await act(async () => {});
  expect(mocked.room).toHaveBeenCalledTimes(2);
  channelSubscribed(true);
  channelSubscribed(false);
  await act(async () => {});
  expect(mocked.room).toHaveBeenCalledTimes(2);
});

it('lets the room go when the fan leaves: the channel, the card, and no call at a later reconnect', async () => {
  const view = await enter();
  view.unmount();
  expect(released).toHaveBeenCalled();
  expect(store().roomId).toBeNull();
  channelSubscribed(true);
  await act(async () => {});
  expect(mocked.room).toHaveBeenCalledTimes(1);
});

it('moves to the next room when the room changes', async () => {
  const view = await enter();
  view.rerender({ id: ROOM + 1 });
  await act(async () => {});
  expect(store().roomId).toBe(ROOM + 1);
  expect(mocked.room).toHaveBeenLastCalledWith({ roomId: ROOM + 1 });
});

/**
 * The room's crowd while the room shows (crowd/components/use-room-crowd.ts): the history on
 * entry, the room's pushed lines (not another room's), what it missed asked for when its channel
 * is subscribed again, the fan's own sent line taken once, the title chips' names; leaving the
 * room forgets its lines and hears no more of it; the room's channel held while it shows, its lines
 * started over when the server numbers the room from 0 again, another room's crowd when the room
 * changes, and its history request let go on leaving.
 */
import { act, renderHook } from '@testing-library/react';
import { RoomCrowdPush } from '@src/contracts/room-crowd-push';
import * as crowdApi from '@src/domains/live-room/crowd/api/room-crowd-api';
import { useRoomCrowd } from '@src/domains/live-room/crowd/components/use-room-crowd';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { chatLine, history, lines, ROOM } from '../../support/crowd-fixtures';
import { pushed, pushLine, resetRoomCrowdPage } from '../../support/room-crowd-page';
import { RoomPlayhead } from '@src/domains/live-room/components/room-playhead';

jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
  jest.requireActual('../../support/crowd-api-mock').crowdApiWith('history', 'titleList', 'send'),
);
// The channels each holding asks for, in order (read at call time: the factory runs before this file's body).
const mockHeld: string[][] = [];
jest.mock('@src/platform/socket/push-connection', () => {
  const connection = jest.requireActual('../../support/room-crowd-page').pushConnectionModule();
  return {
    ...connection,
    subscribeChannels: (channels: string[]) => {
      mockHeld.push([...channels]);
      return connection.subscribeChannels(channels);
    },
  };
});
const api = jest.mocked(crowdApi.roomCrowdApi);

const shown = () => useRoomCrowdStore.getState().lines.map((line) => line.index);
const subscribed = (isSubscribed: boolean) =>
  act(() => useSocketStore.getState().setSubscribeList([{ channelName: RoomCrowdPush.room(ROOM), isSubscribed }]));

beforeEach(() => {
  jest.useFakeTimers();
  setUpAppWorld({ loggedIn: true });
  resetRoomCrowdPage();
  useSocketStore.getState().reset();
  api.history.mockImplementation(async ({ sinceIndex }) =>
    sinceIndex === undefined ? history(lines(0, 4)) : history(lines(sinceIndex + 1, 7)),
  );
  api.titleList.mockResolvedValue([{ id: 3, name: '铁杆球迷' }]);
});
afterEach(() => jest.useRealTimers());

async function enter() {
  const view = renderHook(() => useRoomCrowd(ROOM), { wrapper: RoomPlayhead });
  await act(async () => {});
  act(() => jest.advanceTimersByTime(200));
  return view;
}

it('shows the history on entry, then the room’s pushed lines — not another room’s', async () => {
  await enter();
  expect(useRoomCrowdStore.getState()).toMatchObject({
    roomId: ROOM,
    availability: 'available',
    titles: { 3: '铁杆球迷' },
  });
  pushLine(ROOM, chatLine(5));
  pushLine(ROOM, chatLine(6, { roomId: ROOM + 1 }));
  act(() => jest.advanceTimersByTime(200));
  expect(shown()).toEqual([0, 1, 2, 3, 4, 5]);
});

it('asks for what it missed when its channel is subscribed again (a reconnect)', async () => {
  subscribed(true);
  await enter();
  subscribed(false);
  subscribed(false);
  expect(api.history).toHaveBeenCalledTimes(1);
  subscribed(true);
  await act(async () => {});
  act(() => jest.advanceTimersByTime(200));
  expect(api.history).toHaveBeenLastCalledWith({ roomId: ROOM, sinceIndex: 4 });
  expect(shown()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
});

it('takes the fan’s sent line from the send’s answer, once when the push brings it too', async () => {
  await enter();
  const echo = chatLine(5, { uid: 'u1', text: '主队加油' });
  api.send.mockImplementation(async ({ clientMsgId }) => ({ line: { ...echo, clientMsgId }, nextSendAt: 0 }));
  await act(() => useRoomCrowdStore.getState().send('主队加油'));
  pushLine(ROOM, echo);
  act(() => jest.advanceTimersByTime(200));
  expect(shown()).toEqual([0, 1, 2, 3, 4, 5]);
  expect(useRoomCrowdStore.getState().pending).toEqual([]);
});

it('forgets the room’s lines when the fan leaves, and hears no more of it', async () => {
  const { unmount } = await enter();
  const handler = pushed.handler!;
  unmount();
  expect(useRoomCrowdStore.getState()).toMatchObject({ roomId: null, lines: [] });
  act(() =>
    handler.apply(chatLine(5), {
      channel: RoomCrowdPush.room(ROOM),
      namespace: 'room',
      name: 'line',
      seq: 5,
      at: 0,
      source: 'live',
    }),
  );
  act(() => jest.advanceTimersByTime(200));
  expect(shown()).toEqual([]);
  subscribed(true);
  expect(api.history).toHaveBeenCalledTimes(1);
});

it('holds the next lines back by a delay the player measures after entry', async () => {
  await enter();
  act(() => useLiveRoomStore.getState().setPlayerDelay(10));
  pushLine(ROOM, chatLine(5, { at: Date.now() }));
  act(() => jest.advanceTimersByTime(200));
  expect(shown()).toEqual([0, 1, 2, 3, 4]);
  act(() => jest.advanceTimersByTime(10_000));
  expect(shown()).toEqual([0, 1, 2, 3, 4, 5]);
});

it('holds the room’s channel while the room shows', async () => {
  mockHeld.length = 0;
  await enter();
  expect(mockHeld).toEqual([[RoomCrowdPush.room(ROOM)]]);
});

it('starts the room’s lines over when the server numbers the room from 0 again', async () => {
  subscribed(true);
  await enter();
  api.history.mockResolvedValue(history(lines(0, 1, { text: '重新开始' })));
  subscribed(false);
  subscribed(true);
  await act(async () => {});
  act(() => jest.advanceTimersByTime(200));
  expect(useRoomCrowdStore.getState().lines.map(({ index, text }) => [index, text])).toEqual([
    [0, '重新开始'],
    [1, '重新开始'],
  ]);
});

it('opens the other room’s crowd when the room changes', async () => {
  const view = renderHook(({ roomId }) => useRoomCrowd(roomId), {
    wrapper: RoomPlayhead,
    initialProps: { roomId: ROOM },
  });
  await act(async () => {});
  view.rerender({ roomId: ROOM + 1 });
  await act(async () => {});
  expect(useRoomCrowdStore.getState().roomId).toBe(ROOM + 1);
  expect(api.history).toHaveBeenLastCalledWith({ roomId: ROOM + 1 });
});

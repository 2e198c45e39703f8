/**
 * When the room starts its crowd (components/room-chat/lazy-room-chat.tsx): once the picture is on
 * screen with its delay measured, at once without video (省流模式, a room that plays none), and
 * 3 s after the room at the latest; never without a live room. The 聊天 tab, its input and 弹幕
 * show only once the session found a crowd.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useRoomChat } from '@src/domains/live-room/components/room-chat/lazy-room-chat';
import { useDataSaverStore } from '@src/domains/live-room/store/data-saver-store';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import type { CrowdAvailability } from '@src/domains/live-room/store/room-crowd-session';
import { setUpAppWorld } from '@tests/support/app-world';

const ROOM = 9001;

beforeEach(() => {
  jest.useFakeTimers();
  setUpAppWorld();
  useDataSaverStore.getState().setDataSaver(false);
});
afterEach(() => jest.useRealTimers());

type SessionProps = { roomId: number; onAvailability(availability: CrowdAvailability): void };

function roomChat(roomId: number, playing: boolean) {
  const { result } = renderHook(() => useRoomChat(roomId, playing));
  const session = () => result.current.session as ReactElement<SessionProps> | null;
  return {
    started: () => session() !== null,
    available: () => result.current.available,
    session,
    found: (availability: CrowdAvailability) => act(() => session()!.props.onAvailability(availability)),
  };
}

it('waits for the picture’s measured delay, or 3 s at the latest', () => {
  const waiting = roomChat(ROOM, true);
  act(() => jest.advanceTimersByTime(2999));
  expect(waiting.started()).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(waiting.started()).toBe(true);
  expect(waiting.session()!.props.roomId).toBe(ROOM);
  expect(waiting.session()!.key).toBe(String(ROOM));

  const measured = roomChat(ROOM, true);
  expect(measured.started()).toBe(false);
  act(() => useLiveRoomStore.getState().setPlayerDelay(0));
  expect(measured.started()).toBe(true);
});

it('starts at once without video: 省流模式, or a room that plays none', () => {
  expect(roomChat(ROOM, false).started()).toBe(true);
  useDataSaverStore.getState().setDataSaver(true);
  expect(roomChat(ROOM, true).started()).toBe(true);
});

it('starts nothing without a live room', () => {
  const none = roomChat(0, false);
  act(() => jest.advanceTimersByTime(3000));
  expect(none.started()).toBe(false);
  expect(none.available()).toBe(false);
});

it('shows the crowd only once the session found one', () => {
  const chat = roomChat(ROOM, false);
  expect(chat.available()).toBe(false);
  chat.found('missing');
  expect(chat.available()).toBe(false);
  chat.found('available');
  expect(chat.available()).toBe(true);
});

/**
 * The room's streamer, match and schedule as the room shows them (components/use-shown-room.ts):
 * the stored answers through the display rules for who is looking — another game's entries left
 * out, a private room's stream shown once the user has access — the same objects until an input
 * changes.
 */
import { act, renderHook } from '@testing-library/react';
import * as roomApi from '@src/domains/live-room/api/room-api';
import { useRoomMatchInfo, useRoomSchedule, useRoomStreamer } from '@src/domains/live-room/components/use-shown-room';
import { useRoomAccessStore } from '@src/domains/match/store/room-access-store';
import { matchInfo, scheduleEntry, scheduleItem, streamer } from '../../anchors/support/fixtures';
import { room, roomWorldEachTest } from '../support/store-setup';

jest.mock('@src/domains/live-room/api/room-api');
const mocked = jest.mocked(roomApi.roomApi);

const privateEntry = { matchId: 500, liveRoomId: 77, liveStatus: 1, liveUserGroupId: 8 };
roomWorldEachTest(
  () => ({
    streamers: [streamer({ id: 7, liveStatus: 1, liveSchedule: [scheduleEntry(privateEntry)] })],
    matchInfo: matchInfo({ matchId: 500, liveRoomId: 77 }),
    schedule: [scheduleItem(privateEntry), scheduleItem({ matchId: 501, matchSource: 34 })],
  }),
  { loggedIn: true },
);
beforeEach(() => room().openRoom(7));

it('shows the room as the user may see it, and again when their access changes', () => {
  const streamerView = renderHook(() => useRoomStreamer());
  const infoView = renderHook(() => useRoomMatchInfo());
  const scheduleView = renderHook(() => useRoomSchedule());
  expect(streamerView.result.current?.id).toBe(7);
  // A private room's stream and entry: not for a user without access; another game's entry: never.
  expect(infoView.result.current).toBeNull();
  expect(scheduleView.result.current).toEqual([]);

  const before = streamerView.result.current;
  streamerView.rerender();
  expect(streamerView.result.current).toBe(before);

  act(() => useRoomAccessStore.setState({ specialRoomIds: [77] }));
  expect(infoView.result.current?.matchId).toBe(500);
  expect(scheduleView.result.current.map((item) => item.matchId)).toEqual([500]);
});

it('shows the next room’s streamer once the room changes', async () => {
  const streamerView = renderHook(() => useRoomStreamer());
  mocked.hostList.mockResolvedValue([streamer({ id: 8, liveStatus: 1 })]);
  await act(() => room().openRoom(8));
  expect(streamerView.result.current?.id).toBe(8);
});

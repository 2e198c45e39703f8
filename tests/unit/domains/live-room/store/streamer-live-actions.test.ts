/** The open room's streamer, match info and schedule follow the streamers' pushed live changes. */
import * as roomApi from '@src/domains/live-room/api/room-api';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { matchInfo, scheduleEntry, scheduleItem, streamer } from '../../anchors/support/fixtures';
import { room, shownRoomNow, roomWorldEachTest } from '../support/store-setup';

jest.mock('@src/domains/live-room/api/room-api');
const mocked = jest.mocked(roomApi.roomApi);

roomWorldEachTest(() => ({
  streamers: [streamer({ id: 2, liveSchedule: [scheduleEntry({ matchId: 700 })] })],
  matchInfo: matchInfo({ matchId: 700, liveStatus: 0 }),
  schedule: [scheduleItem({ matchId: 700, liveStatus: 0 })],
}));

it("updates the open room's host, match info and schedule", async () => {
  await room().openRoom(2);
  room().applyStreamerLive([{ at: 1, value: { hostId: 2, liveStatus: 1, matchId: 700, scheduleLiveStatus: 1 } }]);
  expect(shownRoomNow().roomStreamer).toMatchObject({
    liveStatus: 1,
    liveSchedule: [expect.objectContaining({ liveStatus: 1 })],
  });
  expect(shownRoomNow().roomMatchInfo).toMatchObject({ matchId: 700, liveStatus: 1 });
  expect(shownRoomNow().roomSchedule).toEqual([expect.objectContaining({ matchId: 700, liveStatus: 1 })]);
});

it("leaves the room as it was for another streamer's change, in one store update per batch", async () => {
  await room().openRoom(2);
  const before = room().rooms;
  const updates = jest.fn();
  const stop = useLiveRoomStore.subscribe(updates);
  room().applyStreamerLive([
    { at: 1, value: { hostId: 9, liveStatus: 1, matchId: 700, scheduleLiveStatus: 1 } },
    { at: 2, value: { hostId: 8, liveStatus: 1, matchId: 701, scheduleLiveStatus: 1 } },
  ]);
  stop();
  expect(room().rooms).toBe(before);
  expect(updates).toHaveBeenCalledTimes(1);
});

it("changes only the changed match's entry of the room's schedule", async () => {
  mocked.hostSchedule.mockResolvedValue([
    scheduleItem({ matchId: 700, liveStatus: 0 }),
    scheduleItem({ matchId: 701, liveStatus: 0 }),
  ]);
  await room().openRoom(2);
  room().applyStreamerLive([{ at: 1, value: { hostId: 2, liveStatus: 1, matchId: 700, scheduleLiveStatus: 1 } }]);
  expect(shownRoomNow().roomSchedule).toEqual([
    expect.objectContaining({ matchId: 700, liveStatus: 1 }),
    expect.objectContaining({ matchId: 701, liveStatus: 0 }),
  ]);
});

/** What the room reads from its store: the open room's calls' status, its match, its schedule shown. */
import type * as RoomSelectors from '@src/domains/live-room/store/room-selectors';
import { roomSelectors, shownInRoom } from '@src/domains/live-room/store/room-selectors';
import { currentDisplayContext } from '@src/domains/match/store/display-context';
import { freshModule } from '@tests/support/fresh-module';
import { anchorInfo, matchSummary } from '@tests/support/match-fixtures';
import { matchInfo, scheduleEntry, scheduleItem, streamer } from '../../anchors/support/fixtures';
import { room, roomWorldEachTest } from '../support/store-setup';

jest.mock('@src/domains/live-room/api/room-api');

roomWorldEachTest(() => ({
  streamers: [streamer({ id: 2, liveSchedule: [scheduleEntry({ matchId: 701 })] })],
  matchInfo: matchInfo({ matchId: 701, liveStatus: 1 }),
  schedule: [scheduleItem({ matchId: 700 }), scheduleItem({ matchId: 701 })],
}));

it("tells the open room's calls loaded, and its match as the schedule's entry of the room's match", async () => {
  expect(roomSelectors.match(room())).toBeUndefined();
  await room().openRoom(2);
  expect(roomSelectors.status(room())).toBe('ready');
  expect(roomSelectors.scheduleStatus(room())).toBe('ready');
  expect(roomSelectors.match(room())).toMatchObject({ id: 701 });
});

it('shows the schedule entries nothing was filtered from as the same objects (no render for nothing)', async () => {
  await room().openRoom(2);
  const schedule = roomSelectors.rawSchedule(room());
  const shown = shownInRoom.schedule(schedule, currentDisplayContext());
  expect(shown).toHaveLength(2);
  shown.forEach((item, index) => expect(item).toBe(schedule[index]));
});

it("tells the open room's calls loaded through the selectors as the module makes them when it loads", async () => {
  // Loaded in the test: the selectors are made when the module loads.
  const fresh = freshModule<typeof RoomSelectors>('@src/domains/live-room/store/room-selectors').roomSelectors;
  await room().openRoom(2);
  expect(fresh.status(room())).toBe('ready');
  expect(fresh.scheduleStatus(room())).toBe('ready');
});

it('shows a schedule entry without the private anchors the fan may not enter, the entry received left as it was', () => {
  const open = anchorInfo({ hostId: 2, liveUserGroupId: null, liveRoomId: 9002 });
  const closed = anchorInfo({ hostId: 3, liveUserGroupId: 8, liveRoomId: 9003 });
  const item = scheduleItem({ matchId: 701, match: matchSummary({ id: 701, anchorInfo: [open, closed] }) });
  const context = { ...currentDisplayContext(), loggedIn: true, allowedRoomIds: new Set<number>() };
  const [shown] = shownInRoom.schedule([item], context);
  expect(shown!.match.anchorInfo).toEqual([open]);
  expect(item.match.anchorInfo).toEqual([open, closed]);
});

it('leaves out of the schedule shown an entry of another game', () => {
  const other = scheduleItem({ matchId: 702, matchSource: -1 });
  const shown = shownInRoom.schedule([scheduleItem({ matchId: 701 }), other], currentDisplayContext());
  expect(shown.map((item) => item.matchId)).toEqual([701]);
});

it("shows the room's streamer as received, and hides the match info of a private stream the fan may not enter", () => {
  const context = { ...currentDisplayContext(), loggedIn: true, allowedRoomIds: new Set<number>() };
  const data = {
    rawStreamer: streamer({
      id: 2,
      liveSchedule: [scheduleEntry({ matchId: 701, liveRoomId: 9002, liveUserGroupId: 8 })],
    }),
    rawMatchInfo: matchInfo({ matchId: 701, liveRoomId: 9002 }),
  };
  expect(shownInRoom.streamer(data, context)).toMatchObject({ id: 2 });
  expect(shownInRoom.matchInfo(data, [], context)).toBeNull();
  expect(shownInRoom.matchInfo(data, [], { ...context, allowedRoomIds: new Set([9002]) })).toMatchObject({
    matchId: 701,
  });
});

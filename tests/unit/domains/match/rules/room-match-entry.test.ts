/**
 * The live room's match info takes its private group from the streamer's schedule entry for the
 * match in the same room: a streamer may have two entries for one match (an open room and a
 * group's room), and the room being watched decides.
 */
import { displayMatchInfo } from '@src/domains/match/rules/streamer-display';
import type { DisplayContext } from '@src/domains/match/rules/match-anchors';
import { GAME } from '@tests/support/match-fixtures';
import { matchInfo, scheduleEntry } from '../../anchors/support/fixtures';

const context = (overrides: Partial<DisplayContext> = {}): DisplayContext => ({
  jumpGameId: GAME,
  loggedIn: false,
  allowedRoomIds: new Set<number>(),
  ...overrides,
});

const open = scheduleEntry({ matchId: 500, liveRoomId: 7001 });
const groupRoom = scheduleEntry({ matchId: 500, liveRoomId: 7002, liveUserGroupId: 3 });

it("the open room's info shows though the streamer's other entry for the match is a group's room", () => {
  const info = matchInfo({ matchId: 500, liveRoomId: 7001, liveStatus: 1 });
  expect(displayMatchInfo(info, [groupRoom, open], context())).toBe(info);
});

it("the group's room's info is hidden from a visitor though the streamer's other entry is open", () => {
  const info = matchInfo({ matchId: 500, liveRoomId: 7002, liveStatus: 1 });
  expect(displayMatchInfo(info, [open, groupRoom], context())).toBeNull();
  expect(displayMatchInfo(info, [open, groupRoom], context({ loggedIn: true, allowedRoomIds: new Set([7002]) }))).toBe(
    info,
  );
});

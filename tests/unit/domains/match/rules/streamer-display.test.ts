import { GameId } from '@src/contracts/system';
import {
  currentEntry,
  displayStreamers,
  displayLiveMatches,
  displayMatchInfo,
  isStreaming,
} from '@src/domains/match/rules/streamer-display';
import { isDisplayableEntry, leadAnchor, type DisplayContext } from '@src/domains/match/rules/match-anchors';
import { streamer, liveMatch, matchInfo, scheduleEntry } from '../../anchors/support/fixtures';
import { anchorInfo, GAME, matchSummary, NOW } from '@tests/support/match-fixtures';

const context = (overrides: Partial<DisplayContext> = {}): DisplayContext => ({
  jumpGameId: GAME,
  loggedIn: false,
  allowedRoomIds: new Set(),
  ...overrides,
});

describe('schedule entries', () => {
  it('keeps the sport-jump game id and 100, drops other sources', () => {
    expect(isDisplayableEntry(scheduleEntry({ matchSource: GAME }), context())).toBe(true);
    expect(isDisplayableEntry(scheduleEntry({ matchSource: GameId.Play }), context())).toBe(true);
    expect(isDisplayableEntry(scheduleEntry({ matchSource: GameId.St }), context())).toBe(false);
    // The configured game id decides, not a constant.
    expect(isDisplayableEntry(scheduleEntry({ matchSource: GameId.St }), context({ jumpGameId: GameId.St }))).toBe(
      true,
    );
  });

  it('keeps liveStatus 0 and 1, drops ended (2) and anything else', () => {
    expect([0, 1, 2, 3].map((liveStatus) => isDisplayableEntry(scheduleEntry({ liveStatus }), context()))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('keeps a private group entry only when its room is allowed', () => {
    const entry = scheduleEntry({ liveUserGroupId: 42, liveRoomId: 7001 });
    expect(isDisplayableEntry(entry, context())).toBe(false);
    expect(isDisplayableEntry(entry, context({ loggedIn: true, allowedRoomIds: new Set([7001]) }))).toBe(true);
  });
});

describe('hosts', () => {
  it("drops banned hosts (liveStatus 3) and narrows the others' schedules", () => {
    const kept = scheduleEntry({ matchId: 1 });
    const otherGame = scheduleEntry({ matchId: 2, matchSource: 34 });
    const streamers = [
      streamer({ id: 1, liveSchedule: [kept, otherGame] }),
      streamer({ id: 2, liveStatus: 3 }),
      streamer({ id: 3 }),
    ];
    const shown = displayStreamers(streamers, context());
    expect(shown.map((item) => item.id)).toEqual([1, 3]);
    expect(shown[0]!.liveSchedule).toEqual([kept]);
    // Untouched streamers stay the same objects (no needless re-render).
    expect(shown[1]).toBe(streamers[2]);
  });

  it('counts a host as streaming when live on a displayed match in progress', () => {
    expect(isStreaming(streamer({ liveStatus: 1, liveSchedule: [scheduleEntry({ liveStatus: 1 })] }))).toBe(true);
    expect(isStreaming(streamer({ liveStatus: 1, liveSchedule: [scheduleEntry({ liveStatus: 0 })] }))).toBe(false);
    expect(isStreaming(streamer({ liveStatus: 0, liveSchedule: [scheduleEntry({ liveStatus: 1 })] }))).toBe(false);
    // One match in progress among others to come is enough.
    const mixed = [scheduleEntry({ matchId: 1, liveStatus: 1 }), scheduleEntry({ matchId: 2, liveStatus: 0 })];
    expect(isStreaming(streamer({ liveStatus: 1, liveSchedule: mixed }))).toBe(true);
  });

  it('picks the entry in progress, else the next to start', () => {
    const later = scheduleEntry({ matchId: 2, startDate: NOW + 5000 });
    const sooner = scheduleEntry({ matchId: 3, startDate: NOW + 1000 });
    expect(currentEntry([later, sooner])).toBe(sooner);
    const live = scheduleEntry({ matchId: 4, liveStatus: 1 });
    expect(currentEntry([later, live])).toBe(live);
    expect(currentEntry([scheduleEntry({ liveStatus: 2 })])).toBeUndefined();
  });

  it('picks the next to start whatever the schedule order, the first of those starting together', () => {
    const sooner = scheduleEntry({ matchId: 3, startDate: NOW + 1000 });
    const later = scheduleEntry({ matchId: 2, startDate: NOW + 5000 });
    expect(currentEntry([sooner, later])).toBe(sooner);
    const alongside = scheduleEntry({ matchId: 4, startDate: NOW + 1000 });
    expect(currentEntry([sooner, alongside])).toBe(sooner);
  });
});

describe('live matches', () => {
  it("drops a match's banned hosts and entries that fail the entry rule", () => {
    const item = liveMatch({
      hostList: [
        anchorInfo({ hostId: 1 }),
        anchorInfo({ hostId: 2, hostLiveStatus: 3 }),
        anchorInfo({ hostId: 3, matchSource: 34 }),
        anchorInfo({ hostId: 4, liveStatus: 2 }),
        anchorInfo({ hostId: 5, liveUserGroupId: 8, liveRoomId: 7005 }),
      ],
    });
    const [shown] = displayLiveMatches([item], [], context());
    expect(shown!.hostList.map((anchor) => anchor.hostId)).toEqual([1]);
  });

  it('drops a host whose own schedule has only ended entries for the match', () => {
    const item = liveMatch({ matchId: 500, hostList: [anchorInfo({ hostId: 1 }), anchorInfo({ hostId: 2 })] });
    const streamers = [
      streamer({
        id: 1,
        liveSchedule: [scheduleEntry({ matchId: 500, liveStatus: 2 }), scheduleEntry({ matchId: 501, liveStatus: 0 })],
      }),
      streamer({
        id: 2,
        liveSchedule: [scheduleEntry({ matchId: 500, liveStatus: 2 }), scheduleEntry({ matchId: 500, liveStatus: 0 })],
      }),
    ];
    const [shown] = displayLiveMatches([item], streamers, context());
    expect(shown!.hostList.map((anchor) => anchor.hostId)).toEqual([2]);
  });

  it('keeps a host whose own schedule has no entry for the match', () => {
    const item = liveMatch({ matchId: 500, hostList: [anchorInfo({ hostId: 1 })] });
    const streamers = [streamer({ id: 1, liveSchedule: [scheduleEntry({ matchId: 501, liveStatus: 2 })] })];
    const [shown] = displayLiveMatches([item], streamers, context());
    expect(shown!.hostList.map((anchor) => anchor.hostId)).toEqual([1]);
  });

  it("drops a host of the list that is banned even when the match's copy says otherwise", () => {
    const item = liveMatch({ hostList: [anchorInfo({ hostId: 1 }), anchorInfo({ hostId: 2 })] });
    const [shown] = displayLiveMatches([item], [streamer({ id: 1, liveStatus: 3 })], context());
    expect(shown!.hostList.map((anchor) => anchor.hostId)).toEqual([2]);
  });

  it('drops matches with no host left', () => {
    expect(displayLiveMatches([liveMatch({ hostList: [anchorInfo({ matchSource: 34 })] })], [], context())).toEqual([]);
    expect(displayLiveMatches([liveMatch({ hostList: [] })], [], context())).toEqual([]);
  });

  it('keeps matches not started or in play and drops the rest ("status not 0": see the rule\'s comment)', () => {
    const football = [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13].map((status) =>
      liveMatch({ matchId: 1000 + status, status, match: matchSummary({ id: 1000 + status, statusId: status }) }),
    );
    expect(displayLiveMatches(football, [], context()).map((item) => item.status)).toEqual([1, 2, 3, 4, 5, 7]);
    const basketball = [1, 8, 9, 10, 13].map((status) =>
      liveMatch({
        matchId: 2000 + status,
        status,
        sportType: 2,
        match: matchSummary({ id: 2000 + status, sport: 'basketball', statusId: status }),
      }),
    );
    expect(displayLiveMatches(basketball, [], context()).map((item) => item.status)).toEqual([1, 8, 9]);
  });

  it("reads the sport from the item's sportType when its match leaves it out, and from the match when sportType is missing", () => {
    // Status 8 is the fourth quarter in basketball, full time in football.
    const fromSportType = liveMatch({
      status: 8,
      sportType: 2,
      match: matchSummary({ id: 500, sport: '', statusId: 8 }),
    });
    const fromMatch = liveMatch({
      status: 8,
      sportType: 0,
      match: matchSummary({ id: 500, sport: 'basketball', statusId: 8 }),
    });
    expect(displayLiveMatches([fromSportType], [], context())).toHaveLength(1);
    expect(displayLiveMatches([fromMatch], [], context())).toHaveLength(1);
  });

  it('keeps a match live while one of its hosts is live on it', () => {
    const item = liveMatch({
      status: 2,
      activityStatus: 1,
      hostList: [anchorInfo({ hostId: 1, hostLiveStatus: 1, liveStatus: 1 }), anchorInfo({ hostId: 2 })],
    });
    expect(displayLiveMatches([item], [], context())[0]!.activityStatus).toBe(1);
  });

  it('marks a match marked live with no live host left as not live', () => {
    const offline = liveMatch({
      status: 2,
      activityStatus: 1,
      hostList: [anchorInfo({ hostLiveStatus: 1, liveStatus: 0 })],
    });
    const liveStreamerElsewhere = liveMatch({
      matchId: 501,
      status: 2,
      activityStatus: 1,
      hostList: [anchorInfo({ hostLiveStatus: 0, liveStatus: 1 })],
    });
    const streaming = liveMatch({
      matchId: 502,
      status: 2,
      activityStatus: 1,
      hostList: [anchorInfo({ hostLiveStatus: 1, liveStatus: 1 })],
    });
    const shown = displayLiveMatches([offline, liveStreamerElsewhere, streaming], [], context());
    expect(shown.map((item) => [item.matchId, item.activityStatus])).toEqual([
      [500, 0],
      [501, 0],
      [502, 1],
    ]);
  });

  it("also applies the private rooms rule to the match's own anchors for a logged-in user", () => {
    const privateAnchor = anchorInfo({ hostId: 9, liveUserGroupId: 3, liveRoomId: 7009 });
    const item = liveMatch({ match: matchSummary({ anchorInfo: [privateAnchor] }), hostList: [anchorInfo()] });
    const [shown] = displayLiveMatches([item], [], context({ loggedIn: true }));
    expect(shown!.match).not.toHaveProperty('anchorInfo');
  });

  it('leads with a live anchor, top anchors first', () => {
    const plain = anchorInfo({ hostId: 1 });
    const top = anchorInfo({ hostId: 2, isTop: 1 });
    const live = anchorInfo({ hostId: 3, hostLiveStatus: 1, liveStatus: 1 });
    expect(leadAnchor([plain, top])?.hostId).toBe(2);
    expect(leadAnchor([plain, top, live])?.hostId).toBe(3);
    expect(leadAnchor([])).toBeUndefined();
  });
});

describe("the live room's match (the same entry rule)", () => {
  it('shows the stream of an allowed entry, hides other game ids, ended entries and private rooms not allowed', () => {
    const info = matchInfo({ matchId: 500, liveRoomId: 7001, liveStatus: 1 });
    const open = [scheduleEntry({ matchId: 500, liveRoomId: 7001 })];
    const privateRoom = [scheduleEntry({ matchId: 500, liveRoomId: 7001, liveUserGroupId: 3 })];
    expect(displayMatchInfo(info, open, context())).toBe(info);
    expect(displayMatchInfo(info, [], context())).toBe(info);
    expect(displayMatchInfo({ ...info, matchSource: 34 }, open, context())).toBeNull();
    expect(displayMatchInfo({ ...info, liveStatus: 2 }, open, context())).toBeNull();
    expect(displayMatchInfo(info, privateRoom, context())).toBeNull();
    expect(displayMatchInfo(info, privateRoom, context({ loggedIn: true, allowedRoomIds: new Set([7001]) }))).toBe(
      info,
    );
    expect(displayMatchInfo(null, open, context())).toBeNull();
  });

  it("takes the private group from the streamer's entry for the match: in the same room, else in another room", () => {
    const info = matchInfo({ matchId: 500, liveRoomId: 7001, liveStatus: 1 });
    // Another match in the same room says nothing of this one.
    const sameRoomOtherMatch = [scheduleEntry({ matchId: 501, liveRoomId: 7001, liveUserGroupId: 3 })];
    expect(displayMatchInfo(info, sameRoomOtherMatch, context())).toBe(info);
    // The match's entry of another room is taken when none is in the room.
    const otherRoom = [scheduleEntry({ matchId: 500, liveRoomId: 7002, liveUserGroupId: 3 })];
    expect(displayMatchInfo(info, otherRoom, context())).toBeNull();
    // The match's entry of the same room comes first.
    const both = [...otherRoom, scheduleEntry({ matchId: 500, liveRoomId: 7001 })];
    expect(displayMatchInfo(info, both, context())).toBe(info);
  });
});

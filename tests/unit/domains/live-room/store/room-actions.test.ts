import * as roomApi from '@src/domains/live-room/api/room-api';
import { liveAfterTheCalls } from '@tests/support/live-match-lists';
import { roomSelectors } from '@src/domains/live-room/store/room-selectors';
import { streamer, matchInfo, scheduleEntry, scheduleItem } from '../../anchors/support/fixtures';
import { matchSummary } from '@tests/support/match-fixtures';
import { room, setUpRoomWorld, shownRoomNow, roomWorldEachTest } from '../support/store-setup';
import { apiError, deferred, networkError, shownToasts } from '@tests/support/app-world';

jest.mock('@src/domains/live-room/api/room-api');
const mocked = jest.mocked(roomApi.roomApi);
const actualRoomApi = jest.requireActual<typeof roomApi>('@src/domains/live-room/api/room-api');

const liveStreamer = streamer({ id: 7, liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 500, liveStatus: 1 })] });

roomWorldEachTest();

beforeEach(() => {
  mocked.hostList.mockResolvedValue([liveStreamer]);
  mocked.hostLiveMatchInfo.mockResolvedValue(matchInfo({ matchId: 500 }));
  mocked.hostSchedule.mockResolvedValue([
    scheduleItem({ matchId: 500, liveStatus: 1, match: matchSummary({ id: 500, statusId: 2, homeScore: 2 }) }),
    scheduleItem({ matchId: 501, liveStatus: 0 }),
    scheduleItem({ matchId: 502, liveStatus: 2 }),
    scheduleItem({ matchId: 503, matchSource: 34 }),
  ]);
  mocked.teamLogo.mockResolvedValue({ matchId: 500, homeLogo: 'home.svg', awayLogo: 'away.svg' });
});

describe('the live room', () => {
  it('loads the host, the match they stream, their schedule and the crests', async () => {
    await room().openRoom(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocked.hostList).toHaveBeenCalledWith({ hostIds: [7] }, { silent: true });
    expect(mocked.hostLiveMatchInfo).toHaveBeenCalledWith({ hostId: 7 }, { silent: true });
    expect(mocked.hostSchedule).toHaveBeenCalledWith({ hostId: 7 }, { silent: true });
    expect(mocked.teamLogo).toHaveBeenCalledWith({ matchId: 500, pid: 164 }, { silent: true });
    const state = room();
    expect(state.room).toMatchObject({ hostId: 7, delaySeconds: null, realtime: false });
    expect(roomSelectors.status(state)).toBe('ready');
    expect(roomSelectors.scheduleStatus(state)).toBe('ready');
    expect(shownRoomNow().roomStreamer?.id).toBe(7);
    // The schedule's entry rule: ended entries and other game ids are not shown.
    expect(shownRoomNow().roomSchedule.map((item) => item.matchId)).toEqual([500, 501]);
    expect(roomSelectors.match(state)?.homeScore).toBe(2);
    const live = await liveAfterTheCalls(mocked.hostSchedule, actualRoomApi.roomApi.hostSchedule, 500);
    expect(live?.homeScore).toBe(2);
    expect(roomSelectors.logos(state)?.homeLogo).toBe('home.svg');
  });

  it('says the host is not there when host/list does not list them (unknown or banned)', async () => {
    mocked.hostList.mockResolvedValueOnce([streamer({ id: 7, liveStatus: 3 })]);
    await room().openRoom(7);
    expect(roomSelectors.status(room())).toBe('ready');
    expect(shownRoomNow().roomStreamer).toBeNull();
  });

  it('an unknown host is not found even when the other calls refuse the id', async () => {
    mocked.hostList.mockResolvedValueOnce([]);
    mocked.hostLiveMatchInfo.mockRejectedValueOnce(apiError('主播不存在：99'));
    await room().openRoom(99);
    expect(roomSelectors.status(room())).toBe('ready');
    expect(shownRoomNow().roomStreamer).toBeNull();
  });

  it('hides a stream the display rule hides: another game id, or a private room the user may not enter', async () => {
    mocked.hostLiveMatchInfo.mockResolvedValueOnce(matchInfo({ matchId: 500, matchSource: 34 }));
    await room().openRoom(7);
    expect(shownRoomNow().roomMatchInfo).toBeNull();
    expect(roomSelectors.data(room())?.rawMatchInfo?.matchId).toBe(500);

    mocked.hostList.mockResolvedValueOnce([
      streamer({
        id: 7,
        liveStatus: 1,
        liveSchedule: [scheduleEntry({ matchId: 500, liveStatus: 1, liveRoomId: 7001, liveUserGroupId: 4 })],
      }),
    ]);
    mocked.hostLiveMatchInfo.mockResolvedValueOnce(matchInfo({ matchId: 500, liveRoomId: 7001 }));
    await room().openRoom(7);
    expect(shownRoomNow().roomMatchInfo).toBeNull();
  });

  it('a failed first open is an error state; a failed refresh keeps the room', async () => {
    mocked.hostLiveMatchInfo.mockRejectedValueOnce(networkError());
    await room().openRoom(7);
    expect(roomSelectors.status(room())).toBe('failed');
    await room().openRoom(7);
    expect(roomSelectors.status(room())).toBe('ready');
    mocked.hostList.mockRejectedValueOnce(networkError());
    await room().openRoom(7);
    expect(roomSelectors.status(room())).toBe('ready');
    expect(shownRoomNow().roomStreamer?.id).toBe(7);
    expect(shownToasts()).toEqual([['fail', '刷新失败，已显示上次的内容']]);
  });

  it("another host's room starts empty and drops answers about the previous one", async () => {
    const slow = deferred<ReturnType<typeof streamer>[]>();
    mocked.hostList.mockReturnValueOnce(slow.promise);
    const first = room().openRoom(7);
    mocked.hostList.mockResolvedValueOnce([streamer({ id: 8 })]);
    mocked.hostLiveMatchInfo.mockResolvedValueOnce(null);
    await room().openRoom(8);
    slow.resolve([liveStreamer]);
    await first;
    expect(room().room.hostId).toBe(8);
    expect(shownRoomNow().roomStreamer?.id).toBe(8);
    expect(shownRoomNow().roomMatchInfo).toBeNull();
  });

  it('a room opened by the press on its link is taken by the room itself, not asked for again', async () => {
    // The press's call has answered by the time the room mounts (the click follows the lift).
    await room().prefetchRoom(7);
    await room().openRoom(7);
    expect(shownRoomNow().roomStreamer?.id).toBe(7);
    expect(mocked.hostList).toHaveBeenCalledTimes(1);
    expect(mocked.hostLiveMatchInfo).toHaveBeenCalledTimes(1);
    expect(mocked.hostSchedule).toHaveBeenCalledTimes(1);
    // Taken once: the minute loop's next open refreshes.
    await room().openRoom(7);
    expect(mocked.hostList).toHaveBeenCalledTimes(2);
  });

  it("a press on another host's link does not stand for this room", async () => {
    await room().prefetchRoom(8);
    await room().openRoom(7);
    expect(mocked.hostList).toHaveBeenLastCalledWith({ hostIds: [7] }, { silent: true });
    expect(room().room.hostId).toBe(7);
  });

  it("keeps the delay the player reports and the viewer's real-time choice", async () => {
    await room().openRoom(7);
    room().setPlayerDelay(6.4);
    expect(roomSelectors.delaySeconds(room())).toBe(6.4);
    room().setPlayerDelay(Number.NaN);
    expect(roomSelectors.delaySeconds(room())).toBeNull();
    room().setRealtimeScore(true);
    expect(roomSelectors.realtime(room())).toBe(true);
  });
});

describe('a press on a link into the room', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stands for the room opened within 5 s of it; at 5 s the room asks again', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await room().prefetchRoom(7);
    now.mockReturnValue(1_004_999);
    await room().openRoom(7);
    expect(mocked.hostList).toHaveBeenCalledTimes(1);

    now.mockReturnValue(2_000_000);
    await room().prefetchRoom(7);
    now.mockReturnValue(2_005_000);
    await room().openRoom(7);
    expect(mocked.hostList).toHaveBeenCalledTimes(3);
  });

  it('made before the stores were reset (a logout) does not stand for the room opened after', async () => {
    await room().prefetchRoom(7);
    setUpRoomWorld();
    await room().openRoom(7);
    expect(mocked.hostList).toHaveBeenCalledTimes(2);
    expect(shownRoomNow().roomStreamer?.id).toBe(7);
  });
});

describe("the room's host and match", () => {
  it('finds the host among the others host/list answers', async () => {
    mocked.hostList.mockResolvedValueOnce([streamer({ id: 8 }), liveStreamer]);
    await room().openRoom(7);
    expect(shownRoomNow().roomStreamer?.id).toBe(7);
  });

  it('a listed host whose match call fails is an error to retry, not a host who is not there', async () => {
    mocked.hostLiveMatchInfo.mockRejectedValueOnce(apiError());
    await room().openRoom(7);
    expect(roomSelectors.status(room())).toBe('failed');
  });

  it("another host's room keeps the viewer's real-time choice", async () => {
    await room().openRoom(7);
    room().setRealtimeScore(true);
    mocked.hostList.mockResolvedValueOnce([streamer({ id: 8 })]);
    await room().openRoom(8);
    expect(roomSelectors.realtime(room())).toBe(true);
  });
});

describe("the match's crests", () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('are asked once for the match; a refresh on the same match does not ask again, a new match does', async () => {
    await room().openRoom(7);
    await settle();
    await room().openRoom(7);
    await settle();
    expect(mocked.teamLogo).toHaveBeenCalledTimes(1);

    mocked.hostLiveMatchInfo.mockResolvedValueOnce(matchInfo({ matchId: 501 }));
    mocked.teamLogo.mockResolvedValueOnce({ matchId: 501, homeLogo: 'h501.svg', awayLogo: 'a501.svg' });
    await room().openRoom(7);
    await settle();
    expect(mocked.teamLogo).toHaveBeenLastCalledWith({ matchId: 501, pid: 164 }, { silent: true });
    expect(roomSelectors.logos(room())?.homeLogo).toBe('h501.svg');
  });

  it("answered after the viewer went to another host's room land nowhere", async () => {
    const slow = deferred<{ matchId: number; homeLogo: string; awayLogo: string }>();
    mocked.teamLogo.mockReturnValueOnce(slow.promise);
    await room().openRoom(7);
    mocked.hostList.mockResolvedValueOnce([streamer({ id: 8 })]);
    mocked.hostLiveMatchInfo.mockResolvedValueOnce(null);
    await room().openRoom(8);
    slow.resolve({ matchId: 500, homeLogo: 'home.svg', awayLogo: 'away.svg' });
    await settle();
    expect(roomSelectors.logos(room())).toBeNull();
  });

  it('answered after a reset (a logout) land nowhere, even in the same room opened again', async () => {
    const slow = deferred<{ matchId: number; homeLogo: string; awayLogo: string }>();
    mocked.teamLogo.mockReturnValueOnce(slow.promise);
    await room().openRoom(7);
    setUpRoomWorld();
    mocked.teamLogo.mockResolvedValueOnce({ matchId: 500, homeLogo: 'now.svg', awayLogo: 'now-away.svg' });
    await room().openRoom(7);
    await settle();
    slow.resolve({ matchId: 500, homeLogo: 'before.svg', awayLogo: 'before-away.svg' });
    await settle();
    expect(roomSelectors.logos(room())?.homeLogo).toBe('now.svg');
  });

  it('that fail leave the room without them and say nothing', async () => {
    mocked.teamLogo.mockRejectedValueOnce(networkError());
    await room().openRoom(7);
    await settle();
    expect(roomSelectors.logos(room())).toBeNull();
    expect(roomSelectors.status(room())).toBe('ready');
    expect(shownToasts()).toEqual([]);
  });
});

describe("the room's schedule tab", () => {
  it('is asked again for the open room; nothing is asked before a room is open', async () => {
    await room().loadRoomSchedule();
    expect(mocked.hostSchedule).not.toHaveBeenCalled();
    await room().openRoom(7);
    await room().loadRoomSchedule();
    expect(mocked.hostSchedule).toHaveBeenLastCalledWith({ hostId: 7 }, { silent: true });
    expect(mocked.hostSchedule).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh keeps the schedule and shows no message (the tab says it itself)', async () => {
    await room().openRoom(7);
    mocked.hostSchedule.mockRejectedValueOnce(networkError());
    await room().loadRoomSchedule();
    expect(roomSelectors.scheduleStatus(room())).toBe('ready');
    expect(shownRoomNow().roomSchedule.map((item) => item.matchId)).toEqual([500, 501]);
    expect(shownToasts()).toEqual([]);
  });
});

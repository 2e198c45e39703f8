import * as api from '@src/domains/anchors/api/anchors-api';
import * as roomApi from '@src/domains/live-room/api/room-api';
import { liveAfterTheCalls } from '@tests/support/live-match-lists';
import { roomSelectors } from '@src/domains/live-room/store/room-selectors';
import { streamer, matchInfo, scheduleEntry, scheduleItem } from '../../anchors/support/fixtures';
import { matchSummary } from '@tests/support/match-fixtures';
import { anchors, setUpAnchorsWorld, shownNow } from '../../anchors/support/store-setup';
import { apiError, deferred, networkError, shownToasts } from '@tests/support/app-world';
import { roomSlice } from '@src/domains/anchors/store/anchors-store';

jest.mock('@src/domains/anchors/api/anchors-api');
jest.mock('@src/domains/live-room/api/room-api');
const mocked = { ...jest.mocked(api), ...jest.mocked(roomApi) };
const actualRoomApi = jest.requireActual<typeof roomApi>('@src/domains/live-room/api/room-api');

const liveStreamer = streamer({ id: 7, liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 500, liveStatus: 1 })] });

// The room's actions are a chunk of their own: loaded beside the room's page, as its route does.
beforeAll(() => roomSlice.preload());

beforeEach(() => {
  setUpAnchorsWorld();
  mocked.fetchStreamerList.mockResolvedValue([liveStreamer]);
  mocked.fetchStreamerLiveMatch.mockResolvedValue(matchInfo({ matchId: 500 }));
  mocked.fetchStreamerSchedule.mockResolvedValue([
    scheduleItem({ matchId: 500, liveStatus: 1, match: matchSummary({ id: 500, statusId: 2, homeScore: 2 }) }),
    scheduleItem({ matchId: 501, liveStatus: 0 }),
    scheduleItem({ matchId: 502, liveStatus: 2 }),
    scheduleItem({ matchId: 503, matchSource: 34 }),
  ]);
  mocked.fetchTeamLogos.mockResolvedValue({ matchId: 500, homeLogo: 'home.svg', awayLogo: 'away.svg' });
});

describe('the live room', () => {
  it('loads the host, the match they stream, their schedule and the crests', async () => {
    await anchors().openRoom(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocked.fetchStreamerList).toHaveBeenCalledWith({ hostIds: [7] }, { silent: true });
    expect(mocked.fetchStreamerLiveMatch).toHaveBeenCalledWith(7, { silent: true });
    expect(mocked.fetchStreamerSchedule).toHaveBeenCalledWith(7, { silent: true });
    expect(mocked.fetchTeamLogos).toHaveBeenCalledWith(500, 164, { silent: true });
    const state = anchors();
    expect(state.room).toMatchObject({ hostId: 7, delaySeconds: null, realtime: false });
    expect(roomSelectors.status(state)).toBe('ready');
    expect(roomSelectors.scheduleStatus(state)).toBe('ready');
    expect(shownNow().roomStreamer?.id).toBe(7);
    // The schedule's entry rule: ended entries and other game ids are not shown.
    expect(shownNow().roomSchedule.map((item) => item.matchId)).toEqual([500, 501]);
    expect(roomSelectors.match(state)?.homeScore).toBe(2);
    const live = await liveAfterTheCalls(mocked.fetchStreamerSchedule, actualRoomApi.fetchStreamerSchedule, 500);
    expect(live?.homeScore).toBe(2);
    expect(roomSelectors.logos(state)?.homeLogo).toBe('home.svg');
  });

  it('says the host is not there when host/list does not list them (unknown or banned)', async () => {
    mocked.fetchStreamerList.mockResolvedValueOnce([streamer({ id: 7, liveStatus: 3 })]);
    await anchors().openRoom(7);
    expect(roomSelectors.status(anchors())).toBe('ready');
    expect(shownNow().roomStreamer).toBeNull();
  });

  it('an unknown host is not found even when the other calls refuse the id', async () => {
    mocked.fetchStreamerList.mockResolvedValueOnce([]);
    mocked.fetchStreamerLiveMatch.mockRejectedValueOnce(apiError('主播不存在：99'));
    await anchors().openRoom(99);
    expect(roomSelectors.status(anchors())).toBe('ready');
    expect(shownNow().roomStreamer).toBeNull();
  });

  it('hides a stream the display rule hides: another game id, or a private room the user may not enter', async () => {
    mocked.fetchStreamerLiveMatch.mockResolvedValueOnce(matchInfo({ matchId: 500, matchSource: 34 }));
    await anchors().openRoom(7);
    expect(shownNow().roomMatchInfo).toBeNull();
    expect(roomSelectors.data(anchors())?.rawMatchInfo?.matchId).toBe(500);

    mocked.fetchStreamerList.mockResolvedValueOnce([
      streamer({
        id: 7,
        liveStatus: 1,
        liveSchedule: [scheduleEntry({ matchId: 500, liveStatus: 1, liveRoomId: 7001, liveUserGroupId: 4 })],
      }),
    ]);
    mocked.fetchStreamerLiveMatch.mockResolvedValueOnce(matchInfo({ matchId: 500, liveRoomId: 7001 }));
    await anchors().openRoom(7);
    expect(shownNow().roomMatchInfo).toBeNull();
  });

  it('a failed first open is an error state; a failed refresh keeps the room', async () => {
    mocked.fetchStreamerLiveMatch.mockRejectedValueOnce(networkError());
    await anchors().openRoom(7);
    expect(roomSelectors.status(anchors())).toBe('failed');
    await anchors().openRoom(7);
    expect(roomSelectors.status(anchors())).toBe('ready');
    mocked.fetchStreamerList.mockRejectedValueOnce(networkError());
    await anchors().openRoom(7);
    expect(roomSelectors.status(anchors())).toBe('ready');
    expect(shownNow().roomStreamer?.id).toBe(7);
    expect(shownToasts()).toEqual([['fail', '刷新失败，已显示上次的内容']]);
  });

  it("another host's room starts empty and drops answers about the previous one", async () => {
    const slow = deferred<ReturnType<typeof streamer>[]>();
    mocked.fetchStreamerList.mockReturnValueOnce(slow.promise);
    const first = anchors().openRoom(7);
    mocked.fetchStreamerList.mockResolvedValueOnce([streamer({ id: 8 })]);
    mocked.fetchStreamerLiveMatch.mockResolvedValueOnce(null);
    await anchors().openRoom(8);
    slow.resolve([liveStreamer]);
    await first;
    expect(anchors().room.hostId).toBe(8);
    expect(shownNow().roomStreamer?.id).toBe(8);
    expect(shownNow().roomMatchInfo).toBeNull();
  });

  it('a room opened by the press on its link is taken by the room itself, not asked for again', async () => {
    // The press's call has answered by the time the room mounts (the click follows the lift).
    await anchors().prefetchRoom(7);
    await anchors().openRoom(7);
    expect(shownNow().roomStreamer?.id).toBe(7);
    expect(mocked.fetchStreamerList).toHaveBeenCalledTimes(1);
    expect(mocked.fetchStreamerLiveMatch).toHaveBeenCalledTimes(1);
    expect(mocked.fetchStreamerSchedule).toHaveBeenCalledTimes(1);
    // Taken once: the minute loop's next open refreshes.
    await anchors().openRoom(7);
    expect(mocked.fetchStreamerList).toHaveBeenCalledTimes(2);
  });

  it("a press on another host's link does not stand for this room", async () => {
    await anchors().prefetchRoom(8);
    await anchors().openRoom(7);
    expect(mocked.fetchStreamerList).toHaveBeenLastCalledWith({ hostIds: [7] }, { silent: true });
    expect(anchors().room.hostId).toBe(7);
  });

  it("keeps the delay the player reports and the viewer's real-time choice", async () => {
    await anchors().openRoom(7);
    anchors().setPlayerDelay(6.4);
    expect(roomSelectors.delaySeconds(anchors())).toBe(6.4);
    anchors().setPlayerDelay(Number.NaN);
    expect(roomSelectors.delaySeconds(anchors())).toBeNull();
    anchors().setRealtimeScore(true);
    expect(roomSelectors.realtime(anchors())).toBe(true);
  });
});

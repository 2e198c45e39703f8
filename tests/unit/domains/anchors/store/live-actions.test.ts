import * as api from '@src/domains/anchors/api/anchors-api';
import { act, renderHook } from '@testing-library/react';
import { useHomeLiveMatches } from '@src/domains/anchors/components/use-shown';
import { streamer, liveMatch, liveNow, scheduleEntry } from '../support/fixtures';
import { anchorInfo, liveValue } from '@tests/support/match-fixtures';
import { anchors, setUpAnchorsWorld, shownNow } from '../support/store-setup';
import { startDomains } from '@tests/support/app-world';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { useRoomAccessStore } from '@src/domains/match/store/room-access-store';

jest.mock('@src/domains/anchors/api/anchors-api');
const mocked = jest.mocked(api.anchorsApi);

async function withHome() {
  mocked.anchorList.mockResolvedValue({
    hosts: [
      streamer({ id: 1, liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: 1 })] }),
      streamer({ id: 2, liveStatus: 0, liveSchedule: [scheduleEntry({ matchId: 700, liveStatus: 0 })] }),
    ],
    liveMatchList: [liveNow(600, 1), liveMatch({ matchId: 700, hostList: [anchorInfo({ hostId: 2 })] })],
    hostMomentList: [],
  });
  await anchors().loadHome();
}

beforeEach(() => setUpAnchorsWorld());

describe("the match layer's status changes", () => {
  let stop: () => void;
  beforeEach(() => (stop = startDomains()));
  afterEach(() => stop());

  it('move a match out of the list when it finishes (the display rules run again); a score does not touch the list', async () => {
    await withHome();
    const { result } = renderHook(() => useHomeLiveMatches());
    const listBefore = result.current;
    act(() =>
      useLiveMatchStore
        .getState()
        .applyMatchLive([{ at: 1, value: liveValue({ matchId: 600, statusId: 2, homeScore: 5 }) }]),
    );
    expect(result.current).toBe(listBefore);
    act(() =>
      useLiveMatchStore.getState().applyMatchLive([{ at: 2, value: liveValue({ matchId: 600, statusId: 8 }) }]),
    );
    expect(result.current.map((item) => item.matchId)).toEqual([700]);
  });

  it('derive the status at read time: the server data in the anchors store is not rewritten', async () => {
    await withHome();
    const received = anchors().home.data!.liveMatches;
    useLiveMatchStore.getState().applyMatchLive([{ at: 2, value: liveValue({ matchId: 600, statusId: 8 }) }]);
    expect(anchors().home.data!.liveMatches).toBe(received);
    const { result } = renderHook(() => useHomeLiveMatches());
    expect(result.current.map((item) => item.matchId)).toEqual([700]);
    // Re-deriving for any other reason (the special rooms) still reads the pushed status.
    act(() => useRoomAccessStore.setState({ specialRoomIds: [1] }));
    expect(result.current.map((item) => item.matchId)).toEqual([700]);
  });

  it('re-apply the display rules when the special rooms change', async () => {
    mocked.anchorList.mockResolvedValue({
      hosts: [],
      liveMatchList: [
        liveNow(600, 1, {
          hostList: [anchorInfo({ hostId: 1, hostLiveStatus: 1, liveStatus: 1, liveUserGroupId: 5, liveRoomId: 7001 })],
        }),
      ],
      hostMomentList: [],
    });
    setUpAnchorsWorld({ loggedIn: true, appVersion: '4.6.0' });
    await anchors().loadHome();
    const { result } = renderHook(() => useHomeLiveMatches());
    expect(result.current).toEqual([]);
    act(() => useRoomAccessStore.setState({ specialRoomIds: [7001] }));
    expect(result.current.map((item) => item.matchId)).toEqual([600]);
  });
});

describe('pushed host live states', () => {
  it('a host going live on a match updates the hosts, the match (marked live) and the badge hosts', async () => {
    await withHome();
    expect(shownNow().liveMatches.find((item) => item.matchId === 700)?.activityStatus).toBe(0);
    anchors().applyStreamerLive([{ at: 1, value: { hostId: 2, liveStatus: 1, matchId: 700, scheduleLiveStatus: 1 } }]);
    const state = shownNow();
    expect(state.streamers.find((item) => item.id === 2)).toMatchObject({
      liveStatus: 1,
      liveSchedule: [expect.objectContaining({ matchId: 700, liveStatus: 1 })],
    });
    expect(state.liveMatches.find((item) => item.matchId === 700)).toMatchObject({
      activityStatus: 1,
      hostList: [expect.objectContaining({ hostId: 2, hostLiveStatus: 1, liveStatus: 1 })],
    });
  });

  it('a host whose stream of a match ended leaves that match', async () => {
    await withHome();
    anchors().applyStreamerLive([{ at: 1, value: { hostId: 1, liveStatus: 0, matchId: 600, scheduleLiveStatus: 2 } }]);
    expect(shownNow().liveMatches.map((item) => item.matchId)).toEqual([700]);
    expect(shownNow().streamers.find((item) => item.id === 1)?.liveSchedule).toEqual([]);
  });
});

describe('a pushed host live state, where the lists hold that host', () => {
  const change = (hostId: number, matchId: number, scheduleLiveStatus: number, liveStatus = 1) => ({
    at: 1,
    value: { hostId, liveStatus, matchId, scheduleLiveStatus },
  });
  /** Host 1 on matches 600 (live) and 800 (later), host 3 beside host 1 on 600; host 2 on 700. */
  async function withTwoHostsOnAMatch() {
    mocked.anchorList.mockResolvedValue({
      hosts: [
        streamer({ id: 1, liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: 1 })] }),
        streamer({ id: 2, liveStatus: 0, liveSchedule: [scheduleEntry({ matchId: 700, liveStatus: 0 })] }),
      ],
      liveMatchList: [
        liveNow(600, 1, {
          hostList: [
            anchorInfo({ hostId: 1, hostLiveStatus: 1, liveStatus: 1 }),
            anchorInfo({ hostId: 3, hostLiveStatus: 1, liveStatus: 1 }),
          ],
        }),
        liveMatch({ matchId: 700, hostList: [anchorInfo({ hostId: 2 })] }),
        liveMatch({ matchId: 800, activityStatus: 0, hostList: [anchorInfo({ hostId: 1, liveStatus: 0 })] }),
      ],
      hostMomentList: [],
    });
    await anchors().loadHome();
  }
  const received = () => anchors().home.data!;
  const item = (matchId: number) => received().liveMatches.find((entry) => entry.matchId === matchId)!;

  it('before any list is there, changes nothing', () => {
    anchors().applyStreamerLive([change(1, 600, 2, 0)]);
    expect(anchors().home).toMatchObject({ status: 'idle', data: null });
    expect(anchors().allStreamers.list.data).toBeNull();
  });

  it('of a host no list holds, leaves the lists as the same objects (no row re-renders)', async () => {
    await withTwoHostsOnAMatch();
    const { streamers, liveMatches } = received();
    anchors().applyStreamerLive([change(9, 600, 1)]);
    expect(received().streamers).toBe(streamers);
    expect(received().liveMatches).toBe(liveMatches);
  });

  it('reaches a host listed only beside another anchor', async () => {
    await withTwoHostsOnAMatch();
    anchors().applyStreamerLive([change(3, 600, 2, 0)]);
    expect(item(600).hostList[1]).toMatchObject({ hostId: 3, hostLiveStatus: 0, liveStatus: 2 });
  });

  it('changes only the matches and anchors of that host: the others stay the same objects', async () => {
    await withTwoHostsOnAMatch();
    const before = received();
    anchors().applyStreamerLive([change(2, 700, 1)]);
    expect(item(600)).toBe(before.liveMatches[0]);
    expect(item(800)).toBe(before.liveMatches[2]);
    expect(received().streamers[0]).toBe(before.streamers[0]);
    expect(item(700)).not.toBe(before.liveMatches[1]);
  });

  it("going off on one match: that match's anchor ends, the host's other match keeps its schedule status and activity, the other anchor stays live", async () => {
    await withTwoHostsOnAMatch();
    const other = item(600).hostList[1];
    anchors().applyStreamerLive([change(1, 600, 2, 0)]);
    expect(item(600).hostList).toEqual([
      expect.objectContaining({ hostId: 1, hostLiveStatus: 0, liveStatus: 2 }),
      other,
    ]);
    expect(item(600).hostList[1]).toBe(other);
    // The match's own activity is the match's: an anchor leaving does not end it.
    expect(item(600).activityStatus).toBe(1);
    expect(item(800).hostList[0]).toMatchObject({ hostId: 1, hostLiveStatus: 0, liveStatus: 0 });
    expect(item(800).activityStatus).toBe(0);
  });

  it('streaming on one match marks that match live, not the host’s other matches', async () => {
    await withTwoHostsOnAMatch();
    anchors().applyStreamerLive([change(1, 600, 1)]);
    expect(item(800).activityStatus).toBe(0);
    anchors().applyStreamerLive([change(1, 800, 1)]);
    expect(item(800)).toMatchObject({ activityStatus: 1, hostList: [expect.objectContaining({ liveStatus: 1 })] });
    anchors().applyStreamerLive([change(2, 700, 0)]);
    expect(item(700).activityStatus).toBe(0);
  });

  it('patches the all-anchors list too, and every change of one batch', async () => {
    mocked.hostList.mockResolvedValue([
      streamer({ id: 1, liveStatus: 0 }),
      streamer({ id: 2, liveStatus: 0 }),
      streamer({ id: 4, liveStatus: 1 }),
    ]);
    await anchors().loadAllStreamers();
    const listed = anchors().allStreamers.list.data!;
    anchors().applyStreamerLive([change(9, 600, 1)]);
    expect(anchors().allStreamers.list.data).toBe(listed);
    anchors().applyStreamerLive([change(1, 600, 1), { at: 2, value: { ...change(2, 700, 1).value } }]);
    expect(anchors().allStreamers.list.data!.map((entry) => entry.liveStatus)).toEqual([1, 1, 1]);
    expect(anchors().allStreamers.list.data![2]).toBe(listed[2]);
    expect(anchors().allStreamers.list.status).toBe('ready');
  });
});

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
const mocked = jest.mocked(api);

async function withHome() {
  mocked.fetchAnchorHome.mockResolvedValue({
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
      useLiveMatchStore.getState().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600, statusId: 2, homeScore: 5 }) }]),
    );
    expect(result.current).toBe(listBefore);
    act(() => useLiveMatchStore.getState().applyMatchLive([{ at: 2, value: liveValue({ matchId: 600, statusId: 8 }) }]));
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
    mocked.fetchAnchorHome.mockResolvedValue({
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

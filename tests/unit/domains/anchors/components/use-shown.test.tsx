/**
 * What the anchor pages show of the stored lists (components/use-shown.ts, use-shown-streamers.ts):
 * the lists through the display rules for who is looking, following the store, a push and the
 * special rooms, and the same result while none of those changes (a row re-renders only then).
 */
import { act, renderHook } from '@testing-library/react';
import type { Streamer } from '@src/contracts/anchors';
import * as api from '@src/domains/anchors/api/anchors-api';
import { useHomeLiveMatches, useHomeStreamers } from '@src/domains/anchors/components/use-shown';
import { useAllStreamers, useStreamerById } from '@src/domains/anchors/components/use-shown-streamers';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { useRoomAccessStore } from '@src/domains/match/store/room-access-store';
import { anchorInfo, liveValue, matchSummary } from '@tests/support/match-fixtures';
import { liveMatch, liveNow, scheduleEntry, streamer } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';

jest.mock('@src/domains/anchors/api/anchors-api');
const mocked = jest.mocked(api.anchorsApi);

/** Host 1 live on 600; host 2 on 700 in a private room (7001) only its group may see; host 3 banned. */
const home = () => ({
  hosts: [
    streamer({ id: 1, liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: 1 })] }),
    streamer({
      id: 2,
      liveSchedule: [scheduleEntry({ matchId: 700, liveRoomId: 7001, liveUserGroupId: 5 })],
    }),
    streamer({ id: 3, liveStatus: 3 }),
  ],
  liveMatchList: [liveNow(600, 1), liveMatch({ matchId: 800, hostList: [anchorInfo({ hostId: 1 })] })],
  hostMomentList: [],
});
const hostLive = (hostId: number, liveStatus: number) => [
  { at: 1, value: { hostId, liveStatus, matchId: 600, scheduleLiveStatus: liveStatus } },
];

beforeEach(() => {
  // No list kept by an earlier test: each starts before its list is there.
  localStorage.clear();
  setUpAnchorsWorld({ loggedIn: true, appVersion: '4.6.0' });
  mocked.anchorList.mockResolvedValue(home());
});

/**
 * A list hook before its list, once `load` brought it (`ids` shown), the same result after a
 * change elsewhere in the store, and the first streamer's pushed live state (`liveStatus`).
 */
async function expectToFollowItsList(
  useList: () => Streamer[],
  load: () => Promise<void>,
  ids: number[],
  liveStatus: number,
) {
  const { result } = renderHook(useList);
  expect(result.current).toEqual([]);
  await act(load);
  expect(result.current.map((item) => item.id)).toEqual(ids);
  const shown = result.current;
  act(() => anchors().showMoreStreamers());
  expect(result.current).toBe(shown);
  act(() => anchors().applyStreamerLive(hostLive(ids[0]!, liveStatus)));
  expect(result.current[0]).toMatchObject({ id: ids[0], liveStatus });
}

describe("the home's streamers", () => {
  it('follow the list: none before it, the shown ones once it is there, a pushed change, and the same list meanwhile', () =>
    expectToFollowItsList(useHomeStreamers, () => anchors().loadHome(), [1, 2], 0));

  it("show a private room's match once the user may enter it", async () => {
    await anchors().loadHome();
    const { result } = renderHook(() => useHomeStreamers());
    expect(result.current[1]?.liveSchedule).toEqual([]);
    act(() => useRoomAccessStore.setState({ specialRoomIds: [7001] }));
    expect(result.current[1]?.liveSchedule.map((entry) => entry.matchId)).toEqual([700]);
  });
});

describe("the home's live matches", () => {
  it('rendered before the list, follow its pushed statuses once it is there', async () => {
    const { result } = renderHook(() => useHomeLiveMatches());
    expect(result.current).toEqual([]);
    await act(() => anchors().loadHome());
    expect(result.current.map((item) => item.matchId)).toEqual([600, 800]);
    act(() =>
      useLiveMatchStore
        .getState()
        .applyMatchLive([{ at: 2, value: liveValue({ matchId: 600, statusId: 8, homeScore: 2 }) }]),
    );
    expect(result.current.map((item) => item.matchId)).toEqual([800]);
  });

  it("show a private room's match once the user may enter it", async () => {
    mocked.anchorList.mockResolvedValue({
      ...home(),
      liveMatchList: [
        liveNow(900, 2, {
          hostList: [anchorInfo({ hostId: 2, hostLiveStatus: 1, liveStatus: 1, liveUserGroupId: 5, liveRoomId: 7001 })],
        }),
      ],
    });
    await anchors().loadHome();
    const { result } = renderHook(() => useHomeLiveMatches());
    expect(result.current).toEqual([]);
    act(() => useRoomAccessStore.setState({ specialRoomIds: [7001] }));
    expect(result.current.map((item) => item.matchId)).toEqual([900]);
  });

  it("a pushed status moves the match's live mark: being played is live, back to not started is not", async () => {
    mocked.anchorList.mockResolvedValue({
      ...home(),
      liveMatchList: [liveNow(800, 1)],
    });
    await anchors().loadHome();
    const { result } = renderHook(() => useHomeLiveMatches());
    const push = (at: number, statusId: number) =>
      act(() => useLiveMatchStore.getState().applyMatchLive([{ at, value: liveValue({ matchId: 800, statusId }) }]));
    expect(result.current[0]).toMatchObject({ status: 2, activityStatus: 1 });
    push(2, 1);
    expect(result.current[0]).toMatchObject({ status: 1, activityStatus: 0 });
    push(3, 4);
    expect(result.current[0]).toMatchObject({ status: 4, activityStatus: 1 });
  });

  it("a basketball match the server sends without its sport's name reads its statuses as basketball's", async () => {
    mocked.anchorList.mockResolvedValue({
      ...home(),
      liveMatchList: [liveNow(900, 1, { sportType: 2, match: matchSummary({ id: 900, sport: '', statusId: 2 }) })],
    });
    await anchors().loadHome();
    const { result } = renderHook(() => useHomeLiveMatches());
    // 8 is basketball's fourth quarter (football's 完场).
    act(() =>
      useLiveMatchStore
        .getState()
        .applyMatchLive([{ at: 2, value: liveValue({ matchId: 900, sport: 'basketball', statusId: 8 }) }]),
    );
    expect(result.current[0]).toMatchObject({ matchId: 900, status: 8, activityStatus: 1 });
  });

  it('a push for a match the home does not list leaves the list as it was', async () => {
    await anchors().loadHome();
    const { result } = renderHook(() => useHomeLiveMatches());
    const shown = result.current;
    act(() =>
      useLiveMatchStore.getState().applyMatchLive([{ at: 2, value: liveValue({ matchId: 999, statusId: 8 }) }]),
    );
    expect(result.current).toBe(shown);
  });
});

describe('all anchors and a profile', () => {
  beforeEach(() =>
    mocked.hostList.mockResolvedValue([streamer({ id: 4, nickName: '老四' }), streamer({ id: 5, liveStatus: 3 })]),
  );

  it('the list: none before it, the shown ones once it is there, a pushed change, and the same list meanwhile', () =>
    expectToFollowItsList(useAllStreamers, () => anchors().loadAllStreamers(), [4], 1));

  it('a streamer from the home or from the list, as shown; none when banned or unknown', async () => {
    const { result, rerender } = renderHook(({ hostId }) => useStreamerById(hostId), { initialProps: { hostId: 1 } });
    expect(result.current).toBeUndefined();
    await act(() => anchors().loadHome());
    expect(result.current?.nickName).toBe('主播1');
    // The profile's own call answers newer figures than the home's list had: they are shown.
    mocked.hostList.mockResolvedValueOnce([streamer({ id: 1, nickName: '改名了', fansCount: 6000 })]);
    await act(() => anchors().loadStreamerProfile(1));
    expect(result.current).toMatchObject({ nickName: '改名了', fansCount: 6000 });
    rerender({ hostId: 4 });
    expect(result.current).toBeUndefined();
    await act(() => anchors().loadAllStreamers());
    expect(result.current?.nickName).toBe('老四');
    mocked.hostList.mockResolvedValueOnce([streamer({ id: 4, nickName: '新名字' })]);
    await act(() => anchors().loadStreamerProfile(4));
    expect(result.current?.nickName).toBe('新名字');
    rerender({ hostId: 5 });
    expect(result.current).toBeUndefined();
    rerender({ hostId: 2 });
    expect(result.current?.liveSchedule).toEqual([]);
    act(() => useRoomAccessStore.setState({ specialRoomIds: [7001] }));
    expect(result.current?.liveSchedule.map((entry) => entry.matchId)).toEqual([700]);
  });
});

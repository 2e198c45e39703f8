import * as api from '../../../../../src/domains/anchors/api/anchors-api';
import { useAnchorsStore } from '../../../../../src/domains/anchors/store/anchors-store';
import { anchorsSelectors } from '../../../../../src/domains/anchors/store/selectors';
import { anchorInfo, host, liveMatch, liveNow, liveValue, scheduleEntry } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';

jest.mock('../../../../../src/domains/anchors/api/anchors-api');
const mocked = jest.mocked(api);

async function withHome() {
  mocked.fetchAnchorHome.mockResolvedValue({
    hosts: [
      host({ id: 1, liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: 1 })] }),
      host({ id: 2, liveStatus: 0, liveSchedule: [scheduleEntry({ matchId: 700, liveStatus: 0 })] }),
    ],
    liveMatchList: [liveNow(600, 1), liveMatch({ matchId: 700, hostList: [anchorInfo({ hostId: 2 })] })],
    hostMomentList: [],
  });
  await anchors().loadHome();
}

beforeEach(() => setUpAnchorsWorld());

describe('pushed match values', () => {
  it("applies a frame's values in one store update, giving new objects only to the matches that changed", async () => {
    await withHome();
    const before = anchors().matchLive;
    const updates = jest.fn();
    const stop = useAnchorsStore.subscribe(updates);
    anchors().applyMatchLive([
      { at: 10_000, value: liveValue({ matchId: 600, statusId: 2, homeScore: 2, minute: 40 }) },
      { at: 10_050, value: liveValue({ matchId: 600, statusId: 2, homeScore: 2, minute: 41 }) },
    ]);
    stop();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(anchorsSelectors.latestMatchLive(600)(anchors())).toMatchObject({ homeScore: 2, minute: 41 });
    expect(anchors().matchLive[700]).toBe(before[700]);
    // The list itself is untouched by a score: rows re-render, the list does not.
    expect(anchors().home.displayLiveMatches).toBe(anchors().home.displayLiveMatches);
  });

  it('keeps a history in time order with server times, and learns the server clock', async () => {
    await withHome();
    const now = Date.now();
    anchors().applyMatchLive([{ at: now + 60_000, value: liveValue({ matchId: 600, homeScore: 3 }) }]);
    anchors().applyMatchLive([{ at: now + 50_000, value: liveValue({ matchId: 600, homeScore: 2 }) }]);
    const history = anchorsSelectors.matchHistory(600)(anchors());
    expect(history.slice(-2).map((entry) => entry.value.homeScore)).toEqual([2, 3]);
    expect(anchors().clockOffsetMs).toBeGreaterThan(40_000);
  });

  it('moves a match out of the list when it finishes (a status change re-applies the rules)', async () => {
    await withHome();
    const listBefore = anchors().home.displayLiveMatches;
    anchors().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600, statusId: 2, homeScore: 5 }) }]);
    expect(anchors().home.displayLiveMatches).toBe(listBefore);
    anchors().applyMatchLive([{ at: 2, value: liveValue({ matchId: 600, statusId: 8 }) }]);
    expect(anchors().home.displayLiveMatches.map((item) => item.matchId)).toEqual([700]);
  });

  it('a goal moves the score of a known match', async () => {
    await withHome();
    anchors().applyMatchGoal({ matchId: 600, homeScore: 2, awayScore: 1 }, 5);
    expect(anchorsSelectors.latestMatchLive(600)(anchors())).toMatchObject({ homeScore: 2, awayScore: 1, statusId: 2 });
    anchors().applyMatchGoal({ matchId: 999, homeScore: 1, awayScore: 0 }, 5);
    expect(anchors().matchLive[999]).toBeUndefined();
  });

  it('values read over HTTP never replace a newer pushed value', async () => {
    await withHome();
    const pushedAt = Date.now() + 1000;
    anchors().applyMatchLive([{ at: pushedAt, value: liveValue({ matchId: 600, homeScore: 4 }) }]);
    await anchors().loadHome();
    expect(anchorsSelectors.latestMatchLive(600)(anchors())?.homeScore).toBe(4);
  });
});

describe('pushed host live states', () => {
  it('a host going live on a match updates the hosts, the match (marked live) and the badge hosts', async () => {
    await withHome();
    expect(anchors().home.displayLiveMatches.find((item) => item.matchId === 700)?.activityStatus).toBe(0);
    anchors().applyHostLive([{ at: 1, value: { hostId: 2, liveStatus: 1, matchId: 700, scheduleLiveStatus: 1 } }]);
    const state = anchors();
    expect(state.home.displayHosts.find((item) => item.id === 2)).toMatchObject({
      liveStatus: 1,
      liveSchedule: [expect.objectContaining({ matchId: 700, liveStatus: 1 })],
    });
    expect(state.home.displayLiveMatches.find((item) => item.matchId === 700)).toMatchObject({
      activityStatus: 1,
      hostList: [expect.objectContaining({ hostId: 2, hostLiveStatus: 1, liveStatus: 1 })],
    });
  });

  it('a host whose stream of a match ended leaves that match', async () => {
    await withHome();
    anchors().applyHostLive([{ at: 1, value: { hostId: 1, liveStatus: 0, matchId: 600, scheduleLiveStatus: 2 } }]);
    expect(anchors().home.displayLiveMatches.map((item) => item.matchId)).toEqual([700]);
    expect(anchors().home.displayHosts.find((item) => item.id === 1)?.liveSchedule).toEqual([]);
  });

  it("updates the open room's host and schedule", async () => {
    mocked.fetchHostList.mockResolvedValue([host({ id: 2, liveSchedule: [scheduleEntry({ matchId: 700 })] })]);
    mocked.fetchHostLiveMatch.mockResolvedValue(null);
    mocked.fetchHostSchedule.mockResolvedValue([]);
    await anchors().openRoom(2);
    anchors().applyHostLive([{ at: 1, value: { hostId: 2, liveStatus: 1, matchId: 700, scheduleLiveStatus: 1 } }]);
    expect(anchorsSelectors.roomHost(anchors())).toMatchObject({
      liveStatus: 1,
      liveSchedule: [expect.objectContaining({ liveStatus: 1 })],
    });
  });
});

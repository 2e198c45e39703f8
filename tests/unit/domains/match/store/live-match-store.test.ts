/** The one live-match store every page selects from (issue 14 §1): batches, history, clock, goals, HTTP seeds. */
import { useLiveMatchStore } from '../../../../../src/domains/match/store/live-match-store';
import { liveMatchSelectors } from '../../../../../src/domains/match/store/selectors';
import { setUpAppWorld } from '../../../../support/app-world';
import { liveValue, matchSummary } from '../../../../support/match-fixtures';

const live = () => useLiveMatchStore.getState();
const latest = (matchId: number) => liveMatchSelectors.latestMatchLive(matchId)(live());

beforeEach(() => setUpAppWorld());

it("applies a frame's values in one store update, giving new objects only to the matches that changed", () => {
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2 }), matchSummary({ id: 700 })]);
  const before = live().matchLive;
  const updates = jest.fn();
  const stop = useLiveMatchStore.subscribe(updates);
  live().applyMatchLive([
    { at: 10_000, value: liveValue({ matchId: 600, statusId: 2, homeScore: 2, minute: 40 }) },
    { at: 10_050, value: liveValue({ matchId: 600, statusId: 2, homeScore: 2, minute: 41 }) },
  ]);
  stop();
  expect(updates).toHaveBeenCalledTimes(1);
  expect(latest(600)).toMatchObject({ homeScore: 2, minute: 41 });
  expect(live().matchLive[700]).toBe(before[700]);
});

it('keeps a history in time order with server times, and learns the server clock', () => {
  const now = Date.now();
  live().applyMatchLive([{ at: now + 60_000, value: liveValue({ matchId: 600, homeScore: 3 }) }]);
  live().applyMatchLive([{ at: now + 50_000, value: liveValue({ matchId: 600, homeScore: 2 }) }]);
  const history = liveMatchSelectors.matchHistory(600)(live());
  expect(history.map((entry) => entry.value.homeScore)).toEqual([2, 3]);
  expect(live().clockOffsetMs).toBeGreaterThan(40_000);
  expect(live().serverNow()).toBeGreaterThan(Date.now() + 40_000);
});

it('a goal moves the score of a known match, and of no unknown one', () => {
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2 })]);
  live().applyMatchGoal({ matchId: 600, homeScore: 2, awayScore: 1 }, 5);
  expect(latest(600)).toMatchObject({ homeScore: 2, awayScore: 1, statusId: 2 });
  live().applyMatchGoal({ matchId: 999, homeScore: 1, awayScore: 0 }, 5);
  expect(live().matchLive[999]).toBeUndefined();
});

it('values read over HTTP never replace a newer pushed value', () => {
  const requestedAt = live().serverNow();
  live().applyMatchLive([{ at: Date.now() + 1000, value: liveValue({ matchId: 600, homeScore: 4 }) }]);
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 1 })], requestedAt);
  expect(latest(600)?.homeScore).toBe(4);
});

it('a value read over HTTP after the last push is recorded; the same value twice is not', () => {
  live().applyMatchLive([{ at: Date.now() - 5000, value: liveValue({ matchId: 600, homeScore: 1 }) }]);
  const askedLater = live().serverNow() + 1000;
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 2, minute: 10 })], askedLater);
  expect(latest(600)?.homeScore).toBe(2);
  const history = live().matchLive[600];
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 2, minute: 10 })], askedLater + 1000);
  expect(live().matchLive[600]).toBe(history);
});

it('reset forgets every value (unmount, the t parameter)', () => {
  live().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600 }) }]);
  live().reset();
  expect(live().matchLive).toEqual({});
});

import type * as LiveHistoryModule from '@src/domains/match/rules/live-history';
import { freshModule } from '@tests/support/fresh-module';

/** The module loaded for each test, so what it makes as it loads counts as reached by the test (freshModule). */
let liveHistory: typeof LiveHistoryModule;
beforeEach(() => {
  liveHistory = freshModule(
    () => jest.requireActual('@src/domains/match/rules/live-history') as typeof LiveHistoryModule,
  );
});

it('keeps a value that came at the cutoff itself and drops the ones before it', () => {
  const history = [0, 100, 200].map((at) => ({ at, value: at }));
  expect(liveHistory.trimHistory(history, 300, 200)).toEqual([
    { at: 100, value: 100 },
    { at: 200, value: 200 },
  ]);
});

it('puts a value with the same time as the last one after it: the later arrival is the current value', () => {
  let history = liveHistory.appendTimed([], { at: 100, value: 'first' });
  history = liveHistory.appendTimed(history, { at: 100, value: 'second' });
  expect(liveHistory.latestTimed(history)).toBe('second');
});

it('keeps values in time order, inserting a late one in its place', () => {
  let history = liveHistory.appendTimed([], { at: 100, value: 'a' });
  history = liveHistory.appendTimed(history, { at: 300, value: 'c' });
  history = liveHistory.appendTimed(history, { at: 200, value: 'b' });
  expect(history.map((entry) => entry.value)).toEqual(['a', 'b', 'c']);
  expect(liveHistory.latestTimed(history)).toBe('c');
  expect(liveHistory.latestTimed([])).toBeUndefined();
});

it("keeps five minutes, longer than any stream delay a player reports: what is older is trimmed, the value at the window's start kept", () => {
  const fiveMinutes = 5 * 60_000;
  let history = liveHistory.appendTimed([], { at: 0, value: 'old' });
  history = liveHistory.appendTimed(history, { at: 1000, value: 'start' });
  history = liveHistory.appendTimed(history, { at: 1000 + fiveMinutes - 1, value: 'within' });
  expect(history.map((entry) => entry.value)).toEqual(['old', 'start', 'within']);
  history = liveHistory.appendTimed(history, { at: 1000 + fiveMinutes + 5, value: 'new' });
  expect(history.map((entry) => entry.value)).toEqual(['start', 'within', 'new']);
});

it('gives back the same array when nothing is old enough to drop (React state holding it stays put)', () => {
  const history = [0, 100, 200].map((at) => ({ at, value: at }));
  expect(liveHistory.trimHistory(history, 150, 100)).toBe(history);
  expect(liveHistory.trimHistory(history, 250, 100)).not.toBe(history);
});

it('holds at most 240 values, the newest', () => {
  let history: { at: number; value: number }[] = [];
  for (let index = 0; index < 250; index += 1) history = liveHistory.appendTimed(history, { at: index, value: index });
  expect(history).toHaveLength(240);
  expect(history[0]!.value).toBe(10);
  expect(liveHistory.latestTimed(history)).toBe(249);
});

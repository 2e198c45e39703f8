import {
  appendTimed,
  latestTimed,
  LIVE_HISTORY_MAX_ENTRIES,
  LIVE_HISTORY_WINDOW_MS,
  trimHistory,
} from '@src/domains/match/rules/live-history';

it('keeps a value that came at the cutoff itself and drops the ones before it', () => {
  const history = [0, 100, 200].map((at) => ({ at, value: at }));
  expect(trimHistory(history, 300, 200)).toEqual([
    { at: 100, value: 100 },
    { at: 200, value: 200 },
  ]);
});

it('puts a value with the same time as the last one after it: the later arrival is the current value', () => {
  let history = appendTimed([], { at: 100, value: 'first' });
  history = appendTimed(history, { at: 100, value: 'second' });
  expect(latestTimed(history)).toBe('second');
});

it('keeps values in time order, inserting a late one in its place', () => {
  let history = appendTimed([], { at: 100, value: 'a' });
  history = appendTimed(history, { at: 300, value: 'c' });
  history = appendTimed(history, { at: 200, value: 'b' });
  expect(history.map((entry) => entry.value)).toEqual(['a', 'b', 'c']);
  expect(latestTimed(history)).toBe('c');
  expect(latestTimed([])).toBeUndefined();
});

it("trims what is older than the window but keeps the value at the window's start", () => {
  let history = appendTimed([], { at: 0, value: 'old' });
  history = appendTimed(history, { at: 1000, value: 'start' });
  history = appendTimed(history, { at: 1000 + LIVE_HISTORY_WINDOW_MS + 5, value: 'new' });
  expect(history.map((entry) => entry.value)).toEqual(['start', 'new']);
});

it('gives back the same array when nothing is old enough to drop (React state holding it stays put)', () => {
  const history = [0, 100, 200].map((at) => ({ at, value: at }));
  expect(trimHistory(history, 150, 100)).toBe(history);
  expect(trimHistory(history, 250, 100)).not.toBe(history);
});

it('holds at most LIVE_HISTORY_MAX_ENTRIES values', () => {
  let history: { at: number; value: number }[] = [];
  for (let index = 0; index < LIVE_HISTORY_MAX_ENTRIES + 10; index += 1)
    history = appendTimed(history, { at: index, value: index });
  expect(history).toHaveLength(LIVE_HISTORY_MAX_ENTRIES);
  expect(latestTimed(history)).toBe(LIVE_HISTORY_MAX_ENTRIES + 9);
});

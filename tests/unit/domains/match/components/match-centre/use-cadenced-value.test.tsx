/**
 * A live row's pulse on a busy evening: its first events show at once, later ones at most once a
 * beat on the row's own beat (rows on different beats re-render in different frames), the newest of
 * them, and nothing re-renders for a change the row does not show.
 */
import { act, renderHook } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { useCadencedStoreValue } from '@src/domains/match/components/match-centre/use-cadenced-value';

interface Centres {
  events: Record<number, readonly string[] | undefined>;
}

const INTERVAL_MS = 1000;
const noEvents = (events: readonly string[] | undefined) => !events || events.length === 0;
const selectors = { 7: (state: Centres) => state.events[7], 8: (state: Centres) => state.events[8] };

function rowOf(phaseMs: number, events: Centres['events'] = {}) {
  const store = createStore<Centres>(() => ({ events }));
  let renders = 0;
  const row = renderHook(
    ({ select }) => {
      renders += 1;
      return useCadencedStoreValue(store, select, { intervalMs: INTERVAL_MS, phaseMs, isEmpty: noEvents });
    },
    { initialProps: { select: selectors[7] } },
  );
  const push = (matchId: number, events: readonly string[]) =>
    act(() => store.setState((state) => ({ events: { ...state.events, [matchId]: events } })));
  return { ...row, push, renders: () => renders };
}

const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers({ now: 10_000 }));
afterEach(() => jest.useRealTimers());

it('shows the first events at once, later ones on the row’s beat, the newest of them', () => {
  const row = rowOf(679);
  expect(row.result.current).toBeUndefined();
  row.push(7, ['开球']);
  expect(row.result.current).toEqual(['开球']);
  row.push(7, ['开球', '射门']);
  row.push(7, ['开球', '射门', '角球']);
  expect(row.result.current).toEqual(['开球']);
  wait(678);
  expect(row.result.current).toEqual(['开球']);
  wait(1);
  expect(row.result.current).toEqual(['开球', '射门', '角球']);
  row.push(7, ['开球', '射门', '角球', '换人']);
  wait(INTERVAL_MS);
  expect(row.result.current).toEqual(['开球', '射门', '角球', '换人']);
});

it.each([
  ['right at a beat waits for the next beat, a whole interval', 10_679, 1000],
  ['before its first beat of the interval waits only for that beat', 500, 179],
])('an event %s', (_, now, waitMs) => {
  jest.setSystemTime(now);
  const row = rowOf(679, { 7: ['开球'] });
  row.push(7, ['开球', '射门']);
  wait(waitMs - 1);
  expect(row.result.current).toEqual(['开球']);
  wait(1);
  expect(row.result.current).toEqual(['开球', '射门']);
});

it('an empty list read first still counts as nothing on screen: the first events show at once', () => {
  const row = rowOf(0, { 7: [] });
  row.push(7, ['开球']);
  expect(row.result.current).toEqual(['开球']);
});

it('re-renders nothing for another match’s events', () => {
  const row = rowOf(0, { 7: ['开球'] });
  const renders = row.renders();
  row.push(8, ['开球']);
  wait(INTERVAL_MS);
  expect(row.renders()).toBe(renders);
});

it('turned to another match, shows its events at once and no more of the first match’s', () => {
  const row = rowOf(0, { 7: ['开球'], 8: ['点球'] });
  row.push(7, ['开球', '射门']);
  row.push(7, ['开球', '射门', '越位']);
  row.rerender({ select: selectors[8] });
  expect(row.result.current).toEqual(['点球']);
  wait(INTERVAL_MS);
  row.push(7, ['开球', '射门', '角球']);
  wait(INTERVAL_MS);
  expect(row.result.current).toEqual(['点球']);
});

it('turned to another match with nothing waiting, hears no more of the first match', () => {
  const row = rowOf(0, { 7: ['开球'], 8: ['点球'] });
  row.rerender({ select: selectors[8] });
  row.push(7, ['开球', '射门']);
  wait(INTERVAL_MS);
  expect(row.result.current).toEqual(['点球']);
});

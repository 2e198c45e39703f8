/**
 * The room's spoiler-safe score on a phone whose clock is off the server's. Push messages carry
 * server times; the room compares them with the phone's clock, so it moves them by the offset
 * the messages tell. A phone a minute ahead must still hold a goal back by the stream's delay,
 * and a phone a minute behind must show it once the delay has passed — not a minute late.
 */
import { act, renderHook } from '@testing-library/react';
import { useRoomScore } from '@src/domains/live-room/components/use-room-score';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { useLiveMatchStore, watchMatch } from '@src/domains/match/store/live-match-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { liveValue } from '@tests/support/match-fixtures';
import { RoomPlayhead } from '@src/domains/live-room/components/room-playhead';

const MATCH = 500;
const DELAY_S = 20;
const PHONE_NOW = Date.UTC(2026, 10, 21, 12, 0);

beforeEach(() => {
  setUpAppWorld();
  jest.useFakeTimers({ now: PHONE_NOW });
});
afterEach(() => jest.useRealTimers());

/** The room shows match 500 with the player `DELAY_S` behind live; the phone's clock is `skewMs` off the server's. */
function roomOnPhone(skewMs: number) {
  const serverNow = () => Date.now() - skewMs;
  useLiveRoomStore.getState().setPlayerDelay(DELAY_S);
  // The state before the goal, pushed a while ago (it tells the room the server's clock).
  useLiveMatchStore
    .getState()
    .applyMatchLive([{ at: serverNow() - 30_000, value: liveValue({ matchId: MATCH, homeScore: 0 }) }]);
  const { result } = renderHook(() => useRoomScore(MATCH), { wrapper: RoomPlayhead });
  const goal = () =>
    act(() =>
      useLiveMatchStore
        .getState()
        .applyMatchLive([{ at: serverNow(), value: liveValue({ matchId: MATCH, homeScore: 1 }) }]),
    );
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { score: () => result.current.value?.homeScore, delayed: () => result.current.delayed, goal, wait };
}

it.each([
  ['a minute ahead of the server', 60_000],
  ['a minute behind the server', -60_000],
  ['on the server’s time', 0],
])('on a phone %s, a goal shows after the stream’s delay, not before', (_, skewMs) => {
  const room = roomOnPhone(skewMs);
  expect(room.score()).toBe(0);
  expect(room.delayed()).toBe(true);
  room.goal();
  expect(room.score()).toBe(0);
  room.wait(DELAY_S * 1000 - 1000);
  expect(room.score()).toBe(0);
  room.wait(1000);
  expect(room.score()).toBe(1);
});

it('holds the final whistle back by the delay too, when another view of the match lets it go', () => {
  const room = roomOnPhone(0);
  act(() =>
    useLiveMatchStore
      .getState()
      .applyMatchLive([{ at: Date.now(), value: liveValue({ matchId: MATCH, homeScore: 1, statusId: 8 }) }]),
  );
  act(() => watchMatch(MATCH)());
  expect(room.score()).toBe(0);
  room.wait(DELAY_S * 1000);
  expect(room.score()).toBe(1);
});

it('says the score is delayed only while the picture is behind: not with 实时比分, an unknown or a nil delay', () => {
  const room = roomOnPhone(0);
  act(() => useLiveRoomStore.getState().setRealtimeScore(true));
  expect(room.delayed()).toBe(false);
  act(() => useLiveRoomStore.getState().setRealtimeScore(false));
  act(() => useLiveRoomStore.getState().setPlayerDelay(0));
  expect(room.delayed()).toBe(false);
  act(() => useLiveRoomStore.getState().setPlayerDelay(null));
  expect(room.delayed()).toBe(false);
});

it('lets the match it showed go when the room moves to another one: an ended match it no longer shows keeps only its result', () => {
  const serverNow = Date.now();
  const ENDED = 501;
  const { rerender, unmount } = renderHook(({ matchId }) => useRoomScore(matchId), {
    wrapper: RoomPlayhead,
    initialProps: { matchId: ENDED },
  });
  act(() =>
    useLiveMatchStore.getState().applyMatchLive([
      { at: serverNow - 120_000, value: liveValue({ matchId: ENDED, statusId: 7, homeScore: 1 }) },
      { at: serverNow - 60_000, value: liveValue({ matchId: ENDED, statusId: 8, homeScore: 2 }) },
    ]),
  );
  expect(useLiveMatchStore.getState().matchLive[ENDED]).toHaveLength(2);
  rerender({ matchId: MATCH });
  expect(useLiveMatchStore.getState().matchLive[ENDED]?.map((entry) => entry.value.homeScore)).toEqual([2]);
  unmount();
});

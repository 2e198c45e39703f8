/**
 * The room's playhead, worked out once for everything the room shows: the player's measured delay
 * behind the server's clock; live with 实时比分, while unmeasured, or outside the room.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RoomPlayhead } from '@src/domains/live-room/components/room-playhead';
import { useRoomScore } from '@src/domains/live-room/components/use-room-score';
import { usePlayhead } from '@src/domains/match/components/use-playhead';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { room } from '../support/store-setup';

const inRoom = ({ children }: { children: ReactNode }) => <RoomPlayhead>{children}</RoomPlayhead>;

beforeEach(() => setUpAppWorld());

it('is the server’s clock with the player’s delay; live with 实时比分 and while unmeasured', () => {
  useLiveMatchStore.setState({ clockOffsetMs: 2000 });
  const before = Date.now();
  const playhead = renderHook(() => usePlayhead(), { wrapper: inRoom });
  expect(playhead.result.current.delayMs).toBeNull();
  act(() => room().setPlayerDelay(8));
  expect(playhead.result.current.now).toBeGreaterThanOrEqual(before + 2000);
  expect(playhead.result.current.now).toBeLessThanOrEqual(Date.now() + 2000);
  expect(playhead.result.current.delayMs).toBe(8000);
  act(() => room().setRealtimeScore(true));
  expect(playhead.result.current.delayMs).toBeNull();
  act(() => room().setRealtimeScore(false));
  expect(playhead.result.current.delayMs).toBe(8000);
  act(() => room().setPlayerDelay(null));
  expect(playhead.result.current.delayMs).toBeNull();
});

it('is live outside the room, whatever the room’s player says', () => {
  act(() => room().setPlayerDelay(8));
  const playhead = renderHook(() => usePlayhead());
  expect(playhead.result.current.delayMs).toBeNull();
});

it('keeps the measured seconds for the card with 实时比分, while the playhead is live', () => {
  const score = renderHook(() => ({ score: useRoomScore(1), playhead: usePlayhead() }), { wrapper: inRoom });
  act(() => room().setPlayerDelay(6.4));
  expect(score.result.current.playhead.delayMs).toBe(6400);
  expect(score.result.current.score).toMatchObject({ delaySeconds: 6.4, realtime: false, delayed: true });
  act(() => room().setRealtimeScore(true));
  expect(score.result.current.playhead.delayMs).toBeNull();
  expect(score.result.current.score).toMatchObject({ delaySeconds: 6.4, realtime: true, delayed: false });
});

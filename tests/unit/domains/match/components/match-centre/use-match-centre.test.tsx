/**
 * A match's centre on screen: asked for once when the screen wants it, and in the live room the
 * events the viewer's delayed picture has reached, each shown when the picture reaches it.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MatchCentreEvent } from '@src/contracts/match-centre';
import { fetchMatchCentre } from '@src/domains/match/api/match-centre-api';
import {
  useCentreSupported,
  useMatchCentre,
  useShownEvents,
} from '@src/domains/match/components/match-centre/use-match-centre';
import { setUpAppWorld } from '@tests/support/app-world';
import { event } from '../../rules/match-centre/centre-events';

jest.mock('@src/domains/match/api/match-centre-api', () => ({
  ...jest.requireActual('@src/domains/match/api/match-centre-api'),
  fetchMatchCentre: jest.fn(),
}));
const fetchMock = jest.mocked(fetchMatchCentre);

beforeEach(() => {
  setUpAppWorld();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (matchId) => ({
    matchId,
    sport: 'football',
    home: { teamId: 1, formation: '4-3-3', players: [] },
    away: { teamId: 2, formation: '4-4-2', players: [] },
    events: [event({ matchId, index: 0 })],
    nextIndex: 1,
  }));
});

describe('the centre', () => {
  it('is asked for once the screen wants it, and the backend is then known to have it', async () => {
    const { result, rerender } = renderHook(
      ({ enabled }) => [useMatchCentre(5, enabled), useCentreSupported()] as const,
      {
        initialProps: { enabled: false },
      },
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual([undefined, null]);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: 'ready', sport: 'football' }));
    expect(result.current[1]).toBe(true);
    expect(fetchMock.mock.calls).toEqual([[5]]);
  });

  it('a screen shown without saying asks for it', async () => {
    const { result } = renderHook(() => useMatchCentre(5));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
  });

  it('a screen turned to another match asks for that one', async () => {
    const { result, rerender } = renderHook(({ id }) => useMatchCentre(id), { initialProps: { id: 5 } });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
    rerender({ id: 6 });
    await waitFor(() => expect(result.current?.events[0]?.matchId).toBe(6));
    expect(fetchMock.mock.calls).toEqual([[5], [6]]);
  });
});

describe('the events a delayed picture has reached', () => {
  const NOW = Date.UTC(2026, 10, 21, 12);
  const at = (index: number, offsetMs: number): MatchCentreEvent => event({ matchId: 5, index, at: NOW + offsetMs });

  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('without a delay, every event at once', () => {
    const events = [at(0, -10_000), at(1, 0)];
    const { result } = renderHook(() => useShownEvents(events, null));
    expect(result.current).toBe(events);
  });

  it('5 s behind live: each event as the picture reaches it, one after another', () => {
    const events = [at(0, -10_000), at(1, -2000), at(2, -1000)];
    const { result } = renderHook(() => useShownEvents(events, 5000));
    expect(result.current).toEqual([events[0]]);
    act(() => void jest.advanceTimersByTime(3004));
    expect(result.current).toEqual([events[0]]);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toEqual([events[0], events[1]]);
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current).toEqual(events);
  });

  it('an event arriving while one is held back is shown on time too', () => {
    const first = [at(0, -10_000), at(1, -2000)];
    const { result, rerender } = renderHook(({ events }) => useShownEvents(events, 5000), {
      initialProps: { events: first },
    });
    const more = [...first, at(2, -1000)];
    rerender({ events: more });
    act(() => void jest.advanceTimersByTime(3005));
    expect(result.current).toEqual(more.slice(0, 2));
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current).toEqual(more);
  });
});

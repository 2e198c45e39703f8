/** A match's centre on screen: asked for once when the screen wants it. */
import { renderHook, waitFor } from '@testing-library/react';
import { matchCentreApi } from '@src/domains/match/api/match-centre-api';
import { useCentreAvailability, useMatchCentre } from '@src/domains/match/components/match-centre/use-match-centre';
import { setUpAppWorld } from '@tests/support/app-world';
import { event } from '../../rules/match-centre/centre-events';

jest.mock('@src/domains/match/api/match-centre-api', () => ({ matchCentreApi: { snapshot: jest.fn() } }));
const fetchMock = jest.mocked(matchCentreApi.snapshot);

beforeEach(() => {
  setUpAppWorld();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async ({ matchId }) => ({
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
      ({ enabled }) => [useMatchCentre(5, { enabled }), useCentreAvailability()] as const,
      {
        initialProps: { enabled: false },
      },
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual([undefined, 'unknown']);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: 'ready', head: { sport: 'football' } }));
    expect(result.current[1]).toBe('available');
    expect(fetchMock.mock.calls).toEqual([[{ matchId: 5 }]]);
  });

  it('a screen shown without saying asks for it', async () => {
    const { result } = renderHook(() => useMatchCentre(5));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
  });

  it('a screen turned to another match asks for that one', async () => {
    const { result, rerender } = renderHook(({ id }) => useMatchCentre(id), { initialProps: { id: 5 } });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
    rerender({ id: 6 });
    await waitFor(() => expect(result.current?.items[0]?.matchId).toBe(6));
    expect(fetchMock.mock.calls).toEqual([[{ matchId: 5 }], [{ matchId: 6 }]]);
  });
});

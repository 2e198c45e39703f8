/**
 * The match centre's timeline beyond the lifecycle it shares with the tracker (live-features.test.ts):
 * a screen still showing a centre the store let go asks for it again.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MatchCentreSnapshot } from '@src/contracts/match-centre';
import { matchCentreApi } from '@src/domains/match/api/match-centre-api';
import { MATCH_CENTRES_KEPT, useMatchCentreStore } from '@src/domains/match/store/match-centre-store';
import { useMatchCentre } from '@src/domains/match/components/match-centre/use-match-centre';
import { setUpAppWorld } from '@tests/support/app-world';

jest.mock('@src/domains/match/api/match-centre-api', () => ({ matchCentreApi: { snapshot: jest.fn() } }));
const fetchMock = jest.mocked(matchCentreApi.snapshot);
const store = () => useMatchCentreStore.getState();

const snapshot = (matchId: number): MatchCentreSnapshot => ({
  matchId,
  sport: 'football',
  home: { teamId: 1, formation: '4-3-3', players: [] },
  away: { teamId: 2, formation: '4-4-2', players: [] },
  events: [],
  nextIndex: 0,
});

beforeEach(() => {
  setUpAppWorld();
  fetchMock.mockReset();
});

it('a screen still showing a centre that was let go asks for it again', async () => {
  fetchMock.mockImplementation(async ({ matchId }) => snapshot(matchId));
  const shown = 10_500;
  const { result } = renderHook(() => useMatchCentre(shown));
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
  await act(async () => {
    for (let id = 11_000; id <= 11_000 + MATCH_CENTRES_KEPT; id += 1) await store().ensure(id);
  });
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
  expect(fetchMock.mock.calls.filter(([params]) => params.matchId === shown)).toHaveLength(2);
});

/**
 * A live row's pulse (components/match-centre/match-pulse.tsx) on a busy evening: sixty matches in
 * play on one screen, events coming for all of them. Every row keeps its sparkline, and each
 * match's centre is asked for once — the store keeps enough centres that the rows on screen never
 * push each other out (and ask again, and push another out...).
 */
import { act, render, screen } from '@testing-library/react';
import type { MatchCentreSnapshot } from '@src/contracts/match-centre';
import { matchCentreApi } from '@src/domains/match/api/match-centre-api';
import { MatchPulse } from '@src/domains/match/components/match-centre/match-pulse';
import { useMatchCentreStore } from '@src/domains/match/store/match-centre-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { event } from '../../rules/match-centre/centre-events';

jest.mock('@src/domains/match/api/match-centre-api', () => ({ matchCentreApi: { snapshot: jest.fn() } }));
const fetchMock = jest.mocked(matchCentreApi.snapshot);

const ROWS = 60;
const FIRST = 20_000;
const matchIds = Array.from({ length: ROWS }, (_, row) => FIRST + row);

/** A match a few minutes in, with shots both ways: enough for a sparkline. */
const snapshot = (matchId: number): MatchCentreSnapshot => ({
  matchId,
  sport: 'football',
  home: { teamId: 1, formation: '4-3-3', players: [] },
  away: { teamId: 2, formation: '4-4-2', players: [] },
  events: [0, 1, 2, 3].map((index) => ({
    ...event({ matchId, minute: index * 3 + 1, side: index % 2 ? 'away' : 'home' }),
    index,
  })),
  nextIndex: 4,
});

beforeEach(() => {
  jest.useFakeTimers();
  setUpAppWorld();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async ({ matchId }) => snapshot(matchId));
});
afterEach(() => jest.useRealTimers());

/** Lets the centres' answers land and the rows' beats pass (no call of the page is in flight). */
const later = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {});
};

it('keeps a sparkline on each of a busy evening’s 60 live rows, each centre asked once, as events keep coming', async () => {
  render(
    <ul>
      {matchIds.map((matchId) => (
        <li key={matchId}>
          <MatchPulse matchId={matchId} sport="football" />
        </li>
      ))}
    </ul>,
  );
  // The rows ask once the screen's own calls were quiet.
  await later(3000);
  expect(screen.getAllByRole('img', { name: '比赛势头' })).toHaveLength(ROWS);

  // Play goes on: every match has something happen, a second apart.
  for (const minute of [15, 16, 17]) {
    const events = matchIds.map((matchId) => ({
      ...event({ matchId, minute }),
      index: useMatchCentreStore.getState().timelines[matchId]?.items.length ?? 0,
    }));
    act(() => useMatchCentreStore.getState().receive(events));
    await later(1000);
  }
  expect(screen.getAllByRole('img', { name: '比赛势头' })).toHaveLength(ROWS);
  expect(fetchMock.mock.calls.map(([params]) => params.matchId).sort()).toEqual(matchIds);
});

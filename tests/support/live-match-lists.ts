/**
 * Store tests mock their domain's api module, which also mocks away what a match list call
 * (src/domains/match/api/live-match-list.ts) does besides answering: recording the answer's
 * matches as live values. `recordWhatTheCallsRead` does that part for every call the mock
 * answered, with the real call's declaration of which matches an answer shows.
 */
import type { LiveMatchListCall } from '../../src/domains/match/api/live-match-list';
import { liveMatchSelectors } from '../../src/domains/match/store/selectors';
import { useLiveMatchStore } from '../../src/domains/match/store/live-match-store';

interface AnsweredMock<A extends unknown[]> {
  mock: { calls: A[]; results: { type: string; value: unknown }[] };
}

export async function recordWhatTheCallsRead<A extends unknown[], T>(
  mocked: AnsweredMock<A>,
  call: LiveMatchListCall<A, T>,
): Promise<void> {
  for (const [index, args] of mocked.mock.calls.entries()) {
    const result = mocked.mock.results[index];
    if (result?.type !== 'return') continue;
    const answer = (await result.value) as T;
    useLiveMatchStore.getState().seedMatchLive(call.matchesOf(answer, args));
  }
}

/** The newest live value the store holds for a match: what its rows show. */
export const latestLive = (matchId: number) => liveMatchSelectors.latestMatchLive(matchId)(useLiveMatchStore.getState());

/**
 * Store tests mock their domain's api module, which also mocks away what a match list call
 * (src/domains/match/api/live-match-list.ts) does besides answering: recording the answer's
 * matches as live values. `liveAfterTheCalls` does that part for every call the mock answered,
 * with the real call's declaration of which matches an answer shows, and reads one match back.
 */
import type { LiveMatchListCall } from '../../src/domains/match/api/live-match-list';
import { liveMatchSelectors } from '../../src/domains/match/store/selectors';
import { useLiveMatchStore } from '../../src/domains/match/store/live-match-store';

interface AnsweredMock<A extends unknown[]> {
  mock: { calls: A[]; results: { type: string; value: unknown }[] };
}

async function recordWhatTheCallsRead<A extends unknown[], T>(
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
export const latestLive = (matchId: number) =>
  liveMatchSelectors.latestMatchLive(matchId)(useLiveMatchStore.getState());

/** What a match's rows show once the mocked call's answers are recorded as the real call records them. */
export async function liveAfterTheCalls<A extends unknown[], T>(
  mocked: AnsweredMock<A>,
  call: LiveMatchListCall<A, T>,
  matchId: number,
) {
  await recordWhatTheCallsRead(mocked, call);
  return latestLive(matchId);
}

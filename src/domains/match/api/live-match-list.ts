/**
 * Match list resources: an api call that reads matches over HTTP is declared with
 * `liveMatchList`, and the values it read become those matches' live values in the live-match
 * store (dated when the call was made, server clock) until a pushed value is newer. The match
 * layer seeds its store itself: no domain store or page seeds it by hand after a fetch.
 */
import type { MatchSummary } from '../../../contracts/match';
import { useLiveMatchStore } from '../store/live-match-store';

/**
 * Wraps an api function: `matchesOf` picks the matches of its answer (given the call's
 * arguments too, for a call whose answer shows matches only sometimes).
 */
export function liveMatchList<A extends unknown[], T>(
  fetch: (...args: A) => Promise<T>,
  matchesOf: (answer: T, args: NoInfer<A>) => readonly MatchSummary[],
): LiveMatchListCall<A, T> {
  const call = async (...args: A): Promise<T> => {
    const requestedAt = useLiveMatchStore.getState().serverNow();
    const answer = await fetch(...args);
    useLiveMatchStore.getState().seedMatchLive(matchesOf(answer, args), requestedAt);
    return answer;
  };
  return Object.assign(call, { matchesOf });
}

/** A match list call; `matchesOf` says which matches of an answer it records (for tests with the api mocked). */
export type LiveMatchListCall<A extends unknown[], T> = ((...args: A) => Promise<T>) & {
  readonly matchesOf: (answer: T, args: A) => readonly MatchSummary[];
};

/** For an answer that is the list of matches itself. */
export const theMatches = <M extends MatchSummary>(matches: readonly M[]): readonly M[] => matches;

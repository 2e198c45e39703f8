/**
 * Selectors of the match layer's stores: per match by id (a row selects its own match, so an
 * update of one re-renders that row only). They return stored values or constants, never fresh
 * objects (zustand v5 needs stable outputs).
 */
import type { MatchLivePayload } from '../../../contracts/match-push';
import { latestTimed, type Timed } from '../rules/live-history';
import type { LiveMatchState } from './live-match-store';

const EMPTY_HISTORY: readonly Timed<MatchLivePayload>[] = [];

export const liveMatchSelectors = {
  /** Pushed (and HTTP-read) values of a match, oldest first, with server times. */
  matchHistory:
    (matchId: number) =>
    (state: LiveMatchState): readonly Timed<MatchLivePayload>[] =>
      state.matchLive[matchId] ?? EMPTY_HISTORY,
  latestMatchLive:
    (matchId: number) =>
    (state: LiveMatchState): MatchLivePayload | undefined =>
      latestTimed(state.matchLive[matchId] ?? EMPTY_HISTORY),
  clockOffsetMs: (state: LiveMatchState): number => state.clockOffsetMs,
};

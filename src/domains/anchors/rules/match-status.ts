/**
 * Match status ids of spec section 4, per sport, and the coarse questions the anchor pages
 * ask of them. Football: 1 not started, 2 first half, 3 half-time, 4 second half, 5 extra
 * time, 7 penalty shootout, 8 finished, 0 and 9–13 abnormal, postponed, interrupted,
 * abandoned, cancelled, to be decided. Basketball: 1 not started, 2–8 quarters and breaks,
 * 9 overtime, 10 finished, 0 and 11–15 the same abnormal family.
 */
export type Sport = 'football' | 'basketball';

export const NOT_STARTED = 1;
const IN_PLAY_LAST: Record<Sport, number> = { football: 7, basketball: 9 };
const FINISHED: Record<Sport, number> = { football: 8, basketball: 10 };

/** 'basketball' for the basketball sport names and type codes (2), football otherwise. */
export function sportOf(value: string | number): Sport {
  return value === 'basketball' || value === 2 ? 'basketball' : 'football';
}

export type MatchPhase = 'not-started' | 'in-play' | 'finished' | 'other';

export function matchPhase(sport: Sport, statusId: number): MatchPhase {
  if (statusId === NOT_STARTED) return 'not-started';
  if (statusId >= 2 && statusId <= IN_PLAY_LAST[sport]) return 'in-play';
  if (statusId === FINISHED[sport]) return 'finished';
  return 'other';
}

export const isInPlay = (sport: Sport, statusId: number): boolean => matchPhase(sport, statusId) === 'in-play';

/** Not started or being played: a match a streamer can still be watched on. */
export function isUpcomingOrInPlay(sport: Sport, statusId: number): boolean {
  const phase = matchPhase(sport, statusId);
  return phase === 'not-started' || phase === 'in-play';
}

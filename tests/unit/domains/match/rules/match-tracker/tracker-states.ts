/** Small builders of tracker states for the rule tests: one a second from 1 s, the home side on the ball. */
import type { TrackerState } from '@src/contracts/match-tracker-push';

export function trackerState(seq: number, fields: Partial<TrackerState> = {}): TrackerState {
  return {
    matchId: 1,
    seq,
    at: seq * 1000,
    kind: 'safe',
    side: 'home',
    x: 40,
    y: 50,
    detail: '',
    value: 0,
    phase: '',
    pairId: 0,
    minute: 10,
    extraMinute: 0,
    period: 0,
    clockSeconds: 0,
    homeScore: 0,
    awayScore: 0,
    possession: 50,
    ...fields,
  };
}

/** States `from`..`to` (seq), each with `fields`. */
export const statesBetween = (from: number, to: number, fields: Partial<TrackerState> = {}): TrackerState[] =>
  Array.from({ length: to - from + 1 }, (_, index) => trackerState(from + index, fields));

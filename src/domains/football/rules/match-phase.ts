/**
 * The detailed phase (codes 1002–1016 of the match layer's rules/match-phases.ts)
 * of a football match from its live values: which half of play or of extra time, waiting for
 * extra time, the shoot-out, over after a shoot-out. The live values carry the status and the
 * clock; extra time's two halves are told apart by the minute (the two-minute turn reads as the
 * first half, the clock showing 105').
 */
import { phaseWord } from '../../match/rules/match-phases';

export interface FootballLiveValue {
  statusId: number;
  minute: number;
  homePenaltyScore?: number | null;
  awayPenaltyScore?: number | null;
}

const STATUS = {
  firstHalf: 2,
  halfTime: 3,
  secondHalf: 4,
  extraTime: 5,
  penalties: 7,
  finished: 8,
  interrupted: 10,
  abandoned: 11,
} as const;

export const FootballPhase = {
  firstHalf: 1002,
  halfBreak: 1003,
  secondHalf: 1004,
  extraTimeFirstHalf: 1006,
  extraTimeSecondHalf: 1008,
  shootout: 1010,
  over: 1011,
  waitingForExtraTime: 1012,
  shootoutOver: 1014,
  interrupted: 1015,
  discarded: 1016,
} as const;

/** The phase code, or null before kick-off and for states without one (postponed, cancelled...). */
export function footballPhaseCode(live: FootballLiveValue): number | null {
  switch (live.statusId) {
    case STATUS.firstHalf:
      return FootballPhase.firstHalf;
    case STATUS.halfTime:
      return FootballPhase.halfBreak;
    case STATUS.secondHalf:
      return FootballPhase.secondHalf;
    case STATUS.extraTime:
      if (live.minute <= 90) return FootballPhase.waitingForExtraTime;
      return live.minute > 105 ? FootballPhase.extraTimeSecondHalf : FootballPhase.extraTimeFirstHalf;
    case STATUS.penalties:
      return FootballPhase.shootout;
    case STATUS.finished:
      return live.homePenaltyScore != null && live.awayPenaltyScore != null
        ? FootballPhase.shootoutOver
        : FootballPhase.over;
    case STATUS.interrupted:
      return FootballPhase.interrupted;
    case STATUS.abandoned:
      return FootballPhase.discarded;
    default:
      return null;
  }
}

/** The phase's word ('加时上半场', '点球结束') in the locale shown, or null. */
export function footballPhaseWord(live: FootballLiveValue): string | null {
  const code = footballPhaseCode(live);
  return code === null ? null : (phaseWord('football', code) ?? null);
}

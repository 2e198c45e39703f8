/**
 * What a game's clock reads on the NBA pages: quarters, the breaks between them, overtime and
 * the pauses before it (basketball status 0–15, phases 3001–3019, both tables in
 * the shared match layer). The live value (pushed, or read over HTTP) gives the status, period,
 * game clock and score; the detailed phase is derived from them, so a pushed change moves it.
 */
import type { MatchLivePayload } from '../../../contracts/match-push';
import { matchClockLabel } from '../../match/rules/match-display';
import { phaseWord, type PhaseWords } from '../../match/rules/match-phases';
import { matchPhase } from '../../match/rules/match-status';
import { matchWords } from '../../match/match-messages';
import { wordsNow } from '../../../platform/i18n/messages';

export type LiveGame = Pick<
  MatchLivePayload,
  'sport' | 'statusId' | 'period' | 'clockSeconds' | 'homeScore' | 'awayScore' | 'minute' | 'extraMinute'
>;

/** Basketball status ids the phases are told from. */
const Status = {
  notStarted: 1,
  firstQuarter: 2,
  firstBreak: 3,
  secondQuarter: 4,
  halfTime: 5,
  thirdQuarter: 6,
  thirdBreak: 7,
  fourthQuarter: 8,
  overtime: 9,
  finished: 10,
  interrupted: 11,
  postponed: 13,
  abandoned: 14,
} as const;

/** Phase codes of match-phases.ts's basketball table. */
const Phase = {
  notStarted: 3001,
  halfTime: 3003,
  firstQuarter: 3005,
  firstBreak: 3006,
  secondQuarter: 3007,
  thirdQuarter: 3009,
  thirdBreak: 3010,
  fourthQuarter: 3011,
  regularTimeOver: 3012,
  awaitingOvertime: 3013,
  overtime: 3014,
  overtimeOver: 3015,
  ended: 3016,
  postponed: 3017,
  interrupted: 3018,
  discarded: 3019,
} as const;

const BY_STATUS: Readonly<Record<number, number>> = {
  [Status.notStarted]: Phase.notStarted,
  [Status.firstQuarter]: Phase.firstQuarter,
  [Status.firstBreak]: Phase.firstBreak,
  [Status.secondQuarter]: Phase.secondQuarter,
  [Status.halfTime]: Phase.halfTime,
  [Status.thirdQuarter]: Phase.thirdQuarter,
  [Status.thirdBreak]: Phase.thirdBreak,
  [Status.finished]: Phase.ended,
  [Status.interrupted]: Phase.interrupted,
  [Status.postponed]: Phase.postponed,
  [Status.abandoned]: Phase.discarded,
};

/**
 * The detailed phase (3001–3019) of a live value; undefined where none fits (abnormal,
 * cancelled, to be decided). With the fourth quarter or an overtime run out (clock 0), a tied
 * game awaits overtime; otherwise regular time, or the overtime, is over.
 */
export function basketballPhaseCode(game: LiveGame): number | undefined {
  const ranOut = game.clockSeconds <= 0;
  const tied = game.homeScore === game.awayScore;
  if (game.statusId === Status.fourthQuarter) {
    if (!ranOut) return Phase.fourthQuarter;
    return tied ? Phase.awaitingOvertime : Phase.regularTimeOver;
  }
  if (game.statusId === Status.overtime) {
    if (!ranOut) return Phase.overtime;
    return tied ? Phase.awaitingOvertime : Phase.overtimeOver;
  }
  return BY_STATUS[game.statusId];
}

/** The phase's word ('第2节', '中场', '等待加时') in the locale shown; undefined where no phase fits. */
export const basketballPhaseWord = (game: LiveGame, phases?: PhaseWords): string | undefined => {
  const code = basketballPhaseCode(game);
  return code === undefined ? undefined : phaseWord('basketball', code, phases);
};

const REGULAR_QUARTERS = 4;

/**
 * A game's clock on an NBA row: before tip-off the start time (MM-DD HH:mm); while played the
 * quarter ('第3节'), the break ('第1节结束', '中场'), the overtime ('加时2') or the pause before
 * one ('等待加时'); afterwards the status word ('完场', '推迟').
 */
export function nbaClockLabel(game: LiveGame, startDate: number, phases?: PhaseWords): string {
  if (matchPhase('basketball', game.statusId) !== 'in-play') return matchClockLabel(game, startDate);
  const code = basketballPhaseCode(game);
  if (code === Phase.overtime) return wordsNow(matchWords).overtime(Math.max(1, game.period - REGULAR_QUARTERS));
  return basketballPhaseWord(game, phases) || matchClockLabel(game, startDate);
}

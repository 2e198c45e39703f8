/**
 * The detailed phase codes, one table per sport: football 1002–1016 and
 * basketball 3001–3019, each row with its word (the statuses' words and the phases' own,
 * phase-messages), coarse group and named state (as the status tables of rules/match-status.ts). The spec lists the phases without their codes
 * ("exact code-to-phase mapping not shown"): the codes follow the spec's order of the phases,
 * and are this app's contract with its development server until the backend says otherwise.
 * Only the data pages show phases, so this module is not part of the first screen.
 */
import { wordsNow, type LocaleMessages } from '../../../platform/i18n/messages';
import { matchWords } from '../match-messages';
import { phaseWords } from '../phase-messages';
import type { phaseMessages } from '../phase-messages.zh-cn';
import {
  byCode,
  phaseOfRow,
  tableRow,
  type MatchPhase,
  type MatchWords,
  type Sport,
  type StatusRow,
} from './match-status';

/** The phases' own words in one locale. */
export type PhaseWords = LocaleMessages<typeof phaseMessages>;
type PhaseRow = StatusRow<MatchWords & PhaseWords>;
const phase = tableRow<MatchWords & PhaseWords>;

/** Detailed football phases, in the spec's order from 1002. */
export const FOOTBALL_PHASES: readonly PhaseRow[] = [
  phase(1002, (w) => w.firstHalf, 'processing', 'LIVE'), // first half
  phase(1003, (w) => w.halfBreak, 'processing', 'LIVE'), // half break
  phase(1004, (w) => w.secondHalf, 'processing', 'LIVE'), // second half
  phase(1005, (w) => w.regulationOver, 'processing', 'LIVE'), // regulation over
  phase(1006, (w) => w.extraFirstHalf, 'processing', 'LIVE'), // extra-time first half
  phase(1007, (w) => w.extraHalfTime, 'processing', 'LIVE'), // extra-time half-time
  phase(1008, (w) => w.extraSecondHalf, 'processing', 'LIVE'), // extra-time second half
  phase(1009, (w) => w.extraTimeOver, 'processing', 'LIVE'), // extra time over
  phase(1010, (w) => w.shootout, 'processing', 'LIVE'), // penalty shootout
  phase(1011, (w) => w.finished, 'ended', 'ENDED'), // match over
  phase(1012, (w) => w.awaitingExtraTime, 'processing', 'LIVE'), // waiting for extra time
  phase(1013, (w) => w.awaitingPenalties, 'processing', 'LIVE'), // waiting for penalties
  phase(1014, (w) => w.shootoutOver, 'ended', 'ENDED'), // shootout over
  phase(1015, (w) => w.interrupted, 'delay', 'INTERRUPTED'), // interrupted
  phase(1016, (w) => w.discarded, 'ended', 'ABANDONED'), // discarded
];

/** Detailed basketball phases, in the spec's order from 3001 (halves, then quarters, each with its break). */
export const BASKETBALL_PHASES: readonly PhaseRow[] = [
  phase(3001, (w) => w.notStarted, 'unstarted', 'NOT_STARTED'), // not started
  phase(3002, (w) => w.firstHalf, 'processing', 'LIVE'), // first half
  phase(3003, (w) => w.halfTime, 'processing', 'LIVE'), // half-time
  phase(3004, (w) => w.secondHalf, 'processing', 'LIVE'), // second half
  phase(3005, (w) => w.quarter(1), 'processing', 'LIVE'), // first quarter
  phase(3006, (w) => w.quarterOver(1), 'processing', 'LIVE'), // first break
  phase(3007, (w) => w.quarter(2), 'processing', 'LIVE'), // second quarter
  phase(3008, (w) => w.quarterOver(2), 'processing', 'LIVE'), // second break
  phase(3009, (w) => w.quarter(3), 'processing', 'LIVE'), // third quarter
  phase(3010, (w) => w.quarterOver(3), 'processing', 'LIVE'), // third break
  phase(3011, (w) => w.quarter(4), 'processing', 'LIVE'), // fourth quarter
  phase(3012, (w) => w.regulationOver, 'processing', 'LIVE'), // regular time over
  phase(3013, (w) => w.awaitingOvertime, 'processing', 'LIVE'), // awaiting overtime
  phase(3014, (w) => w.inOvertime, 'processing', 'LIVE'), // overtime
  phase(3015, (w) => w.overtimeOver, 'processing', 'LIVE'), // overtime over
  phase(3016, (w) => w.gameOver, 'ended', 'ENDED'), // ended
  phase(3017, (w) => w.postponed, 'delay', 'POSTPONED'), // postponed
  phase(3018, (w) => w.interrupted, 'delay', 'INTERRUPTED'), // interrupted
  phase(3019, (w) => w.discarded, 'ended', 'ABANDONED'), // discarded
];

const PHASES: Record<Sport, ReadonlyMap<number, PhaseRow>> = {
  football: byCode(FOOTBALL_PHASES),
  basketball: byCode(BASKETBALL_PHASES),
};

/** The row of a phase code; undefined for a code outside the sport's table. */
export const phaseRow = (sport: Sport, code: number): PhaseRow | undefined => PHASES[sport].get(code);

/**
 * A phase's word in the locale shown; undefined for an unknown code. A component passes the
 * phase words it reads with `useMessages(phaseWords)`, so it renders again when they arrive.
 */
export function phaseWord(sport: Sport, code: number, phases: PhaseWords = wordsNow(phaseWords)): string | undefined {
  return phaseRow(sport, code)?.word({ ...wordsNow(matchWords), ...phases });
}

/** Before, during, after the match, or something else; undefined for an unknown code. */
export function phaseOf(sport: Sport, code: number): MatchPhase | undefined {
  const found = phaseRow(sport, code);
  return found && phaseOfRow(found);
}

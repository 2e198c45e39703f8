/**
 * Match status, one table per sport: the football status ids 0–13 and the
 * basketball ones 0–15 (the detailed phase codes are in rules/match-phases.ts, loaded only by
 * the pages that show them). Each row gives the status its word (read from the match words of
 * the locale shown, match-messages), its coarse group
 * (unstarted, processing, ended, delay) and its named state (NOT_STARTED, LIVE, ENDED,
 * POSTPONED, ...). Every page that shows a match — anchors, leagues, cups, NBA — asks these
 * tables. Football has no status 6 in the spec: an id outside a table reads as abnormal.
 */
import { wordsNow, type LocaleMessages } from '../../../platform/i18n/messages';
import { matchWords } from '../match-messages';
import type { matchMessages } from '../match-messages.zh-cn';

export type Sport = 'football' | 'basketball';

/** The coarse groups. */
export type StatusGroup = 'unstarted' | 'processing' | 'ended' | 'delay';

/** The named states. */
export type MatchState =
  'NOT_STARTED' | 'LIVE' | 'ENDED' | 'POSTPONED' | 'INTERRUPTED' | 'CANCELLED' | 'DELAYED' | 'ABANDONED' | 'SUSPENDED';

/** A match's words in one locale: what a row's word is read from. */
export type MatchWords = LocaleMessages<typeof matchMessages>;

export interface StatusRow<W = MatchWords> {
  code: number;
  /** What the UI shows, from the locale's words (the spec's name of each status is the comment beside its row). */
  word: (words: W) => string;
  group: StatusGroup;
  state: MatchState;
}

export const tableRow = <W = MatchWords>(
  code: number,
  word: (words: W) => string,
  group: StatusGroup,
  state: MatchState,
): StatusRow<W> => ({
  code,
  word,
  group,
  state,
});

export const FOOTBALL_STATUS: readonly StatusRow[] = [
  tableRow(0, (w) => w.abnormal, 'delay', 'SUSPENDED'), // abnormal
  tableRow(1, (w) => w.notStarted, 'unstarted', 'NOT_STARTED'), // not started
  tableRow(2, (w) => w.firstHalf, 'processing', 'LIVE'), // first half
  tableRow(3, (w) => w.halfTime, 'processing', 'LIVE'), // half-time
  tableRow(4, (w) => w.secondHalf, 'processing', 'LIVE'), // second half
  tableRow(5, (w) => w.extraTime, 'processing', 'LIVE'), // extra time
  tableRow(7, (w) => w.penalties, 'processing', 'LIVE'), // penalty shootout
  tableRow(8, (w) => w.finished, 'ended', 'ENDED'), // finished
  tableRow(9, (w) => w.postponed, 'delay', 'POSTPONED'), // postponed
  tableRow(10, (w) => w.interrupted, 'delay', 'INTERRUPTED'), // interrupted
  tableRow(11, (w) => w.abandoned, 'ended', 'ABANDONED'), // abandoned
  tableRow(12, (w) => w.cancelled, 'ended', 'CANCELLED'), // cancelled
  tableRow(13, (w) => w.toBeDecided, 'delay', 'DELAYED'), // to be decided
];

export const BASKETBALL_STATUS: readonly StatusRow[] = [
  tableRow(0, (w) => w.abnormal, 'delay', 'SUSPENDED'), // abnormal
  tableRow(1, (w) => w.notStarted, 'unstarted', 'NOT_STARTED'), // not started
  tableRow(2, (w) => w.quarter(1), 'processing', 'LIVE'), // first quarter
  tableRow(3, (w) => w.quarterOver(1), 'processing', 'LIVE'), // first break
  tableRow(4, (w) => w.quarter(2), 'processing', 'LIVE'), // second quarter
  tableRow(5, (w) => w.halfTime, 'processing', 'LIVE'), // half-time
  tableRow(6, (w) => w.quarter(3), 'processing', 'LIVE'), // third quarter
  tableRow(7, (w) => w.quarterOver(3), 'processing', 'LIVE'), // third break
  tableRow(8, (w) => w.quarter(4), 'processing', 'LIVE'), // fourth quarter
  tableRow(9, (w) => w.inOvertime, 'processing', 'LIVE'), // overtime
  tableRow(10, (w) => w.gameOver, 'ended', 'ENDED'), // finished
  tableRow(11, (w) => w.interrupted, 'delay', 'INTERRUPTED'), // interrupted
  tableRow(12, (w) => w.cancelled, 'ended', 'CANCELLED'), // cancelled
  tableRow(13, (w) => w.postponed, 'delay', 'POSTPONED'), // postponed
  tableRow(14, (w) => w.abandoned, 'ended', 'ABANDONED'), // abandoned
  tableRow(15, (w) => w.toBeDecided, 'delay', 'DELAYED'), // to be decided
];

const ABNORMAL: Record<Sport, StatusRow> = {
  football: FOOTBALL_STATUS[0]!,
  basketball: BASKETBALL_STATUS[0]!,
};

export const byCode = <W>(rows: readonly StatusRow<W>[]): ReadonlyMap<number, StatusRow<W>> =>
  new Map(rows.map((entry) => [entry.code, entry]));
const TABLES: Record<Sport, ReadonlyMap<number, StatusRow>> = {
  football: byCode(FOOTBALL_STATUS),
  basketball: byCode(BASKETBALL_STATUS),
};

/** 'basketball' for the basketball sport names and type codes (2), football otherwise. */
export function sportOf(value: string | number): Sport {
  return value === 'basketball' || value === 2 ? 'basketball' : 'football';
}

/** The row of a status id; an unknown one reads as abnormal. */
export function statusRow(sport: Sport, code: number): StatusRow {
  return TABLES[sport].get(code) ?? ABNORMAL[sport];
}

/** How a row reads on the pages: before, during, after the match, or something else. */
export function phaseOfRow({ group, state }: Pick<StatusRow, 'group' | 'state'>): MatchPhase {
  if (group === 'unstarted') return 'not-started';
  if (group === 'processing') return 'in-play';
  return state === 'ENDED' ? 'finished' : 'other';
}

/** The status's word in the locale shown. */
export const statusWord = (sport: Sport, code: number): string => statusRow(sport, code).word(wordsNow(matchWords));
export const statusGroup = (sport: Sport, code: number): StatusGroup => statusRow(sport, code).group;
export const matchState = (sport: Sport, code: number): MatchState => statusRow(sport, code).state;

/** The questions the pages ask: before, during, after the match, or something else. */
export type MatchPhase = 'not-started' | 'in-play' | 'finished' | 'other';

export function matchPhase(sport: Sport, code: number): MatchPhase {
  return phaseOfRow(statusRow(sport, code));
}

export const isInPlay = (sport: Sport, code: number): boolean => matchPhase(sport, code) === 'in-play';

/** Not started or being played: a match a streamer can still be watched on. */
export function isUpcomingOrInPlay(sport: Sport, code: number): boolean {
  const phase = matchPhase(sport, code);
  return phase === 'not-started' || phase === 'in-play';
}

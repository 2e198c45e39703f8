/** How a match's state reads on a card: the clock or phase, and whether a score is shown. */
import { formatMatchDay, formatMatchTime } from '../../../lib/time-labels';
import { matchWords } from '../match-messages';
import { wordsNow } from '../../../platform/i18n/messages';
import { matchPhase, sportOf, statusWord } from './match-status';

export interface MatchClock {
  sport: string;
  statusId: number;
  minute: number;
  extraMinute: number;
  period: number;
}

/** Football status ids whose clock reads as their word rather than a minute. */
const FOOTBALL_HALF_TIME = 3;
const FOOTBALL_EXTRA_TIME = 5;
const FOOTBALL_PENALTIES = 7;
const REGULAR_QUARTERS = 4;

/**
 * '36'', '45+2'', '中场', '第3节', '加时1', or the status word ('完场', '推迟', ...) — or, before
 * kick-off, the start time (MM-DD HH:mm).
 */
export function matchClockLabel(match: MatchClock, startDate: number): string {
  const sport = sportOf(match.sport);
  const phase = matchPhase(sport, match.statusId);
  if (phase === 'not-started') return formatMatchTime(startDate);
  if (phase !== 'in-play') return statusWord(sport, match.statusId);
  const words = wordsNow(matchWords);
  if (sport === 'football') {
    if (match.statusId === FOOTBALL_HALF_TIME || match.statusId === FOOTBALL_PENALTIES)
      return statusWord(sport, match.statusId);
    if (match.minute > 0) return words.minute(match.minute, match.extraMinute);
    return match.statusId === FOOTBALL_EXTRA_TIME ? statusWord(sport, match.statusId) : words.minute(0, 0);
  }
  if (match.period > REGULAR_QUARTERS) return words.overtime(match.period - REGULAR_QUARTERS);
  return words.quarter(Math.max(1, match.period));
}

/** A score means something once the match started (in play or over). */
export function showsScore(match: Pick<MatchClock, 'sport' | 'statusId'>): boolean {
  const phase = matchPhase(sportOf(match.sport), match.statusId);
  return phase === 'in-play' || phase === 'finished';
}

/**
 * A row's caption in a list that spans days (a team's season): once the match started its clock
 * says 完场 or the minute, not when, so the caption carries the day ('英超 · 联赛 · 11-22') — QA
 * saw a team's season of 完场 rows with no date at all.
 */
export function captionWithDay(
  caption: string,
  match: Pick<MatchClock, 'sport' | 'statusId'>,
  startDate: number,
): string {
  if (matchPhase(sportOf(match.sport), match.statusId) === 'not-started') return caption;
  return [caption, formatMatchDay(startDate)].filter(Boolean).join(' · ');
}

/** How a match's state reads on a card: the clock or phase, and whether a score is shown. */
import { formatMatchTime } from '../../../lib/dates';
import { matchWords } from '../messages';
import { matchPhase, sportOf } from './match-status';

export interface MatchClock {
  sport: string;
  statusId: number;
  minute: number;
  extraMinute: number;
  period: number;
}

const FOOTBALL_HALF_TIME = 3;
const FOOTBALL_EXTRA_TIME = 5;
const FOOTBALL_PENALTIES = 7;
const REGULAR_QUARTERS = 4;

/** '36'', '45+2'', '中场', '第3节', '加时1', '完场', or the start time before kick-off. */
export function matchClockLabel(match: MatchClock, startDate: number, now: number): string {
  const sport = sportOf(match.sport);
  const phase = matchPhase(sport, match.statusId);
  if (phase === 'not-started') return formatMatchTime(startDate, now);
  if (phase === 'finished') return matchWords.finished;
  if (phase === 'other') return matchWords.abnormal;
  if (sport === 'football') {
    if (match.statusId === FOOTBALL_HALF_TIME) return matchWords.halfTime;
    if (match.statusId === FOOTBALL_PENALTIES) return matchWords.penalties;
    if (match.minute > 0) return matchWords.minute(match.minute, match.extraMinute);
    return match.statusId === FOOTBALL_EXTRA_TIME ? matchWords.extraTime : matchWords.minute(0, 0);
  }
  if (match.period > REGULAR_QUARTERS) return matchWords.overtime(match.period - REGULAR_QUARTERS);
  return matchWords.quarter(Math.max(1, match.period));
}

/** A score means something once the match started (in play or over). */
export function showsScore(match: Pick<MatchClock, 'sport' | 'statusId'>): boolean {
  const phase = matchPhase(sportOf(match.sport), match.statusId);
  return phase === 'in-play' || phase === 'finished';
}

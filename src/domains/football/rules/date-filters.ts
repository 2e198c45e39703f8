/**
 * Date rules: the five leagues show match dates after 2024-08-01 only (the
 * finals view's 2024-06-06 to 2024-06-19 are the NBA 2023-24 Finals: nba/rules/finals-window). Dates are match date items (the start of a
 * day, epoch ms, as the server counts days: UTC+8); shown as a date (platform/i18n/formats formatDate),
 * match times MM-DD HH:mm (formatMatchTime).
 */
import { FIVE_LEAGUE_IDS } from './competitions';

const DAY_MS = 86_400_000;
/** Midnight of a date in China (UTC+8), where the service's days begin. */
const chinaMidnight = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) - 8 * 3_600_000;

/** The first day the five leagues show: the day after 2024-08-01. */
export const LEAGUE_DATES_FROM = chinaMidnight(2024, 8, 2);

interface DateItem {
  matchDate: number;
}

/** The date items a competition's date strip offers: the five leagues only after 2024-08-01, the rest as they come. */
export function visibleMatchDays<Day extends DateItem>(competitionId: number, days: readonly Day[]): Day[] {
  return FIVE_LEAGUE_IDS.includes(competitionId) ? days.filter((day) => day.matchDate >= LEAGUE_DATES_FROM) : [...days];
}

/**
 * The day a date strip opens on: the day of `now` if it has matches, else the next day with
 * matches, else the last one. Dates are day starts; a day is the 24 hours from its start.
 */
export function defaultMatchDate(dates: readonly number[], now: number): number | null {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort((a, b) => a - b);
  // The first day not over yet: the day of now when it has matches (one day's start is at most
  // a day before now), else the next one.
  return sorted.find((date) => now < date + DAY_MS) ?? sorted[sorted.length - 1]!;
}

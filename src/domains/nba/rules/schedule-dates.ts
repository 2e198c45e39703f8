/**
 * The schedule's days. A match date item is the start of a day of the
 * backend, which counts days in UTC+8 (China Standard Time); the schedule is keyed by that day
 * ('YYYY-MM-DD'), and the date strip shows it as that calendar day, as every label (lib/time-labels).
 * Basketball dates show only after 2023-10-06 — read as a bound on the seasons that run past
 * it (23-24 on): a season wholly before it (21-22, 22-23, which the spec lists too) keeps its
 * days, or the seasons it names would be empty.
 */
import type { NbaMatchDate } from '../../../contracts/nba';
import { chinaClockFace } from '../../../lib/time-labels';

/** The last day the strip leaves out (basketball dates after 2023-10-06). */
export const BASKETBALL_DATES_AFTER = '2023-10-06';

/** The backend's day of an instant: 'YYYY-MM-DD' in UTC+8. */
export const dayKeyOf = (ms: number): string => chinaClockFace(ms).day;

/** Noon of a calendar day in China: what the date strip formats as that day. */
export const noonOf = (dayKey: string): number => Date.parse(`${dayKey}T12:00:00+08:00`);

export interface ScheduleDay {
  /** 'YYYY-MM-DD', the backend's day: the key of the schedule. */
  key: string;
  /** The match date item as received: what a list request sends back. */
  matchDate: number;
}

/** The days of a season's strip: after 2023-10-06 when it runs past that day, each once, in order. */
export function stripDays(items: readonly NbaMatchDate[]): ScheduleDay[] {
  const days = new Map<string, ScheduleDay>();
  const bounded = items.some(({ matchDate }) => dayKeyOf(matchDate) > BASKETBALL_DATES_AFTER);
  for (const { matchDate } of items) {
    const key = dayKeyOf(matchDate);
    if ((!bounded || key > BASKETBALL_DATES_AFTER) && !days.has(key)) days.set(key, { key, matchDate });
  }
  // One item a day, so the days' order is their items' order.
  return [...days.values()].sort((a, b) => a.matchDate - b.matchDate);
}

/** The day a schedule opens on: today, else the next day with games, else the last one. */
export function defaultDay(days: readonly ScheduleDay[], now: number): string | null {
  const today = dayKeyOf(now);
  return (days.find((day) => day.key >= today) ?? days[days.length - 1])?.key ?? null;
}

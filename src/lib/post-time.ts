/**
 * When something was written (a report, a tip, a comment, a moment): '今天 20:30' on the day
 * itself, else '06-15 20:30', and the calendar-day test it rests on. Plain `Date` in the phone's
 * local time zone, as time-labels.ts: the feeds that show these labels (the ranking's reports,
 * the tips) need no calendar library for one same-day test — dayjs was 2.9 KB gzip of those
 * pages' code. The date strips' labels (days, weekdays) are dates.ts's.
 */
import { formatClock, formatMatchTime } from './time-labels';

export const TODAY_LABEL = '今天';

/**
 * Whether two instants fall on the same local calendar day. As dayjs's `isSame(…, 'day')` read
 * it (checked on random instants in six time zones), but for the hour repeated where clocks go
 * back at midnight (Santiago's April), which dayjs counted out of its day.
 */
export function isSameDay(a: number, b: number): boolean {
  const day = new Date(a);
  const other = new Date(b);
  return (
    day.getDate() === other.getDate() &&
    day.getMonth() === other.getMonth() &&
    day.getFullYear() === other.getFullYear()
  );
}

export function isToday(ms: number, now: number = Date.now()): boolean {
  return isSameDay(ms, now);
}

/** '今天 20:30' for today, else '06-15 20:30'. */
export function formatPostTime(ms: number, now: number = Date.now()): string {
  return isToday(ms, now) ? `${TODAY_LABEL} ${formatClock(ms)}` : formatMatchTime(ms);
}

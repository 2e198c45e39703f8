/**
 * When something was written (a report, a tip, a comment, a moment): '今天 20:30' on the day
 * itself, else '06-15 20:30', and the calendar-day test it rests on, in China time as every
 * label. No dayjs, as time-labels.ts: the feeds that show these labels need none for one same-day
 * test. The date strips' labels (days, weekdays) are dates.ts's.
 */
import { chinaClockFace, formatClock, formatMatchTime } from './time-labels';

export const TODAY_LABEL = '今天';

/** Whether two instants fall on the same calendar day in China. */
export const isSameDay = (a: number, b: number): boolean => chinaClockFace(a).day === chinaClockFace(b).day;

export function isToday(ms: number, now: number = Date.now()): boolean {
  return isSameDay(ms, now);
}

/** '今天 20:30' for today, else '06-15 20:30'. */
export function formatPostTime(ms: number, now: number = Date.now()): string {
  return isToday(ms, now) ? `${TODAY_LABEL} ${formatClock(ms)}` : formatMatchTime(ms);
}

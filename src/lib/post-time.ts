/**
 * The calendar-day test of the labels that say 今天 (a post's time, platform/i18n/formats.ts's
 * formatPostTime, in the locale shown; a date strip's day), in China time as every label. No
 * dayjs, as time-labels.ts: the feeds that show these labels need none for one same-day test. The
 * date strips' labels (days, weekdays, today) are formats.ts's, in the locale shown.
 */
import { chinaClockFace } from './time-labels';

/** Whether two instants fall on the same calendar day in China. */
export const isSameDay = (a: number, b: number): boolean => chinaClockFace(a).day === chinaClockFace(b).day;

export function isToday(ms: number, now: number = Date.now()): boolean {
  return isSameDay(ms, now);
}

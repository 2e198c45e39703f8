/**
 * Calendar labels of the Chinese UI (dayjs): days and weekdays of the date strips. Times are
 * epoch milliseconds in the phone's local time zone. The one word, the weekday, is ours: dayjs's
 * zh-cn locale is not loaded, and no other user of dayjs on the page is affected by a global
 * `dayjs.locale()`. The first screen's numeric labels are in time-labels.ts, "today" and when
 * something was written in post-time.ts (no dayjs in either).
 */
import dayjs from 'dayjs';
import { isToday, TODAY_LABEL } from './post-time';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** Midnight (local) of the day of `ms`. */
export function startOfDay(ms: number): number {
  return dayjs(ms).startOf('day').valueOf();
}

/** Match date item (spec: shown MM月DD日): '06月15日'. */
export function formatDateLabel(ms: number): string {
  return dayjs(ms).format('MM月DD日');
}

/** Short weekday: '周六'. */
export function formatWeekday(ms: number): string {
  return WEEKDAYS[dayjs(ms).day()]!;
}

/** The weekday, or '今天' when `ms` is today (date strips). */
export function formatDayName(ms: number, now: number = Date.now()): string {
  return isToday(ms, now) ? TODAY_LABEL : formatWeekday(ms);
}

/**
 * A player's age in whole years on `at` (local time) from a birthday 'YYYY-MM-DD'; null when the
 * birthday is not such a date or gives no plausible age (below 0, 130 and over).
 */
export function ageOn(birthday: string, at: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const now = new Date(at);
  let age = now.getFullYear() - year;
  if (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day)) age -= 1;
  return age >= 0 && age < 130 ? age : null;
}

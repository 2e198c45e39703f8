/**
 * Calendar labels of the Chinese UI (dayjs): days and weekdays of the date strips, and ages — in
 * China time (china-time.ts), wherever the phone is. The one word, the weekday, is ours: dayjs's
 * zh-cn locale is not loaded, and no other user of dayjs on the page is affected by a global
 * `dayjs.locale()`. The first screen's numeric labels are in time-labels.ts, "today" and when
 * something was written in post-time.ts (no dayjs in either).
 */
import { chinaStartOfDay, chinaTime } from './china-time';
import { isToday, TODAY_LABEL } from './post-time';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** Midnight (China) of the day of `ms`. */
export const startOfDay = chinaStartOfDay;

/** Match date item (spec: shown MM月DD日): '06月15日'. */
export function formatDateLabel(ms: number): string {
  return chinaTime(ms).format('MM月DD日');
}

/** Short weekday: '周六'. */
export function formatWeekday(ms: number): string {
  return WEEKDAYS[chinaTime(ms).day()]!;
}

/** The weekday, or '今天' when `ms` is today (date strips). */
export function formatDayName(ms: number, now: number = Date.now()): string {
  return isToday(ms, now) ? TODAY_LABEL : formatWeekday(ms);
}

/**
 * A player's age in whole years on `at` (China's calendar) from a birthday 'YYYY-MM-DD'; null when
 * the birthday is not such a date or gives no plausible age (below 0, 130 and over).
 */
export function ageOn(birthday: string, at: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const now = chinaTime(at);
  const [nowMonth, nowDay] = [now.month() + 1, now.date()];
  let age = now.year() - year;
  if (nowMonth < month || (nowMonth === month && nowDay < day)) age -= 1;
  return age >= 0 && age < 130 ? age : null;
}

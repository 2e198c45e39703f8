/**
 * Calendar labels of the Chinese UI (dayjs): days and weekdays of the date strips — in China time
 * (china-time.ts), wherever the phone is. The one word, the weekday, is ours: dayjs's
 * zh-cn locale is not loaded, and no other user of dayjs on the page is affected by a global
 * `dayjs.locale()`. The first screen's numeric labels are in time-labels.ts, "today" and when
 * something was written in post-time.ts, ages in age.ts (no dayjs in these).
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

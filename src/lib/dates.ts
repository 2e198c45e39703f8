/**
 * Date labels of the Chinese UI. Times are epoch milliseconds shown in the phone's local time
 * zone. The formats are numeric and the one word, the weekday, is ours, so plain `Date` does it:
 * dayjs (2.8 KB gzip) was on the first screen for the live cards' kick-off time and the
 * last-seen note's clock alone (issue 27). `Date` reads the same local time zone dayjs did.
 */

export const TODAY_LABEL = '今天';
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Whether two instants fall on the same local calendar day. */
export function isSameDay(a: number, b: number): boolean {
  return startOfDay(a) === startOfDay(b);
}

export function isToday(ms: number, now: number = Date.now()): boolean {
  return isSameDay(ms, now);
}

/** Midnight (local) of the day of `ms`. */
export function startOfDay(ms: number): number {
  return new Date(ms).setHours(0, 0, 0, 0);
}

/** Match time (spec section 9: shown MM-DD HH:mm), the same on every day: '06-15 20:30'. */
export function formatMatchTime(ms: number): string {
  const date = new Date(ms);
  return `${pad2(date.getMonth() + 1)}-${pad2(date.getDate())} ${formatClock(ms)}`;
}

/** When something was written (comments, moments): '今天 20:30' for today (spec section 9), else '06-15 20:30'. */
export function formatPostTime(ms: number, now: number = Date.now()): string {
  return isToday(ms, now) ? `${TODAY_LABEL} ${formatClock(ms)}` : formatMatchTime(ms);
}

/** A time of day: '09:41'. */
export function formatClock(ms: number): string {
  const date = new Date(ms);
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** Match date item (spec: shown MM月DD日): '06月15日'. */
export function formatDateLabel(ms: number): string {
  const date = new Date(ms);
  return `${pad2(date.getMonth() + 1)}月${pad2(date.getDate())}日`;
}

/** Short weekday: '周六'. */
export function formatWeekday(ms: number): string {
  return WEEKDAYS[new Date(ms).getDay()]!;
}

/** The weekday, or '今天' when `ms` is today (date strips). */
export function formatDayName(ms: number, now: number = Date.now()): string {
  return isToday(ms, now) ? TODAY_LABEL : formatWeekday(ms);
}

const MS_PER_SECOND = 1000;
const SECONDS_PER_DAY = 86_400;

/**
 * A remaining duration: '02:15:09', or '3天 02:15:09' from one day on. Partial seconds round
 * up, so the display reaches '00:00:00' only when the time is really up.
 */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / MS_PER_SECOND));
  const days = Math.floor(totalSeconds / SECONDS_PER_DAY);
  const hours = Math.floor((totalSeconds % SECONDS_PER_DAY) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

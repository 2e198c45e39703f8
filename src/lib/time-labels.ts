/**
 * The fixed numeric time labels the first screen shows (a live card's kick-off, the last-seen
 * note's clock, a countdown), in China time (china-time.ts) wherever the phone is. Calendar
 * labels — days, weekdays, "today" — are dates.ts's and post-time.ts's.
 */
import { chinaTime } from './china-time';

export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** A time of day: '09:41'. */
export function formatClock(ms: number): string {
  const { hour, minute } = chinaTime(ms);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** Match time (shown MM-DD HH:mm), the same on every day: '06-15 20:30'. */
export function formatMatchTime(ms: number): string {
  return `${formatMatchDay(ms)} ${formatClock(ms)}`;
}

/** A match's day: 'MM-DD'. */
export function formatMatchDay(ms: number): string {
  const { month, day } = chinaTime(ms);
  return `${pad2(month)}-${pad2(day)}`;
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

/**
 * The fixed numeric time labels the first screen shows (a live card's kick-off, the last-seen
 * note's clock, a countdown), and the day a post was written on, in China time (as every label:
 * china-time.ts) wherever the phone is. The platform's time-zone data writes them (Intl), not
 * dayjs: dayjs and its utc plugin are 4 KB gzip, which the first screen and the feeds that show
 * post times (the ranking's reports, the tips) do not carry. Calendar labels — days, weekdays —
 * are written with dayjs's locales, in platform/i18n/date-formats.ts, off the first screen.
 */

const pad2 = (value: number): string => String(value).padStart(2, '0');

interface ClockFace {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** 'MM-DD'. */
  monthDay: string;
  /** 'HH:mm'. */
  clock: string;
}

let chinaFormat: Intl.DateTimeFormat | undefined;

/** China's calendar day and clock at `ms`, zero-padded. */
export function chinaClockFace(ms: number): ClockFace {
  // Made at the first label, not as the module is evaluated: the first screen's start-up needs none.
  chinaFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of chinaFormat.formatToParts(ms)) part[type] = value;
  const monthDay = `${part.month}-${part.day}`;
  return { day: `${part.year}-${monthDay}`, monthDay, clock: `${part.hour}:${part.minute}` };
}

/** A time of day: '09:41'. */
export function formatClock(ms: number): string {
  return chinaClockFace(ms).clock;
}

/** Match time (shown MM-DD HH:mm), the same on every day: '06-15 20:30'. */
export function formatMatchTime(ms: number): string {
  const { monthDay, clock } = chinaClockFace(ms);
  return `${monthDay} ${clock}`;
}

/** A match's day: 'MM-DD'. */
export function formatMatchDay(ms: number): string {
  return chinaClockFace(ms).monthDay;
}

const MS_PER_SECOND = 1000;
const SECONDS_PER_DAY = 86_400;

/**
 * A remaining duration: '02:15:09', or the days first from one day on (`dayMark(3)` + ' 02:15:09',
 * the caller's words: lib has none). Partial seconds round up, so the display reaches '00:00:00'
 * only when the time is really up.
 */
export function formatCountdown(remainingMs: number, dayMark: (days: number) => string): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / MS_PER_SECOND));
  const days = Math.floor(totalSeconds / SECONDS_PER_DAY);
  const hours = Math.floor((totalSeconds % SECONDS_PER_DAY) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
  return days > 0 ? `${dayMark(days)} ${clock}` : clock;
}

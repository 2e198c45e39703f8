/**
 * Dates, weekdays, kick-off times and relative times in a locale: the calendar through dayjs's
 * locales, read in China time as every date of the app (lib/china-time.ts). Apart from
 * formats.ts: dayjs, its utc plugin and the four locales are ~4 KB gzip, which the pages that show
 * only counts and clocks (the anchor home, the first screen) do not carry.
 */
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/en';
import type { LocaleName } from '../../contracts/props';
import { chinaTime } from '../../lib/china-time';
import { isToday } from '../../lib/post-time';
import { TODAY } from './formats';
import { plural } from './plural';

/** dayjs's name of each locale. */
const DAYJS_LOCALE: Record<LocaleName, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'zh-HK': 'zh-hk', en: 'en' };

const DATE_PATTERN: Record<LocaleName, string> = {
  'zh-CN': 'MM月DD日',
  'zh-TW': 'MM月DD日',
  'zh-HK': 'MM月DD日',
  en: 'D MMM',
};

const china = (locale: LocaleName, ms: number) => chinaTime(ms).locale(DAYJS_LOCALE[locale]);

/** A match's date: '06月15日', '15 Jun'. */
export const formatDate = (locale: LocaleName, ms: number): string => china(locale, ms).format(DATE_PATTERN[locale]);

/** The short weekday: '周六', '週六', 'Sat'. */
export const formatWeekday = (locale: LocaleName, ms: number): string => china(locale, ms).format('ddd');

/** A kick-off: the date and a 24-hour clock, '06月15日 20:30', '15 Jun 20:30'. */
export const formatKickOff = (locale: LocaleName, ms: number): string =>
  china(locale, ms).format(`${DATE_PATTERN[locale]} HH:mm`);

interface RelativeWords {
  justNow: string;
  minutes: (count: number) => string;
  hours: (count: number) => string;
  days: (count: number) => string;
}

const TRADITIONAL_RELATIVE: RelativeWords = {
  justNow: '剛剛',
  minutes: (count) => `${count}分鐘前`,
  hours: (count) => `${count}小時前`,
  days: (count) => `${count}天前`,
};

const RELATIVE: Record<LocaleName, RelativeWords> = {
  'zh-CN': {
    justNow: '刚刚',
    minutes: (count) => `${count}分钟前`,
    hours: (count) => `${count}小时前`,
    days: (count) => `${count}天前`,
  },
  'zh-TW': TRADITIONAL_RELATIVE,
  'zh-HK': TRADITIONAL_RELATIVE,
  en: {
    justNow: 'just now',
    minutes: (count) => `${count} min ago`,
    hours: (count) => plural('en', count, { one: '# hr ago', other: '# hrs ago' }),
    days: (count) => plural('en', count, { one: '# day ago', other: '# days ago' }),
  },
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Past a week a relative time means little: the date. */
const RELATIVE_DAYS = 7;

/** How long ago: '刚刚', '3分钟前', '3 min ago', '2 hrs ago'; past a week the date. */
export function formatRelative(locale: LocaleName, ms: number, now: number = Date.now()): string {
  const words = RELATIVE[locale];
  const elapsed = Math.max(0, now - ms);
  if (elapsed < MINUTE_MS) return words.justNow;
  if (elapsed < HOUR_MS) return words.minutes(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return words.hours(Math.floor(elapsed / HOUR_MS));
  if (elapsed < RELATIVE_DAYS * DAY_MS) return words.days(Math.floor(elapsed / DAY_MS));
  return formatDate(locale, ms);
}

/** The weekday, or today's word when `ms` is today (date strips): '周六', '今天', 'Today'. */
export const formatDayName = (locale: LocaleName, ms: number, now: number = Date.now()): string =>
  isToday(ms, now) ? TODAY[locale] : formatWeekday(locale, ms);

/**
 * Numbers, odds, money, counts and post times in a locale, through Intl: no date library, so the
 * first screen's pages (the anchor home's counts) can use them; the calendar (dates, weekdays,
 * kick-offs, relative times) is date-formats.ts's, with dayjs and its locales, off the first
 * screen. 24-hour clocks in every locale (a kick-off reads 20:30, never 8:30 PM).
 */
import type { LocaleName } from '../../contracts/props';
import { isToday } from '../../lib/post-time';
import { formatClock, formatMatchTime } from '../../lib/time-labels';

/**
 * The locale Intl counts in: Hong Kong readers count views and fans in 萬 and 億 as Taiwan's do
 * (CLDR's zh-HK compact form is 12.9K).
 */
const COUNT_LOCALE: Record<LocaleName, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', 'zh-HK': 'zh-TW', en: 'en' };

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** A number with the locale's grouping: '1,234,567.5'. */
export const formatNumber = (locale: LocaleName, value: number): string => numberFormat(locale, {}).format(value);

/** Odds, always two decimals: '1.96', '2.00'. */
export const formatOdds = (locale: LocaleName, odds: number): string =>
  numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(odds);

/** Money to the fen, with its currency's narrow sign: '¥1,888.5'. */
export const formatMoney = (locale: LocaleName, amount: number, currency = 'CNY'): string =>
  numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);

/**
 * A prize in 元 (a red envelope's, a lottery win's): the mainland's '188元', '18.8元', '0.05元'
 * as before (at most two decimals, to the fen); elsewhere the currency's sign, '¥188', not a Chinese 元.
 */
export const formatYuan = (locale: LocaleName, amount: number): string => {
  const fen = Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  return locale === 'zh-CN' ? `${fen / 100}元` : formatMoney(locale, fen / 100);
};

/** Watchers and fans, floored so never overstated: '1.2万', '1.2萬', '12.9K'. */
export const formatCount = (locale: LocaleName, count: number): string =>
  numberFormat(COUNT_LOCALE[locale], { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'floor' }).format(
    Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0,
  );

/** Today, before a clock time. */
export const TODAY: Record<LocaleName, string> = { 'zh-CN': '今天', 'zh-TW': '今天', 'zh-HK': '今天', en: 'Today' };

/** When something was written (a report, a tip, a comment): '今天 20:30', 'Today 20:30' on the day, else '06-15 20:30'. */
export const formatPostTime = (locale: LocaleName, ms: number, now: number = Date.now()): string =>
  isToday(ms, now) ? `${TODAY[locale]} ${formatClock(ms)}` : formatMatchTime(ms);

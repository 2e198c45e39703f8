import {
  formatDayName,
  formatDate,
  formatKickOff,
  formatRelative,
  formatWeekday,
} from '../../../../src/platform/i18n/date-formats';
import {
  formatCount,
  formatPostTime,
  formatMoney,
  formatNumber,
  formatOdds,
} from '../../../../src/platform/i18n/formats';
import type { LocaleName } from '../../../../src/contracts/props';

// Saturday 15 June 2024, 20:30 in China (12:30 UTC): every date reads China's calendar.
const KICK_OFF = Date.UTC(2024, 5, 15, 12, 30);
const MINUTE = 60_000;

const TRADITIONAL = {
  number: '1,234,567.5',
  odds: '1.90',
  money: '¥1,888.5',
  count: '1.2萬',
  bigCount: '3.4億',
  date: '06月15日',
  weekday: '週六',
  kickOff: '06月15日 20:30',
  justNow: '剛剛',
  minutes: '3分鐘前',
  hour: '1小時前',
  days: '2天前',
};

describe.each<[LocaleName, Record<string, string>]>([
  [
    'zh-CN',
    {
      number: '1,234,567.5',
      odds: '1.90',
      money: '¥1,888.5',
      count: '1.2万',
      bigCount: '3.4亿',
      date: '06月15日',
      weekday: '周六',
      kickOff: '06月15日 20:30',
      justNow: '刚刚',
      minutes: '3分钟前',
      hour: '1小时前',
      days: '2天前',
    },
  ],
  ['zh-TW', TRADITIONAL],
  // Hong Kong counts in 萬 as Taiwan does, and shares its calendar words.
  ['zh-HK', TRADITIONAL],
  [
    'en',
    {
      number: '1,234,567.5',
      odds: '1.90',
      money: '¥1,888.5',
      count: '12.9K',
      bigCount: '345.6M',
      date: '15 Jun',
      weekday: 'Sat',
      kickOff: '15 Jun 20:30',
      justNow: 'just now',
      minutes: '3 min ago',
      hour: '1 hr ago',
      days: '2 days ago',
    },
  ],
])('formats in %s', (locale, expected) => {
  it('numbers, odds and money through Intl', () => {
    expect(formatNumber(locale, 1234567.5)).toBe(expected.number);
    expect(formatOdds(locale, 1.9)).toBe(expected.odds);
    expect(formatMoney(locale, 1888.5)).toBe(expected.money);
  });

  it('counts floored, never overstated', () => {
    expect(formatCount(locale, 12_990)).toBe(expected.count);
    expect(formatCount(locale, 345_678_901)).toBe(expected.bigCount);
    expect(formatCount(locale, -5)).toBe('0');
  });

  it("dates and kick-offs in China's calendar, on a 24-hour clock", () => {
    expect(formatDate(locale, KICK_OFF)).toBe(expected.date);
    expect(formatWeekday(locale, KICK_OFF)).toBe(expected.weekday);
    expect(formatKickOff(locale, KICK_OFF)).toBe(expected.kickOff);
  });

  it('relative times, the date past a week', () => {
    expect(formatRelative(locale, KICK_OFF, KICK_OFF + 20_000)).toBe(expected.justNow);
    expect(formatRelative(locale, KICK_OFF, KICK_OFF + 3 * MINUTE + 5_000)).toBe(expected.minutes);
    expect(formatRelative(locale, KICK_OFF, KICK_OFF + 61 * MINUTE)).toBe(expected.hour);
    expect(formatRelative(locale, KICK_OFF, KICK_OFF + 49 * 60 * MINUTE)).toBe(expected.days);
    expect(formatRelative(locale, KICK_OFF, KICK_OFF + 8 * 24 * 60 * MINUTE)).toBe(expected.date);
  });
});

it('English plurals: one hour, two hours, one day', () => {
  const start = Date.UTC(2024, 0, 1);
  expect(formatRelative('en', start, start + 2 * 60 * MINUTE)).toBe('2 hrs ago');
  expect(formatRelative('en', start, start + 24 * 60 * MINUTE)).toBe('1 day ago');
});

it("a date strip's day: today's word, else the weekday", () => {
  const day = Date.UTC(2025, 5, 15, 4, 0); // a Sunday, noon in China
  expect(formatDayName('en', day, day)).toBe('Today');
  expect(formatDayName('zh-TW', day, day)).toBe('今天');
  expect(formatDayName('en', day, day + 24 * 60 * MINUTE)).toBe('Sun');
  expect(formatDayName('zh-HK', day, day + 24 * 60 * MINUTE)).toBe('週日');
});

it("a post's time: today's clock in the locale's words, another day's date and clock", () => {
  const written = Date.UTC(2025, 5, 15, 12, 30); // 20:30 in China
  const sameDay = written + 60 * MINUTE;
  expect(formatPostTime('zh-CN', written, sameDay)).toBe('今天 20:30');
  expect(formatPostTime('zh-TW', written, sameDay)).toBe('今天 20:30');
  expect(formatPostTime('en', written, sameDay)).toBe('Today 20:30');
  expect(formatPostTime('en', written, written + 24 * 60 * MINUTE)).toBe('06-15 20:30');
});

import { ageOn } from '@src/lib/age';
import { chinaStartOfDay as startOfDay } from '@src/lib/china-time';
import { isSameDay, isToday } from '@src/lib/post-time';
import {
  formatDate,
  formatDayName as formatDayNameIn,
  formatWeekday as formatWeekdayIn,
} from '@src/platform/i18n/date-formats';
import { formatPostTime as formatPostTimeIn } from '@src/platform/i18n/formats';
import { formatCountdown as formatCountdownIn, formatMatchTime } from '@src/lib/time-labels';
import { inChina } from '@tests/support/china-clock';
import type { ZoneLabels } from '@tests/support/labels-in-zone';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const LABELS_IN_ZONE = path.join(__dirname, '../../support/labels-in-zone.ts');

// Instants in China's calendar (the app's clock face): the tests read the same in any time zone.
const SATURDAY_NOON = inChina(2024, 6, 15, 12, 0); // 2024-06-15, a Saturday
const formatPostTime = (ms: number, now?: number) => formatPostTimeIn('zh-CN', ms, now);
const formatDateLabel = (ms: number) => formatDate('zh-CN', ms);
const formatWeekday = (ms: number) => formatWeekdayIn('zh-CN', ms);
const formatDayName = (ms: number, now?: number) => formatDayNameIn('zh-CN', ms, now);
const at = (month: number, day: number, hour = 0, minute = 0) => inChina(2024, month, day, hour, minute);

describe('dates (China time)', () => {
  it('shows match times as MM-DD HH:mm on every day, today included', () => {
    jest.useFakeTimers({ now: SATURDAY_NOON });
    try {
      expect(formatMatchTime(at(6, 15, 20, 30))).toBe('06-15 20:30');
      expect(formatMatchTime(at(6, 16, 3, 0))).toBe('06-16 03:00');
      expect(formatMatchTime(at(6, 14, 23, 59))).toBe('06-14 23:59');
      expect(formatMatchTime(inChina(2023, 12, 31, 9, 7))).toBe('12-31 09:07');
    } finally {
      jest.useRealTimers();
    }
  });

  it('labels a comment or moment written today as 今天 HH:mm, other days as MM-DD HH:mm', () => {
    expect(formatPostTime(at(6, 15, 20, 30), SATURDAY_NOON)).toBe('今天 20:30');
    expect(formatPostTime(at(6, 15, 0, 5), SATURDAY_NOON)).toBe('今天 00:05');
    expect(formatPostTime(at(6, 14, 23, 59), SATURDAY_NOON)).toBe('06-14 23:59');
  });

  it('uses the device clock when no time is given', () => {
    jest.useFakeTimers({ now: SATURDAY_NOON });
    try {
      expect(formatPostTime(at(6, 15, 21, 0))).toBe('今天 21:00');
      expect(isToday(at(6, 15, 23, 59))).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('formats match dates as MM月DD日', () => {
    expect(formatDateLabel(at(6, 15))).toBe('06月15日');
    expect(formatDateLabel(at(1, 3, 22))).toBe('01月03日');
  });

  it('names weekdays in Chinese, and today as 今天', () => {
    expect(formatWeekday(SATURDAY_NOON)).toBe('周六');
    expect(formatWeekday(at(6, 16))).toBe('周日');
    expect(formatWeekday(at(6, 17))).toBe('周一');
    expect(formatDayName(at(6, 15, 8), SATURDAY_NOON)).toBe('今天');
    expect(formatDayName(at(6, 16), SATURDAY_NOON)).toBe('周日');
  });

  it('compares calendar days', () => {
    expect(isToday(at(6, 15, 0, 0), SATURDAY_NOON)).toBe(true);
    expect(isToday(at(6, 14, 23, 59), SATURDAY_NOON)).toBe(false);
    expect(isSameDay(at(6, 15, 1), at(6, 15, 23))).toBe(true);
    // The same day of another month, or of the same month another year, is another day.
    expect(isSameDay(at(6, 15, 1), at(7, 15, 1))).toBe(false);
    expect(isSameDay(at(6, 15, 1), inChina(2023, 6, 15, 1))).toBe(false);
    expect(isSameDay(at(6, 15, 1), at(6, 16, 1))).toBe(false);
    expect(startOfDay(at(6, 15, 18, 45))).toBe(at(6, 15));
  });

  it('formats countdowns as HH:mm:ss, with days from one day on', () => {
    const formatCountdown = (ms: number) => formatCountdownIn(ms, (days) => `${days}天`);
    const seconds = (h: number, m: number, s: number) => ((h * 60 + m) * 60 + s) * 1000;
    expect(formatCountdown(seconds(2, 15, 9))).toBe('02:15:09');
    expect(formatCountdown(seconds(2, 15, 8) + 1)).toBe('02:15:09'); // partial seconds round up
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(seconds(24, 0, 0))).toBe('1天 00:00:00');
    expect(formatCountdown(seconds(3 * 24 + 4, 5, 6))).toBe('3天 04:05:06');
  });
});

describe('one clock face in every time zone', () => {
  /** The labels of [instant, now] pairs as a process in `zone` writes them (labels-in-zone.ts). */
  const labelsIn = (zone: string, pairs: readonly (readonly [number, number])[]): ZoneLabels[] =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', LABELS_IN_ZONE, ...pairs.flat().map(String)], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      }),
    ) as ZoneLabels[];

  // A phone in New York, a portal's server in UTC, a phone in Shanghai: the same instant, the same text.
  it.each(['America/New_York', 'UTC', 'Asia/Shanghai', 'Pacific/Kiritimati'])('%s reads China time', (zone) => {
    const lateEvening = inChina(2024, 6, 15, 23, 30);
    const [sameDay, nextDay] = labelsIn(zone, [
      [lateEvening, inChina(2024, 6, 15, 0, 10)],
      [lateEvening, inChina(2024, 6, 16, 0, 10)],
    ]);
    expect(sameDay).toEqual({
      zone,
      matchTime: '06-15 23:30',
      postTime: '今天 23:30',
      dateLabel: '06月15日',
      dayName: '今天',
      startOfDay: inChina(2024, 6, 15),
      age: 23,
    });
    expect(nextDay).toMatchObject({ postTime: '06-15 23:30', dayName: '周六' });
  });

  // Where the device's clocks change, a reading of China time made through the device's zone is an
  // hour off (dayjs's utcOffset(480)): New York skips 02:00–03:00 on 2024-03-10, Santiago goes
  // back from 00:00 to 23:00 on 2024-04-07.
  it('America/New_York reads China time on the night its clocks go forward', () => {
    const [night, afternoon] = labelsIn('America/New_York', [
      [inChina(2024, 3, 10, 2, 30), inChina(2024, 3, 10, 9)],
      [inChina(2024, 3, 10, 15), inChina(2024, 3, 10, 9)],
    ]);
    expect(night).toMatchObject({ matchTime: '03-10 02:30', postTime: '今天 02:30', dateLabel: '03月10日' });
    expect(afternoon).toMatchObject({ matchTime: '03-10 15:00', startOfDay: inChina(2024, 3, 10) });
  });

  it('America/Santiago reads China time on the night its clocks go back', () => {
    const [sundayEarly] = labelsIn('America/Santiago', [[inChina(2024, 4, 7, 0, 30), inChina(2024, 4, 7, 9)]]);
    expect(sundayEarly).toMatchObject({
      matchTime: '04-07 00:30',
      dateLabel: '04月07日',
      dayName: '今天',
      startOfDay: inChina(2024, 4, 7),
    });
  });
});

describe("a player's age", () => {
  const on = (year: number, month: number, day: number) => inChina(year, month, day, 12);

  it('counts whole years: a year more on the birthday itself, not the day before', () => {
    expect(ageOn('2002-05-16', on(2026, 11, 22))).toBe(24);
    expect(ageOn('2002-11-23', on(2026, 11, 22))).toBe(23);
    expect(ageOn('2002-11-22', on(2026, 11, 22))).toBe(24);
    // A later month of the year, and the birthday's month but an earlier day.
    expect(ageOn('2002-12-01', on(2026, 11, 30))).toBe(23);
    expect(ageOn('2002-11-30', on(2026, 11, 1))).toBe(23);
    // January, read as month 1 (JavaScript's months count from 0).
    expect(ageOn('2002-01-31', on(2026, 1, 31))).toBe(24);
    expect(ageOn('2002-02-01', on(2026, 1, 31))).toBe(23);
    // An earlier month of the year, whatever its day: the birthday has passed.
    expect(ageOn('2002-05-30', on(2026, 11, 22))).toBe(24);
  });

  it('is nothing for what is not a YYYY-MM-DD date, or no plausible age', () => {
    expect(ageOn('not a date', on(2026, 11, 22))).toBeNull();
    expect(ageOn('x2002-05-16', on(2026, 11, 22))).toBeNull();
    expect(ageOn('2002-05-16T00:00', on(2026, 11, 22))).toBeNull();
    expect(ageOn('2030-01-01', on(2026, 11, 22))).toBeNull();
    expect(ageOn('1890-01-01', on(2026, 11, 22))).toBeNull();
    expect(ageOn('1897-01-01', on(2026, 11, 22))).toBe(129);
    expect(ageOn('1896-01-01', on(2026, 11, 22))).toBeNull();
    expect(ageOn('2026-01-01', on(2026, 11, 22))).toBe(0);
  });
});

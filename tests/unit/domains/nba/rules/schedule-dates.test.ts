/** Basketball dates only after 2023-10-06 (for the seasons that run past it); the schedule keyed by the backend's (UTC+8) day. */
import type * as ScheduleDatesModule from '@src/domains/nba/rules/schedule-dates';
import { formatDate } from '@src/platform/i18n/date-formats';
import { freshModule } from '@tests/support/fresh-module';

/** The module loaded for each test, so what it makes as it loads counts as reached by the test (freshModule). */
let dates: typeof ScheduleDatesModule;
beforeEach(() => {
  dates = freshModule(() => jest.requireActual('@src/domains/nba/rules/schedule-dates') as typeof ScheduleDatesModule);
});

/** The start of a UTC+8 day, as the backend sends a match date item. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

describe('the date strip’s days', () => {
  it('reads a match date item as its UTC+8 day', () => {
    expect(dates.dayKeyOf(dayStart('2024-06-07'))).toBe('2024-06-07');
    // 23:30 UTC is already the next day in China.
    expect(dates.dayKeyOf(Date.UTC(2024, 5, 6, 23, 30))).toBe('2024-06-07');
    expect(dates.dayKeyOf(Date.UTC(2024, 5, 6, 15, 59))).toBe('2024-06-06');
  });

  it('keeps only days after 2023-10-06, each once, in order', () => {
    expect(dates.BASKETBALL_DATES_AFTER).toBe('2023-10-06');
    const items = ['2023-10-07', '2022-10-19', '2023-10-06', '2023-10-25', '2023-10-07', '2021-10-20'].map((day) => ({
      matchDate: dayStart(day),
    }));
    expect(dates.stripDays(items).map((day) => day.key)).toEqual(['2023-10-07', '2023-10-25']);
    // The request sends back the item as received.
    expect(dates.stripDays(items)[0]!.matchDate).toBe(dayStart('2023-10-07'));
  });

  it('puts the days in order whatever order the items come in', () => {
    const items = ['2024-01-03', '2023-12-25', '2024-01-01', '2023-11-30'].map((day) => ({ matchDate: dayStart(day) }));
    expect(dates.stripDays(items).map((day) => day.key)).toEqual([
      '2023-11-30',
      '2023-12-25',
      '2024-01-01',
      '2024-01-03',
    ]);
  });

  it('keeps the bound’s own day for a season that ends on it (it does not run past it)', () => {
    const items = ['2023-10-06', '2023-10-05'].map((day) => ({ matchDate: dayStart(day) }));
    expect(dates.stripDays(items).map((day) => day.key)).toEqual(['2023-10-05', '2023-10-06']);
  });

  it('keeps every day of a season wholly before the bound (21-22, 22-23): the listed seasons are not empty', () => {
    const season2122 = Array.from({ length: 174 }, (_, index) => ({
      matchDate: dayStart('2021-10-20') + index * 86_400_000,
    }));
    const season2223 = Array.from({ length: 174 }, (_, index) => ({
      matchDate: dayStart('2022-10-19') + index * 86_400_000,
    }));
    expect(dates.stripDays(season2122)).toHaveLength(174);
    expect(
      dates
        .stripDays(season2223)
        .map((day) => day.key)
        .slice(0, 2),
    ).toEqual(['2022-10-19', '2022-10-20']);
  });

  it('labels each day as its calendar day wherever the phone is', () => {
    expect(formatDate('zh-CN', dates.noonOf('2024-06-07'))).toBe('06月07日');
    expect(formatDate('zh-CN', dates.noonOf('2023-12-31'))).toBe('12月31日');
  });
});

describe('the day a schedule opens on', () => {
  const days = ['2026-11-20', '2026-11-22', '2026-11-25'].map((key) => ({ key, matchDate: dayStart(key) }));

  it('is today when today has games', () => {
    expect(dates.defaultDay(days, Date.parse('2026-11-22T20:00:00+08:00'))).toBe('2026-11-22');
  });

  it('is the next day with games otherwise, else the last day', () => {
    expect(dates.defaultDay(days, Date.parse('2026-11-23T09:00:00+08:00'))).toBe('2026-11-25');
    expect(dates.defaultDay(days, Date.parse('2027-01-01T09:00:00+08:00'))).toBe('2026-11-25');
    expect(dates.defaultDay(days, Date.parse('2026-01-01T09:00:00+08:00'))).toBe('2026-11-20');
  });

  it('is none without days', () => {
    expect(dates.defaultDay([], Date.now())).toBeNull();
  });
});

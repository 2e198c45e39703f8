/** Date rules (rules/date-filters.ts) and the date labels. */
import { formatDate } from '@src/platform/i18n/date-formats';
import { formatMatchTime } from '@src/lib/time-labels';
import { defaultMatchDate, LEAGUE_DATES_FROM, visibleMatchDays } from '@src/domains/football/rules/date-filters';
import { matchDay } from '../support/fixtures';
import { inChina } from '@tests/support/china-clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A day start as the service counts days (midnight UTC+8). */
const chinaDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - 8 * HOUR;

describe('five-league dates only after 2024-08-01', () => {
  const days = [chinaDay(2024, 7, 31), chinaDay(2024, 8, 1), chinaDay(2024, 8, 2), chinaDay(2024, 8, 17)].map((date) =>
    matchDay(date),
  );

  it('drops 2024-08-01 and before for the five leagues', () => {
    expect(LEAGUE_DATES_FROM).toBe(chinaDay(2024, 8, 2));
    expect(visibleMatchDays(12387, days).map((day) => day.matchDate)).toEqual([
      chinaDay(2024, 8, 2),
      chinaDay(2024, 8, 17),
    ]);
    expect(visibleMatchDays(12403, days)).toHaveLength(2);
  });

  it('keeps every date of the cups and tournaments', () => {
    expect(visibleMatchDays(11582, days)).toHaveLength(4);
    expect(visibleMatchDays(11334, days)).toHaveLength(4);
  });
});

describe('the day a strip opens on', () => {
  const dates = [chinaDay(2026, 11, 20), chinaDay(2026, 11, 22), chinaDay(2026, 11, 25)];

  it('is the day of now when it has matches', () => {
    expect(defaultMatchDate(dates, chinaDay(2026, 11, 22) + 18 * HOUR)).toBe(chinaDay(2026, 11, 22));
  });

  it('else the next day with matches, else the last', () => {
    expect(defaultMatchDate(dates, chinaDay(2026, 11, 23) + HOUR)).toBe(chinaDay(2026, 11, 25));
    expect(defaultMatchDate(dates, chinaDay(2027, 1, 1))).toBe(chinaDay(2026, 11, 25));
    expect(defaultMatchDate([], Date.now())).toBeNull();
  });

  it('works whatever order the dates come in', () => {
    const shuffled = [dates[1]!, dates[2]!, dates[0]!];
    expect(defaultMatchDate([...dates].reverse(), chinaDay(2026, 11, 20) + DAY / 2)).toBe(chinaDay(2026, 11, 20));
    expect(defaultMatchDate(shuffled, chinaDay(2026, 11, 21) + HOUR)).toBe(chinaDay(2026, 11, 22));
    expect(defaultMatchDate([...dates].reverse(), chinaDay(2026, 11, 21) + HOUR)).toBe(chinaDay(2026, 11, 22));
    expect(defaultMatchDate(shuffled, chinaDay(2027, 1, 1))).toBe(chinaDay(2026, 11, 25));
  });

  it('a day is over at the next midnight: then the next day with matches', () => {
    expect(defaultMatchDate(dates, chinaDay(2026, 11, 21) - 1)).toBe(chinaDay(2026, 11, 20));
    expect(defaultMatchDate(dates, chinaDay(2026, 11, 21))).toBe(chinaDay(2026, 11, 22));
    // The start of a day with matches is that day's.
    expect(defaultMatchDate(dates, chinaDay(2026, 11, 22))).toBe(chinaDay(2026, 11, 22));
  });
});

it('date items read MM月DD日, match times MM-DD HH:mm', () => {
  const at = inChina(2026, 11, 22, 19, 45);
  expect(formatDate('zh-CN', at)).toBe('11月22日');
  expect(formatMatchTime(at)).toBe('11-22 19:45');
});

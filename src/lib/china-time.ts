/**
 * The app's clock face: China Standard Time (UTC+8, no daylight saving). The backend counts its
 * days in it (match dates, business weeks, the gold limit's 0 点), and every date and time the app
 * shows is read in it — wherever the phone is, and on a portal's server that evaluates our modules
 * in its own zone: one instant, one text. Plain arithmetic on the fixed offset: no time-zone
 * database, no Intl.
 */
export const CHINA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ChinaTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

/** The calendar and clock of an instant in China. */
export function chinaTime(ms: number): ChinaTime {
  const shifted = new Date(ms + CHINA_UTC_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The China day of an instant: 'YYYY-MM-DD'. */
export const chinaDayKey = (ms: number): string => new Date(ms + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in China of the day of `ms`. */
export const chinaStartOfDay = (ms: number): number => ms - ((((ms + CHINA_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);

/** Noon in China of a day 'YYYY-MM-DD': an instant the labels read as that day. */
export const chinaNoonOf = (dayKey: string): number => Date.parse(`${dayKey}T12:00:00+08:00`);

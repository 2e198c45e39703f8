/**
 * Time helpers. The app shows dates in UTC+8, so "a day" of the world (a round of matches,
 * a match date item) runs from 00:00 to 24:00 UTC+8.
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The display time zone of the product: China Standard Time. */
export const DISPLAY_UTC_OFFSET = 8 * HOUR;

/** The UTC timestamp of 00:00 UTC+8 of the day that contains `time`. */
export function localDayStart(time: number): number {
  return Math.floor((time + DISPLAY_UTC_OFFSET) / DAY) * DAY - DISPLAY_UTC_OFFSET;
}

/** A UTC timestamp for a wall-clock time in UTC+8 (month is 1-based). */
export function localTime(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) - DISPLAY_UTC_OFFSET;
}

/** `YYYY-MM-DD` in UTC+8. */
export function localDateText(time: number): string {
  return new Date(time + DISPLAY_UTC_OFFSET).toISOString().slice(0, 10);
}

/** The year (UTC+8) of a timestamp. */
export function localYear(time: number): number {
  return new Date(time + DISPLAY_UTC_OFFSET).getUTCFullYear();
}

export interface Clock {
  now(): number;
}

export function realClock(): Clock {
  return { now: () => Date.now() };
}

/** A clock that stands still (tests move the world with `MatchSimulator.advanceTo`). */
export function fixedClock(time: number): Clock {
  return { now: () => time };
}

/** World time runs `speed` times faster than real time from `startAt` on (e.g. a 90-minute match in 90 s at speed 60). */
export function acceleratedClock(options: { startAt: number; speed: number; realNow?: () => number }): Clock {
  const realNow = options.realNow ?? (() => Date.now());
  const realStart = realNow();
  return { now: () => options.startAt + (realNow() - realStart) * options.speed };
}

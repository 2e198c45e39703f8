import { CHINA_UTC_OFFSET_MINUTES } from '../../src/lib/china-time';

/**
 * An instant given by China's calendar and clock (month 1–12), the app's clock face
 * (src/lib/china-time.ts): what a test writes reads the same on a machine in any time zone.
 */
export const inChina = (year: number, month: number, day: number, hour = 0, minute = 0): number =>
  Date.UTC(year, month - 1, day, hour, minute - CHINA_UTC_OFFSET_MINUTES);

/**
 * The app's calendar: China Standard Time (UTC+8, no daylight saving). The backend counts its
 * days in it (match dates, business weeks, the gold limit's 0 点), and every date the app shows is
 * read in it — wherever the phone is, and on a portal's server that evaluates our modules in its
 * own zone: one instant, one text. dayjs (with its utc plugin) does the calendar; the first
 * screen's numeric labels, which carry no date library, are time-labels.ts's.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** China's offset from UTC, in minutes. */
export const CHINA_UTC_OFFSET_MINUTES = 480;

/**
 * China's calendar and clock at `ms`, to read (`.day()`) and format: a UTC dayjs moved
 * on by the offset. Not `utcOffset(480)`: dayjs moves that through the device's own zone, and
 * around its daylight-saving change (New York's second Sunday of March) it reads an hour off. Its
 * `valueOf()` is not `ms`: `toInstant` turns a China reading back into one.
 */
export const chinaTime = (ms: number): Dayjs => dayjs.utc(ms).add(CHINA_UTC_OFFSET_MINUTES, 'minute');

/** The instant of a reading of China's calendar (`chinaTime`'s, moved or not). */
const toInstant = (china: Dayjs): number => china.subtract(CHINA_UTC_OFFSET_MINUTES, 'minute').valueOf();

/** Midnight in China of the day of `ms`. */
export const chinaStartOfDay = (ms: number): number => toInstant(chinaTime(ms).startOf('day'));

/**
 * A player's age, on China's calendar as every date the app shows (time-labels.ts's clock face):
 * the player pages carry no date library for it.
 */
import { chinaClockFace } from './time-labels';

/**
 * A player's age in whole years on `at` from a birthday 'YYYY-MM-DD'; null when the birthday is
 * not such a date or gives no plausible age (below 0, 130 and over).
 */
export function ageOn(birthday: string, at: number): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const today = chinaClockFace(at).day;
  // 'MM-DD' strings compare as the days of a year do.
  const age = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4)) - (today.slice(5) < birthday.slice(5) ? 1 : 0);
  return age >= 0 && age < 130 ? age : null;
}

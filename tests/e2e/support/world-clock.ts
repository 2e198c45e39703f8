/**
 * When the end-to-end stacks' world is, and which world. By default the present and the world's
 * own seed; `E2E_WORLD_AT` moves a run to another hour of the simulated world (the server's clock,
 * hence its world, and the phones' clocks move together: a phone and its service agree on the
 * time), `E2E_WORLD_SEED` draws another world. So a journey that passes only at some hours is
 * found by running the phase at others (docs/testing.md), not by waiting for them.
 *
 * - `E2E_WORLD_AT=HH:MM`: each stack starts at the next HH:MM of China's time (UTC+8), up to a
 *   day ahead;
 * - `E2E_WORLD_AT=YYYY-MM-DD HH:MM` (China's time): each stack starts at that moment.
 *
 * Only ahead of the real clock: the browser's cookie jar keeps real time, and a cookie the page
 * sets to last until the end of its day must not be born expired.
 */
import { DAY, localDayStart, localTime, MINUTE } from '../../../shell-demo/server/world/clock';
import { DEFAULT_WORLD_SEED } from '../../../shell-demo/server/world/create-world';

export const WORLD_AT_VARIABLE = 'E2E_WORLD_AT';
export const WORLD_SEED_VARIABLE = 'E2E_WORLD_SEED';

/** The moment `setting` names (China's time), the next HH:MM after `realNow` for a time of day. */
export function worldMomentOf(setting: string, realNow: number): number {
  const timeOfDay = /^(\d{1,2}):(\d{2})$/.exec(setting.trim());
  if (timeOfDay) {
    const [hours, minutes] = [Number(timeOfDay[1]), Number(timeOfDay[2])];
    if (hours > 23 || minutes > 59) throw new Error(`${WORLD_AT_VARIABLE}=${setting}: not a time of day`);
    const today = localDayStart(realNow) + (hours * 60 + minutes) * MINUTE;
    return today > realNow ? today : today + DAY;
  }
  const moment = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/.exec(setting.trim());
  if (!moment) throw new Error(`${WORLD_AT_VARIABLE}=${setting}: expected HH:MM or YYYY-MM-DD HH:MM (China's time)`);
  const [year, month, day, hours, minutes] = moment.slice(1).map(Number) as [number, number, number, number, number];
  const at = localTime(year, month, day, hours, minutes);
  if (at <= realNow) throw new Error(`${WORLD_AT_VARIABLE}=${setting}: in the past (only later moments can be set)`);
  return at;
}

/** How far the stack's clocks run ahead of the real one (0 without `E2E_WORLD_AT`). */
export function worldShiftMs(realNow = Date.now(), setting = process.env[WORLD_AT_VARIABLE]): number {
  return setting ? worldMomentOf(setting, realNow) - realNow : 0;
}

/** The world's seed: `E2E_WORLD_SEED`, else the world's own. */
export function worldSeed(setting = process.env[WORLD_SEED_VARIABLE]): number {
  if (!setting) return DEFAULT_WORLD_SEED;
  const seed = Number(setting);
  if (!Number.isSafeInteger(seed)) throw new Error(`${WORLD_SEED_VARIABLE}=${setting}: not an integer`);
  return seed;
}

/**
 * A page's clock `shiftMs` ahead of the machine's, as a phone set to the world's time: `Date` only
 * (timers and `performance` keep their pace). Runs in every frame before the page's scripts.
 */
export function shiftedDateScript(shiftMs: number): void {
  const RealDate = Date;
  const now = () => RealDate.now() + shiftMs;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as Date;
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  Object.defineProperty(RealDate.prototype, 'constructor', { value: ShiftedDate, writable: true, configurable: true });
  (globalThis as unknown as { Date: unknown }).Date = ShiftedDate;
}

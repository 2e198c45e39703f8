/**
 * A pop banner shows at most once a day: once shown it is marked until the end of the local day
 * (a cookie per banner row, as the customer-service bubble's dismissal).
 */
import { endOfLocalDay, readCookie, writeCookie } from '../../platform/storage/cookies';

const cookieOf = (rowId: number) => `si_pop_${rowId}`;

export const popShownToday = (rowId: number): boolean => readCookie(cookieOf(rowId)) === '1';

export function markPopShown(rowId: number, now: number = Date.now()): void {
  writeCookie(cookieOf(rowId), '1', endOfLocalDay(now));
}

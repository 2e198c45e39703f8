/**
 * Links into the ranking domain's routes (patterns: ranking-routes.ts) and what their parameters
 * mean. A bettor's page may name the ranking period it was opened from (`?start=&end=`): its
 * summary and profit curve cover that period.
 */
import { parseIdParam, pathOf } from '../../platform/domain/domain-links';
import { rankingRoutes } from './ranking-routes';

export interface PeriodRange {
  startDate: number;
  endDate: number;
}

export const rankingPaths = {
  home: () => rankingRoutes.home,
  user: (userId: number, period?: PeriodRange) => {
    const path = pathOf(rankingRoutes.user, { id: userId });
    return period ? `${path}?start=${period.startDate}&end=${period.endDate}` : path;
  },
} as const;

/** A route's `:id` as a bettor id: a positive integer, or null for anything else. */
export const parseBettorIdParam = (value: string | undefined): number | null => parseIdParam(value);

/** `?start=&end=` as a period, or null when absent or not a period. */
export function parsePeriodQuery(search: URLSearchParams): PeriodRange | null {
  const start = search.get('start');
  const end = search.get('end');
  if (!start || !end || !/^\d{1,15}$/.test(start) || !/^\d{1,15}$/.test(end)) return null;
  const period = { startDate: Number(start), endDate: Number(end) };
  return period.endDate > period.startDate ? period : null;
}

/**
 * One page of a list, with the list metadata the app's person and message lists use (experts,
 * tips, comments, moments, orders): the one pager of the world's queries and of the routes.
 */

export interface Page<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  isLastPage: boolean;
}

/** Page `page` (1-based) of `size` items; both are floored, and at least 1. */
export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pageNum = Math.max(1, Math.floor(page));
  const pageSize = Math.max(1, Math.floor(size));
  const start = (pageNum - 1) * pageSize;
  return {
    list: items.slice(start, start + pageSize),
    pageNum,
    pageSize,
    total: items.length,
    isLastPage: start + pageSize >= items.length,
  };
}

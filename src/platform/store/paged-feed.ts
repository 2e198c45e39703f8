/**
 * A paged feed (issue 14 §2, taken from the anchors' moments): page 1 replaces the list, later
 * pages append without repeating an item that moved between pages (by id), the server's
 * last-page flag (or an empty page) ends it, and pull-to-refresh loads page 1 again while the
 * list stays on screen. A feed has a query (a sort order, a filter): another query starts from
 * an empty list of its own, and an answer to an older request of the feed is dropped.
 */
import type { LoadStatus } from '../../lib/load-status';
import type { StoreScope } from './store-scope';

export interface PagedFeed<Item, Query> {
  /** Of the first page; later pages report through `loadingMore` and `moreFailed`. */
  status: LoadStatus;
  list: Item[];
  /** The last page loaded (0 before the first). */
  page: number;
  isLastPage: boolean;
  query: Query;
  /** Page 1 again, with the list kept on screen (pull-to-refresh, a periodic refresh). */
  refreshing: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
}

export function emptyFeed<Item, Query>(query: Query): PagedFeed<Item, Query> {
  return {
    status: 'idle',
    list: [],
    page: 0,
    isLastPage: false,
    query,
    refreshing: false,
    loadingMore: false,
    moreFailed: false,
  };
}

export interface FeedPage<Item> {
  list: Item[];
  /** The server's last-page flag. */
  isLastPage: boolean;
}

export interface PagedFeedOptions<Item, Query> {
  scope: StoreScope;
  slot: { get(): PagedFeed<Item, Query>; set(next: PagedFeed<Item, Query>): void };
  fetchPage(query: Query, page: number): Promise<FeedPage<Item>>;
  idOf(item: Item): string | number;
  /** Default: Object.is. */
  sameQuery?(a: Query, b: Query): boolean;
}

export interface PagedFeedLoader<Item, Query> {
  /** Page 1 of the feed's query: replaces the list; a failure keeps a list already shown. */
  load(): Promise<void>;
  /** Page 1 of another query (or the same: then it is a refresh). */
  setQuery(query: Query): Promise<void>;
  /** The next page, unless the feed is loading one, failed its first page or has ended. */
  loadMore(): Promise<void>;
  /** Pull-to-refresh: page 1 again, the list stays until the answer replaces it. */
  refresh(): Promise<void>;
  /** Page 1 that arrived another way (with a larger answer); ignored if the query moved on. */
  receiveFirstPage(query: Query, page: FeedPage<Item>): void;
}

/** Appends a page without repeating items that moved between pages. */
export function appendUnique<Item>(list: readonly Item[], page: readonly Item[], idOf: (item: Item) => string | number): Item[] {
  const seen = new Set(list.map(idOf));
  return [...list, ...page.filter((item) => !seen.has(idOf(item)))];
}

export function pagedFeedLoader<Item, Query>(options: PagedFeedOptions<Item, Query>): PagedFeedLoader<Item, Query> {
  const { scope, slot, idOf } = options;
  const same = options.sameQuery ?? Object.is;
  /** The latest request: an answer to an older one (a query changed meanwhile) is dropped. */
  let latest = 0;
  scope.onReset(() => (latest = 0));

  const firstPageOf = (query: Query, page: FeedPage<Item>): PagedFeed<Item, Query> => ({
    ...emptyFeed<Item, Query>(query),
    status: 'ready',
    list: page.list,
    page: 1,
    isLastPage: page.isLastPage || page.list.length === 0,
  });

  const loadPage = async (query: Query, page: number): Promise<void> => {
    const epoch = scope.epoch();
    const request = ++latest;
    const isCurrent = () => scope.isCurrent(epoch) && latest === request;
    const first = page === 1;
    const before = slot.get();
    if (!first) slot.set({ ...before, loadingMore: true, moreFailed: false });
    else if (before.status === 'ready' && same(before.query, query)) slot.set({ ...before, refreshing: true });
    else slot.set({ ...emptyFeed<Item, Query>(query), status: 'loading' });
    try {
      const result = await options.fetchPage(query, page);
      if (!isCurrent()) return;
      const feed = slot.get();
      slot.set(
        first
          ? firstPageOf(query, result)
          : {
              ...feed,
              list: appendUnique(feed.list, result.list, idOf),
              page,
              isLastPage: result.isLastPage || result.list.length === 0,
              loadingMore: false,
              moreFailed: false,
            },
      );
    } catch {
      if (!isCurrent()) return;
      const feed = slot.get();
      slot.set(
        first
          ? { ...feed, status: feed.status === 'ready' ? 'ready' : 'failed', refreshing: false }
          : { ...feed, loadingMore: false, moreFailed: true },
      );
    }
  };

  return {
    load: () => loadPage(slot.get().query, 1),
    setQuery: (query) => loadPage(query, 1),
    refresh: () => loadPage(slot.get().query, 1),
    loadMore: async () => {
      const feed = slot.get();
      if (feed.status !== 'ready' || feed.loadingMore || feed.isLastPage) return;
      await loadPage(feed.query, feed.page + 1);
    },
    receiveFirstPage: (query, page) => {
      if (!same(slot.get().query, query)) return;
      latest += 1;
      slot.set(firstPageOf(query, page));
    },
  };
}

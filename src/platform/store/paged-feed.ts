/**
 * A paged feed (taken from the anchors' moments): page 1 replaces the list, later
 * pages append without repeating an item that moved between pages (by id), the server's
 * last-page flag (or an empty page) ends it, and pull-to-refresh loads page 1 again while the
 * list stays on screen. A feed has a query (a sort order, a filter): another query starts from
 * an empty list of its own, and an answer to an older request of the feed is dropped.
 */
import { notifyRefusalOnce } from '../http/http-error';
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
  /** Answers still on their way land nowhere (the feed has been forgotten). */
  drop(): void;
}

/** Appends a page without repeating items that moved between pages. */
export function appendUnique<Item>(
  list: readonly Item[],
  page: readonly Item[],
  idOf: (item: Item) => string | number,
): Item[] {
  const seen = new Set(list.map(idOf));
  return [...list, ...page.filter((item) => !seen.has(idOf(item)))];
}

export function pagedFeedLoader<Item, Query>(options: PagedFeedOptions<Item, Query>): PagedFeedLoader<Item, Query> {
  const { scope, slot, idOf } = options;
  const same = options.sameQuery ?? Object.is;
  /**
   * The latest page-1 request and the latest later-page request, counted apart: a later page
   * asked for while a refresh runs must not drop the refresh's answer (it would stay marked
   * refreshing). A page-1 answer drops a later page asked for before it (its page number was
   * counted on the list it replaced); another query drops both.
   */
  let latestFirst = 0;
  let latestMore = 0;
  const dropAll = () => {
    latestFirst += 1;
    latestMore += 1;
  };
  scope.onReset(dropAll);

  const firstPageOf = (query: Query, page: FeedPage<Item>): PagedFeed<Item, Query> => ({
    ...emptyFeed<Item, Query>(query),
    status: 'ready',
    list: page.list,
    page: 1,
    isLastPage: page.isLastPage || page.list.length === 0,
  });

  const loadFirst = async (query: Query): Promise<void> => {
    const epoch = scope.epoch();
    const request = ++latestFirst;
    const isCurrent = () => scope.isCurrent(epoch) && latestFirst === request;
    const before = slot.get();
    if (before.status === 'ready' && same(before.query, query)) slot.set({ ...before, refreshing: true });
    else {
      latestMore += 1;
      slot.set({ ...emptyFeed<Item, Query>(query), status: 'loading' });
    }
    try {
      const result = await options.fetchPage(query, 1);
      if (!isCurrent()) return;
      latestMore += 1;
      slot.set(firstPageOf(query, result));
    } catch (error) {
      if (!isCurrent()) return;
      const feed = slot.get();
      slot.set({ ...feed, status: feed.status === 'ready' ? 'ready' : 'failed', refreshing: false });
      notifyRefusalOnce(error);
    }
  };

  const loadNext = async (query: Query, page: number): Promise<void> => {
    const epoch = scope.epoch();
    const request = ++latestMore;
    const isCurrent = () => scope.isCurrent(epoch) && latestMore === request;
    slot.set({ ...slot.get(), loadingMore: true, moreFailed: false });
    try {
      const result = await options.fetchPage(query, page);
      if (!isCurrent()) return;
      const feed = slot.get();
      slot.set({
        ...feed,
        list: appendUnique(feed.list, result.list, idOf),
        page,
        isLastPage: result.isLastPage || result.list.length === 0,
        loadingMore: false,
        moreFailed: false,
      });
    } catch (error) {
      if (!isCurrent()) return;
      slot.set({ ...slot.get(), loadingMore: false, moreFailed: true });
      notifyRefusalOnce(error);
    }
  };

  return {
    load: () => loadFirst(slot.get().query),
    setQuery: (query) => loadFirst(query),
    refresh: () => loadFirst(slot.get().query),
    loadMore: async () => {
      const feed = slot.get();
      if (feed.status !== 'ready' || feed.loadingMore || feed.isLastPage) return;
      await loadNext(feed.query, feed.page + 1);
    },
    receiveFirstPage: (query, page) => {
      if (!same(slot.get().query, query)) return;
      dropAll();
      slot.set(firstPageOf(query, page));
    },
    drop: dropAll,
  };
}

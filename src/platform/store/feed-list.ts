/**
 * A paged feed (paged-feed.ts) as a growing list shows it (ui/infinite-list) — a module of its
 * own, so it travels with the lists' chunks, not with the store kit's.
 */
import type { PagedFeed } from './paged-feed';

/**
 * What a growing list shows of a feed (the props of ui/infinite-list): its items, whether a page
 * is on its way (the first one, or the next), whether the last request failed, the next page,
 * and a retry that asks again for the page that failed — page 1 when the first page failed, the
 * next page otherwise.
 */
export function feedListProps<Item>(feed: PagedFeed<Item, unknown>, calls: { load(): unknown; loadMore(): unknown }) {
  return {
    items: feed.list,
    isLoading: feed.status === 'idle' || feed.status === 'loading' || feed.loadingMore,
    isLastPage: feed.isLastPage,
    error: feed.status === 'failed' || feed.moreFailed,
    onLoadMore: () => void calls.loadMore(),
    onRetry: () => void (feed.status === 'failed' ? calls.load() : calls.loadMore()),
  };
}

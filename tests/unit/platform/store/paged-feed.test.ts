/** The paged feed helper: page 1 replaces, later pages append, last page, refresh, de-duplication, queries. */
import { feedListProps } from '@src/platform/store/feed-list';
import { emptyFeed, type PagedFeed } from '@src/platform/store/paged-feed';
import { harness, holdNextAnswer, items, refreshBesideNextPage, withFirstPage, type Item } from './paged-feed-kit';

it('page 1 replaces, later pages append without repeating an item that moved between pages', async () => {
  const { loader, fetchPage, feed, ids } = await withFirstPage(1, 2, 3);
  expect(feed()).toMatchObject({ status: 'ready', page: 1, isLastPage: false });
  fetchPage.mockResolvedValueOnce({ list: items(3, 4), isLastPage: false });
  await loader.loadMore();
  expect(fetchPage).toHaveBeenLastCalledWith('newest', 2);
  expect(ids()).toEqual([1, 2, 3, 4]);
  fetchPage.mockResolvedValueOnce({ list: items(9), isLastPage: false });
  await loader.load();
  expect(ids()).toEqual([9]);
});

it('stops at the last page (the flag, or an empty page)', async () => {
  const { loader, fetchPage, feed } = await withFirstPage(1);
  fetchPage.mockResolvedValueOnce({ list: [], isLastPage: false });
  await loader.loadMore();
  expect(feed().isLastPage).toBe(true);
  await loader.loadMore();
  expect(fetchPage).toHaveBeenCalledTimes(2);
});

it('pull-to-refresh keeps the list on screen until page 1 replaces it', async () => {
  const { loader, fetchPage, feed, ids } = await withFirstPage(1, 2);
  const next = holdNextAnswer(fetchPage);
  const refreshing = loader.refresh();
  expect(feed()).toMatchObject({ status: 'ready', refreshing: true });
  expect(ids()).toEqual([1, 2]);
  next.resolve({ list: items(0, 1, 2), isLastPage: true });
  await refreshing;
  expect(feed()).toMatchObject({ refreshing: false, isLastPage: true });
  expect(ids()).toEqual([0, 1, 2]);
});

it('a failed next page keeps the list and offers a retry; a failed first page is an error state', async () => {
  const { loader, fetchPage, feed } = harness();
  fetchPage.mockRejectedValueOnce(new Error('offline'));
  await loader.load();
  expect(feed().status).toBe('failed');
  fetchPage.mockResolvedValueOnce({ list: items(1), isLastPage: false });
  await loader.load();
  fetchPage.mockRejectedValueOnce(new Error('offline'));
  await loader.loadMore();
  expect(feed()).toMatchObject({ status: 'ready', moreFailed: true, loadingMore: false });
  expect(feed().list).toHaveLength(1);
});

it('another query starts from an empty list of its own; an answer to the older request is dropped', async () => {
  const { loader, fetchPage, feed, ids } = await withFirstPage(1, 2);
  const old = holdNextAnswer(fetchPage);
  const more = loader.loadMore();
  fetchPage.mockResolvedValueOnce({ list: items(8, 9), isLastPage: true });
  const switching = loader.setQuery('hottest');
  expect(feed()).toMatchObject({ status: 'loading', list: [], query: 'hottest' });
  await switching;
  old.resolve({ list: items(3), isLastPage: false });
  await more;
  expect(ids()).toEqual([8, 9]);
  expect(feed().query).toBe('hottest');
});

it('takes a first page that came another way, unless the query moved on', () => {
  const { loader, ids } = harness();
  loader.receiveFirstPage('newest', { list: items(5, 6), isLastPage: false });
  expect(ids()).toEqual([5, 6]);
  loader.receiveFirstPage('hottest', { list: items(7), isLastPage: false });
  expect(ids()).toEqual([5, 6]);
});

it('loading more while a refresh runs keeps the refresh answer and ends the refresh', async () => {
  const { fresh, refreshing, more, loadingMore, feed, ids } = await refreshBesideNextPage();
  // The next page answers first: appended to the list on screen.
  more.resolve({ list: items(3), isLastPage: false });
  await loadingMore;
  expect(ids()).toEqual([1, 2, 3]);
  fresh.resolve({ list: items(0, 1), isLastPage: false });
  await refreshing;
  expect(feed()).toMatchObject({ refreshing: false, loadingMore: false, page: 1 });
  expect(ids()).toEqual([0, 1]);
});

it('a refresh answering first drops the next page asked for on the list it replaced', async () => {
  const { loader, fetchPage, fresh, refreshing, more, loadingMore, feed, ids } = await refreshBesideNextPage();
  fresh.resolve({ list: items(0, 1), isLastPage: false });
  await refreshing;
  more.resolve({ list: items(3), isLastPage: false });
  await loadingMore;
  expect(feed()).toMatchObject({ refreshing: false, loadingMore: false, page: 1 });
  expect(ids()).toEqual([0, 1]);
  // The next page is asked for again, on the fresh list.
  fetchPage.mockResolvedValueOnce({ list: items(2), isLastPage: true });
  await loader.loadMore();
  expect(fetchPage).toHaveBeenLastCalledWith('newest', 2);
  expect(ids()).toEqual([0, 1, 2]);
});

it("a list's view of a feed: loading until page 1, then per next page; a retry asks again for the page that failed", () => {
  const load = jest.fn();
  const loadMore = jest.fn();
  const calls = { load, loadMore };
  const idle = emptyFeed<Item, string>('newest');
  expect(feedListProps(idle, calls)).toMatchObject({ items: [], isLoading: true, error: false, isLastPage: false });
  expect(feedListProps({ ...idle, status: 'loading' }, calls).isLoading).toBe(true);

  const firstFailed: PagedFeed<Item, string> = { ...idle, status: 'failed' };
  expect(feedListProps(firstFailed, calls)).toMatchObject({ isLoading: false, error: true });
  feedListProps(firstFailed, calls).onRetry();
  expect(load).toHaveBeenCalledTimes(1);
  expect(loadMore).not.toHaveBeenCalled();

  const shown: PagedFeed<Item, string> = { ...idle, status: 'ready', list: items(1, 2), page: 1 };
  expect(feedListProps(shown, calls)).toMatchObject({ items: items(1, 2), isLoading: false, error: false });
  expect(feedListProps({ ...shown, loadingMore: true }, calls).isLoading).toBe(true);
  const moreFailed = feedListProps({ ...shown, moreFailed: true }, calls);
  expect(moreFailed.error).toBe(true);
  moreFailed.onRetry();
  moreFailed.onLoadMore();
  expect(loadMore).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenCalledTimes(1);
  expect(feedListProps({ ...shown, isLastPage: true }, calls).isLastPage).toBe(true);
});

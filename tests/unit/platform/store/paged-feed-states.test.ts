/**
 * What a paged feed shows on the way: an empty first page ends it; a retry of a failed first page
 * loads again; a failed refresh keeps the list and stops refreshing; a next page on its way is
 * marked, a retry of a failed one is no longer failed, and one that lands clears both marks;
 * no next page is asked for before page 1 is there.
 */
import { harness, holdNextAnswer, items, withFirstPage } from './paged-feed-kit';

it('an empty first page without the flag is the last page', async () => {
  const { loader, fetchPage, feed } = harness();
  fetchPage.mockResolvedValueOnce({ list: [], isLastPage: false });
  await loader.load();
  expect(feed()).toMatchObject({ status: 'ready', isLastPage: true });
});

it('a next page neither flagged nor empty is not the last', async () => {
  const { loader, fetchPage, feed } = await withFirstPage(1);
  fetchPage.mockResolvedValueOnce({ list: items(2), isLastPage: false });
  await loader.loadMore();
  expect(feed()).toMatchObject({ page: 2, isLastPage: false });
});

it('a retry of a failed first page shows loading again', async () => {
  const { loader, fetchPage, feed } = harness();
  fetchPage.mockRejectedValueOnce(new Error('network'));
  await loader.load();
  expect(feed().status).toBe('failed');
  const answer = holdNextAnswer(fetchPage);
  const retry = loader.load();
  expect(feed()).toMatchObject({ status: 'loading', refreshing: false });
  answer.resolve({ list: items(1), isLastPage: false });
  await retry;
  expect(feed()).toMatchObject({ status: 'ready', list: items(1) });
});

it('a failed refresh keeps the list on screen and stops refreshing', async () => {
  const { loader, fetchPage, feed, ids } = await withFirstPage(1, 2);
  fetchPage.mockRejectedValueOnce(new Error('network'));
  await loader.refresh();
  expect(feed()).toMatchObject({ status: 'ready', refreshing: false });
  expect(ids()).toEqual([1, 2]);
});

it('a next page on its way is marked; a retry of a failed one is no longer failed; one that lands clears both', async () => {
  const { loader, fetchPage, feed, ids } = await withFirstPage(1);
  fetchPage.mockRejectedValueOnce(new Error('network'));
  await loader.loadMore();
  expect(feed()).toMatchObject({ loadingMore: false, moreFailed: true });
  const answer = holdNextAnswer(fetchPage);
  const retry = loader.loadMore();
  expect(feed()).toMatchObject({ loadingMore: true, moreFailed: false });
  answer.resolve({ list: items(2), isLastPage: false });
  await retry;
  expect(feed()).toMatchObject({ loadingMore: false, moreFailed: false });
  expect(ids()).toEqual([1, 2]);
});

it('asks for no next page before page 1 is there: not at first, not while it loads, not after it failed', async () => {
  const { loader, fetchPage } = harness();
  await loader.loadMore();
  expect(fetchPage).not.toHaveBeenCalled();
  const answer = holdNextAnswer(fetchPage);
  const loading = loader.load();
  await loader.loadMore();
  answer.reject(new Error('network'));
  await loading;
  await loader.loadMore();
  expect(fetchPage).toHaveBeenCalledTimes(1);
  expect(fetchPage).toHaveBeenCalledWith('newest', 1);
});

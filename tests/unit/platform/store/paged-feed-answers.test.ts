/**
 * Which answers of a paged feed land: only the newest page-1 request's, and a failure of an older
 * one changes nothing; a first page that came another way drops every request on its way, even
 * when the feed asks again before they answer; a next page asked for on a list since replaced
 * lands nowhere, failed or not.
 */
import { harness, holdNextAnswer, items, refreshBesideNextPage, withFirstPage } from './paged-feed-kit';

type Feed = ReturnType<typeof harness>;

/**
 * The next page asked for again while `stale` (asked for on the list since replaced) is on its
 * way: the stale page, answered first, leaves `shown` as it is; the new one adds `added` to it.
 */
async function expectStalePageDroppedAndNextKept(
  { loader, fetchPage, ids }: Pick<Feed, 'loader' | 'fetchPage' | 'ids'>,
  { stale, staleLoading }: { stale: ReturnType<typeof holdNextAnswer>; staleLoading: Promise<unknown> },
  shown: number[],
  added: number,
): Promise<void> {
  const again = holdNextAnswer(fetchPage);
  const next = loader.loadMore();
  stale.resolve({ list: items(3), isLastPage: false });
  await staleLoading;
  expect(ids()).toEqual(shown);
  again.resolve({ list: items(added), isLastPage: false });
  await next;
  expect(ids()).toEqual([...shown, added]);
}

it('an older query’s answer arriving after the newer one lands nowhere', async () => {
  const { loader, fetchPage, feed, ids } = harness();
  const older = holdNextAnswer(fetchPage);
  const first = loader.setQuery('hottest');
  const newer = holdNextAnswer(fetchPage);
  const second = loader.setQuery('newest');
  newer.resolve({ list: items(2), isLastPage: false });
  await second;
  older.resolve({ list: items(1), isLastPage: false });
  await first;
  expect(feed().query).toBe('newest');
  expect(ids()).toEqual([2]);
});

it('an older query’s request failing while the newer one is on its way changes nothing', async () => {
  const { loader, fetchPage, feed } = harness();
  const older = holdNextAnswer(fetchPage);
  const first = loader.setQuery('hottest');
  holdNextAnswer(fetchPage);
  void loader.setQuery('newest');
  older.reject(new Error('network'));
  await first;
  expect(feed()).toMatchObject({ status: 'loading', query: 'newest' });
});

it('a first page that came another way drops the load on its way', async () => {
  const { loader, fetchPage, ids } = harness();
  const late = holdNextAnswer(fetchPage);
  const loading = loader.load();
  loader.receiveFirstPage('newest', { list: items(5), isLastPage: false });
  late.resolve({ list: items(1), isLastPage: false });
  await loading;
  expect(ids()).toEqual([5]);
});

it('a first page that came another way drops the load on its way, even when the feed loads again before it answers', async () => {
  const { loader, fetchPage, ids } = harness();
  const late = holdNextAnswer(fetchPage);
  const loading = loader.load();
  loader.receiveFirstPage('newest', { list: items(5), isLastPage: false });
  const fresh = holdNextAnswer(fetchPage);
  const refreshing = loader.refresh();
  late.resolve({ list: items(1), isLastPage: false });
  await loading;
  expect(ids()).toEqual([5]);
  fresh.resolve({ list: items(6), isLastPage: false });
  await refreshing;
  expect(ids()).toEqual([6]);
});

it('two queries asked, then the second’s first page came another way: the first query’s answer lands nowhere', async () => {
  const { loader, fetchPage, feed, ids } = harness();
  const older = holdNextAnswer(fetchPage);
  const first = loader.setQuery('hottest');
  holdNextAnswer(fetchPage);
  void loader.setQuery('newest');
  loader.receiveFirstPage('newest', { list: items(5), isLastPage: false });
  older.resolve({ list: items(1), isLastPage: false });
  await first;
  expect(feed().query).toBe('newest');
  expect(ids()).toEqual([5]);
});

it('a first page that came another way drops a next page on its way', async () => {
  const { loader, fetchPage, feed, ids } = await withFirstPage(1, 2);
  const late = holdNextAnswer(fetchPage);
  const loadingMore = loader.loadMore();
  loader.receiveFirstPage('newest', { list: items(5, 6), isLastPage: false });
  late.resolve({ list: items(3), isLastPage: false });
  await loadingMore;
  expect(ids()).toEqual([5, 6]);
  expect(feed().page).toBe(1);
});

it('a first page that came another way drops a next page on its way, even when the next page is asked for again', async () => {
  const { loader, fetchPage, ids } = await withFirstPage(1, 2);
  const late = holdNextAnswer(fetchPage);
  const loadingMore = loader.loadMore();
  loader.receiveFirstPage('newest', { list: items(5, 6), isLastPage: false });
  await expectStalePageDroppedAndNextKept(
    { loader, fetchPage, ids },
    { stale: late, staleLoading: loadingMore },
    [5, 6],
    7,
  );
});

it('a next page asked for before a refresh lands nowhere, even when the next page is asked for again on the fresh list', async () => {
  const { loader, fetchPage, fresh, refreshing, more, loadingMore, ids } = await refreshBesideNextPage();
  fresh.resolve({ list: items(0, 1), isLastPage: false });
  await refreshing;
  await expectStalePageDroppedAndNextKept(
    { loader, fetchPage, ids },
    { stale: more, staleLoading: loadingMore },
    [0, 1],
    2,
  );
});

it('a next page asked for before a refresh, failing after it, leaves the fresh list unmarked', async () => {
  const { fresh, refreshing, more, loadingMore, feed } = await refreshBesideNextPage();
  fresh.resolve({ list: items(0, 1), isLastPage: false });
  await refreshing;
  more.reject(new Error('network'));
  await loadingMore;
  expect(feed()).toMatchObject({ moreFailed: false, loadingMore: false });
});

/**
 * A paged feed over a fake fetch: items by id, page 1 loaded, answers held until a test lets
 * them arrive.
 */
import { emptyFeed, pagedFeedLoader, type FeedPage, type PagedFeed } from '@src/platform/store/paged-feed';
import { StoreScope } from '@src/platform/store/store-scope';
import { deferred } from '../../../support/app-world';

export interface Item {
  id: number;
}
export const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));

export function harness() {
  let feed: PagedFeed<Item, string> = emptyFeed<Item, string>('newest');
  const scope = new StoreScope();
  const fetchPage = jest.fn<Promise<FeedPage<Item>>, [string, number]>();
  const loader = pagedFeedLoader<Item, string>({
    scope,
    slot: { get: () => feed, set: (next) => (feed = next) },
    fetchPage,
    idOf: (item) => item.id,
  });
  return { loader, fetchPage, scope, feed: () => feed, ids: () => feed.list.map((item) => item.id) };
}

/** The harness with page 1 (these ids, more to come) loaded. */
export async function withFirstPage(...ids: number[]) {
  const parts = harness();
  parts.fetchPage.mockResolvedValueOnce({ list: items(...ids), isLastPage: false });
  await parts.loader.load();
  return parts;
}

/** The next request's answer, held until resolved. */
export function holdNextAnswer(fetchPage: ReturnType<typeof harness>['fetchPage']) {
  const answer = deferred<FeedPage<Item>>();
  fetchPage.mockReturnValueOnce(answer.promise);
  return answer;
}

/** A loaded list [1, 2] with a refresh and its next page both asked for, neither answered yet. */
export async function refreshBesideNextPage() {
  const loaded = await withFirstPage(1, 2);
  const { loader, fetchPage } = loaded;
  const fresh = holdNextAnswer(fetchPage);
  const refreshing = loader.refresh();
  const more = holdNextAnswer(fetchPage);
  const loadingMore = loader.loadMore();
  return { ...loaded, fresh, refreshing, more, loadingMore };
}

/**
 * The /news page as the user meets it beyond its first screen: the sports the switch offers, only
 * the default first page kept for the next visit, a kept copy of another shape not shown,
 * pull-to-refresh; the expert strip (hot experts kept without the user's follow, the followed
 * ones for a logged-in user only) and the all-experts list by sort.
 */
import { ExpertSort, LIST_PAGE_SIZE } from '@src/contracts/news';
import * as api from '@src/domains/news/api/news-api';
import { feedRequest } from '@src/domains/news/rules/feed-request';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { sameFeedQuery } from '@src/domains/news/store/feed-actions';
import { useSessionStore } from '@src/platform/session/session-store';
import { readLastSeen, writeLastSeen } from '@src/platform/store/last-seen';
import { deferred, networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { expert, feedPage, page, tip } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();
const ids = (list: { id: number }[] | undefined) => list?.map((item) => item.id);
const FEED = { name: 'news:feed', version: 1 } as const;
const HOT = { name: 'news:hot-experts', version: 1 } as const;
const keptFeed = () => readLastSeen(FEED, Array.isArray)?.data.map((item: { id: number }) => item.id);

beforeEach(() => {
  localStorage.clear();
  setUpAppWorld({ loggedIn: true });
});

describe('the feed', () => {
  it('offers the sports a first page names, whatever the filter; a later page or a page naming none changes nothing', async () => {
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip()], false, [1, 2]));
    await news().loadFeed();
    expect(news().feedSports).toEqual([1, 2]);
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 2 })], false, [1]));
    await news().loadMoreFeed();
    expect(news().feedSports).toEqual([1, 2]);
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip()], false, null));
    await news().refreshFeed();
    expect(news().feedSports).toEqual([1, 2]);
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip()], false, [2]));
    await news().setFeedQuery({ sportsType: 2 });
    expect(news().feedSports).toEqual([2]);
  });

  it('keeps only the first page of the unfiltered feed for the next visit', async () => {
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 1 })], false));
    await news().loadFeed();
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 2 })]));
    await news().loadMoreFeed();
    for (const filter of [
      { sportsType: 2 },
      { sportsType: 0, returnOnly: true },
      { returnOnly: false, matchIds: [7001] },
    ]) {
      mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 3 })]));
      await news().setFeedQuery(filter);
      expect(keptFeed()).toEqual([1]);
    }
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 4 })]));
    await news().setFeedQuery({ matchIds: [] });
    expect(mocked.messageFeed).toHaveBeenLastCalledWith(
      feedRequest({ sportsType: 0, returnOnly: false, matchIds: [] }, 1),
      { silent: true },
    );
    expect(keptFeed()).toEqual([4]);
  });

  it('a kept copy of another shape is not shown: the skeleton, then the fresh page', async () => {
    const good = { id: 1, messageMatchList: [], professor: { name: 'a' } };
    for (const kept of [
      { list: [] },
      [{ id: '1', messageMatchList: [], professor: { name: 'a' } }],
      [{ id: 1, professor: { name: 'a' } }],
      [{ id: 1, messageMatchList: [] }],
      [null],
      [good, { id: 2, messageMatchList: [] }],
    ]) {
      setUpAppWorld({ loggedIn: true });
      writeLastSeen(FEED, kept);
      mocked.messageFeed.mockReturnValueOnce(deferred<ReturnType<typeof feedPage>>().promise as never);
      void news().loadFeed();
      expect(news().feed.status).toBe('loading');
      expect(news().feedSeenAt).toBeNull();
    }
  });

  it('back on a feed already loaded, the pages scrolled stay (the kept first page is for a first visit only)', async () => {
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 1 })], false));
    await news().loadFeed();
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 2 })], false));
    await news().loadMoreFeed();
    mocked.messageFeed.mockReturnValue(deferred<ReturnType<typeof feedPage>>().promise as never);
    void news().loadFeed();
    expect(ids(news().feed.list)).toEqual([1, 2]);
    expect(news().feed.page).toBe(2);
  });

  it('tells filters by their matches apart, not only by the digits they join into', () => {
    const query = { sportsType: 0, returnOnly: false };
    expect(sameFeedQuery({ ...query, matchIds: [1, 23] }, { ...query, matchIds: [12, 3] })).toBe(false);
    expect(sameFeedQuery({ ...query, matchIds: [1, 23] }, { ...query, matchIds: [1, 23] })).toBe(true);
  });

  it('pull-to-refresh keeps the list until the answer replaces it', async () => {
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 1 })], false));
    await news().loadFeed();
    const answer = deferred<ReturnType<typeof feedPage>>();
    mocked.messageFeed.mockReturnValueOnce(answer.promise as never);
    const refreshing = news().refreshFeed();
    expect(news().feed).toMatchObject({ status: 'ready', refreshing: true });
    expect(ids(news().feed.list)).toEqual([1]);
    answer.resolve(feedPage([tip({ id: 5 })]));
    await refreshing;
    expect(ids(news().feed.list)).toEqual([5]);
  });

  it('a kept copy is the first page, not the end; another filter drops its mark at once', async () => {
    mocked.messageFeed.mockResolvedValueOnce(feedPage([tip({ id: 1 })], false));
    await news().loadFeed();
    news().reset();
    mocked.messageFeed.mockReturnValueOnce(deferred<ReturnType<typeof feedPage>>().promise as never);
    void news().loadFeed();
    expect(news().feedSeenAt).not.toBeNull();
    // The kept page is the feed's first, not its end: scrolling on asks for more.
    expect(news().feed).toMatchObject({ status: 'ready', page: 1, isLastPage: false });
    mocked.messageFeed.mockReturnValueOnce(deferred<ReturnType<typeof feedPage>>().promise as never);
    void news().setFeedQuery({ sportsType: 2 });
    expect(news().feedSeenAt).toBeNull();
    expect(news().feed.query).toEqual({ sportsType: 2, returnOnly: false, matchIds: [] });
  });
});

describe('the experts', () => {
  it("the hot experts are the first by followers, kept for the next visit without the user's follow", async () => {
    mocked.professorList.mockResolvedValueOnce(page([expert({ isAttention: 1, ordered: 1, subscribed: 1 })]));
    await news().loadHotExperts();
    expect(mocked.professorList).toHaveBeenCalledWith(
      { page: 1, size: 8, sortType: ExpertSort.Popular },
      { silent: true },
    );
    expect(readLastSeen(HOT, Array.isArray)?.data).toEqual([
      expect.objectContaining({ isAttention: 0, ordered: 0, subscribed: 0 }),
    ]);
    news().reset();
    mocked.professorList.mockRejectedValueOnce(networkError());
    await news().loadHotExperts();
    expect(news().hotExperts).toMatchObject({ status: 'ready', data: [{ name: '红单大师', isAttention: 0 }] });
    expect(shownToasts()).toEqual([]);
  });

  it('a kept strip of another shape is not shown', async () => {
    for (const kept of [{}, [{ id: '1', name: 'a' }], [{ id: 1 }], [null], [{ id: 1, name: 'a' }, { id: 2 }]]) {
      setUpAppWorld({ loggedIn: true });
      writeLastSeen(HOT, kept);
      mocked.professorList.mockReturnValueOnce(deferred<ReturnType<typeof page>>().promise as never);
      void news().loadHotExperts();
      expect(news().hotExperts.status).toBe('loading');
    }
  });

  it('the followed experts are asked for a logged-in user only, and forgotten once nobody is', async () => {
    mocked.professorList.mockResolvedValue(page([expert({ isAttention: 1 })]));
    await news().loadFollowedExperts();
    expect(mocked.professorList).toHaveBeenCalledWith(
      { page: 1, size: 8, sortType: ExpertSort.MyAttentions },
      { silent: true },
    );
    expect(news().followedExperts.status).toBe('ready');
    useSessionStore.setState({ token: '', uid: '' });
    await news().loadFollowedExperts();
    expect(news().followedExperts).toMatchObject({ status: 'idle', data: null });
    expect(mocked.professorList).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh of the followed experts keeps them and says nothing', async () => {
    mocked.professorList.mockResolvedValueOnce(page([expert()]));
    await news().loadFollowedExperts();
    mocked.professorList.mockRejectedValueOnce(networkError());
    await news().loadFollowedExperts();
    expect(news().followedExperts).toMatchObject({ status: 'ready', data: [{ id: expert().id }] });
    expect(shownToasts()).toEqual([]);
  });

  it('the all-experts list a page at a time, and from page 1 in another order', async () => {
    mocked.professorList.mockResolvedValueOnce(page([expert({ id: 1 })], false));
    await news().loadAllExperts();
    expect(mocked.professorList).toHaveBeenLastCalledWith(
      { page: 1, size: LIST_PAGE_SIZE, sortType: ExpertSort.Popular },
      { silent: true },
    );
    mocked.professorList.mockResolvedValueOnce(page([expert({ id: 2 })]));
    await news().loadMoreAllExperts();
    expect(mocked.professorList).toHaveBeenLastCalledWith(
      { page: 2, size: LIST_PAGE_SIZE, sortType: ExpertSort.Popular },
      { silent: true },
    );
    expect(ids(news().allExperts.list)).toEqual([1, 2]);
    expect(news().allExperts.isLastPage).toBe(true);
    mocked.professorList.mockResolvedValueOnce(page([expert({ id: 3 })], false));
    await news().setExpertSort(ExpertSort.HitRate);
    expect(mocked.professorList).toHaveBeenLastCalledWith(
      { page: 1, size: LIST_PAGE_SIZE, sortType: ExpertSort.HitRate },
      { silent: true },
    );
    expect(ids(news().allExperts.list)).toEqual([3]);
    expect(news().allExperts.isLastPage).toBe(false);
  });
});

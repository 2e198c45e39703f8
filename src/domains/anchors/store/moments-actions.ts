/**
 * Moments: a paged feed per list (the home's, each streamer's; see
 * platform/store/paged-feed — page 1 replaces, later pages append). The home feed's first page
 * comes with the anchor list. Likes are optimistic and batched: taps on a moment are counted for
 * LIKE_BATCH_MS and sent in calls of at most MOMENT_LIKES_PER_CALL (moment-calls.ts).
 *
 * The calls themselves are a chunk of their own (moment-calls.ts), loaded at a feed's first
 * request or the first batch of likes: the anchor home's first screen shows only the moments
 * the anchor list brought. A chunk that cannot load is a failed request of the feed (its error
 * state offers the retry, which asks for the chunk again); taps it could not send stay counted
 * and go with the next batch, and the user is told.
 */
import type { Moment, MomentSortValue } from '../../../contracts/anchors';
import { notify } from '../../../platform/feedback/notify';
import { keyedFeeds } from '../../../platform/store/keyed';
import type { AnchorsSlice } from './initial-state';
import { emptyMomentFeed, HOME_MOMENT_PAGE_SIZE, type MomentFeed, type MomentFeedKey } from './initial-state';
import { mapMoment } from './moment-map';
import { wordsNow } from '../../../platform/i18n/messages';
import { uiWords } from '../../../ui/ui-messages';

export const LIKE_BATCH_MS = 1000;

const loadMomentCalls = () => import(/* webpackChunkName: "anchors-moment-calls" */ './moment-calls');

export interface MomentActions {
  /** Page 1 of a feed (replaces the list; a failure keeps a list already shown). */
  loadMoments(key: MomentFeedKey): Promise<void>;
  /** The next page (appended). */
  loadMoreMoments(key: MomentFeedKey): Promise<void>;
  /** A new sort: page 1 again, in that order. */
  setMomentSort(key: MomentFeedKey, sort: MomentSortValue): Promise<void>;
  /** One tap: counted at once, sent with the others of the batch. */
  likeMoment(momentId: number): void;
  /** Sends the taps counted so far (the batch timer calls it). */
  flushLikes(): Promise<void>;
  /** The home feed's page 1, as the anchor list brought it (ignored if the sort changed meanwhile). */
  receiveHomeMoments(sort: MomentSortValue, list: Moment[]): void;
  /** The anchor list is on its way: the home feed shows its skeleton (or keeps its list). */
  markHomeMomentsLoading(): void;
  /** The anchor list's first load failed: so did the home feed's, if it was waiting for it. */
  markHomeMomentsFailed(): void;
  /** Logout: the like taps not yet sent were the previous user's. */
  clearUserData(): void;
}

export const createMomentActions: AnchorsSlice<MomentActions, MomentActions> = (set, get, scope) => {
  let cancelFlushTimer: (() => void) | null = null;
  let flushing: Promise<void> = Promise.resolve();
  scope.onReset(() => {
    cancelFlushTimer = null;
    flushing = Promise.resolve();
  });

  const setFeed = (key: MomentFeedKey, feed: MomentFeed) =>
    set((state) => ({ moments: { ...state.moments, [key]: feed } }));

  const feeds = keyedFeeds({
    scope,
    get,
    set,
    field: 'moments',
    initialQuery: (_key: MomentFeedKey) => emptyMomentFeed.query,
    fetchPage: async (key, momentSort: MomentSortValue, page) =>
      (await loadMomentCalls()).fetchMomentPage(key, momentSort, page),
    idOfItem: (moment: Moment) => moment.id,
  });
  const feedLoader = feeds.feed;

  const scheduleFlush = (delay: number) => {
    if (cancelFlushTimer) return;
    cancelFlushTimer = scope.setTimeout(() => {
      cancelFlushTimer = null;
      void get().flushLikes();
    }, delay);
  };

  const sendLikes = async (): Promise<void> => {
    let calls: Awaited<ReturnType<typeof loadMomentCalls>>;
    try {
      calls = await loadMomentCalls();
    } catch {
      // The taps were not sent: they stay counted and go with the next batch.
      if (Object.keys(get().pendingLikes).length > 0) notify('fail', wordsNow(uiWords).loadFailedHint);
      return;
    }
    await calls.sendLikes(set, get, scope);
  };

  return {
    loadMoments: (key) => feedLoader(key).load(),
    loadMoreMoments: (key) => feedLoader(key).loadMore(),
    setMomentSort: (key, sort) => feedLoader(key).setQuery(sort),
    receiveHomeMoments: (sort, list) => {
      // The anchor list's page has no last-page flag: a short page is the last.
      feedLoader('home').receiveFirstPage(sort, { list, isLastPage: list.length < HOME_MOMENT_PAGE_SIZE });
    },
    markHomeMomentsLoading: () => {
      const feed = get().moments.home ?? emptyMomentFeed;
      if (feed.status !== 'ready') setFeed('home', { ...feed, status: 'loading' });
    },
    markHomeMomentsFailed: () => {
      const feed = get().moments.home;
      if (feed?.status === 'loading') setFeed('home', { ...feed, status: 'failed' });
    },
    likeMoment: (momentId) => {
      set((state) => ({
        pendingLikes: { ...state.pendingLikes, [momentId]: (state.pendingLikes[momentId] ?? 0) + 1 },
        moments: mapMoment(state.moments, momentId, (moment) => ({ ...moment, likeCount: moment.likeCount + 1 })),
      }));
      scheduleFlush(LIKE_BATCH_MS);
    },
    flushLikes: () => {
      cancelFlushTimer?.();
      cancelFlushTimer = null;
      // One batch at a time: a total from the server then always includes every earlier batch.
      flushing = flushing.then(sendLikes);
      return flushing;
    },
    clearUserData: () => set({ pendingLikes: {} }),
  };
};

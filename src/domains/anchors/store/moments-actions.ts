/**
 * Moments (spec sections 3 and 4): a feed per list (the home's, each host's). Page 1 replaces
 * the list, later pages append. Likes are optimistic and batched: taps on a moment are counted
 * for LIKE_BATCH_MS and sent as one call with the count; a failed call keeps its taps and is
 * retried after LIKE_RETRY_MS, so no tap is lost.
 */
import type { Moment, MomentSortValue } from '../../../contracts/anchors';
import { fetchMoments, submitMomentLikes } from '../api/anchors-api';
import {
  emptyMomentFeed,
  HOME_MOMENT_PAGE_SIZE,
  HOST_MOMENT_PAGE_SIZE,
  type AnchorsState,
  type MomentFeed,
  type MomentFeedKey,
} from './initial-state';
import type { Slice } from './store-kit';

export const LIKE_BATCH_MS = 1000;
export const LIKE_RETRY_MS = 5000;

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
}

function queryOf(key: MomentFeedKey): { hostId?: number; size: number } {
  return key === 'home'
    ? { size: HOME_MOMENT_PAGE_SIZE }
    : { hostId: Number(key.slice('host:'.length)), size: HOST_MOMENT_PAGE_SIZE };
}

/** Appends a page without repeating moments that moved between pages. */
function appendPage(list: readonly Moment[], page: readonly Moment[]): Moment[] {
  const seen = new Set(list.map((moment) => moment.id));
  return [...list, ...page.filter((moment) => !seen.has(moment.id))];
}

function mapMoment(
  moments: AnchorsState['moments'],
  momentId: number,
  update: (moment: Moment) => Moment,
): AnchorsState['moments'] {
  const next: AnchorsState['moments'] = {};
  for (const [key, feed] of Object.entries(moments) as [MomentFeedKey, MomentFeed][]) {
    next[key] = feed.list.some((moment) => moment.id === momentId)
      ? { ...feed, list: feed.list.map((moment) => (moment.id === momentId ? update(moment) : moment)) }
      : feed;
  }
  return next;
}

export const createMomentActions: Slice<MomentActions> = (set, get, scope) => {
  /** The latest request per feed: an older answer (a sort changed meanwhile) is dropped. */
  const latestRequest = new Map<MomentFeedKey, number>();
  let requestCounter = 0;
  let cancelFlushTimer: (() => void) | null = null;
  let flushing: Promise<void> = Promise.resolve();
  scope.onReset(() => {
    latestRequest.clear();
    cancelFlushTimer = null;
    flushing = Promise.resolve();
  });

  const feedOf = (key: MomentFeedKey): MomentFeed => get().moments[key] ?? emptyMomentFeed;
  const setFeed = (key: MomentFeedKey, update: (feed: MomentFeed) => MomentFeed) =>
    set((state) => ({ moments: { ...state.moments, [key]: update(state.moments[key] ?? emptyMomentFeed) } }));

  const loadPage = async (key: MomentFeedKey, page: number, sort: MomentSortValue): Promise<void> => {
    const epoch = scope.epoch();
    const request = ++requestCounter;
    latestRequest.set(key, request);
    const isCurrent = () => scope.isCurrent(epoch) && latestRequest.get(key) === request;
    const first = page === 1;
    setFeed(key, (feed) => {
      if (!first) return { ...feed, loadingMore: true, moreFailed: false };
      // A refresh keeps the list shown; a new sort starts from an empty list of that order.
      const refresh = feed.status === 'ready' && feed.sort === sort;
      return refresh ? feed : { ...emptyMomentFeed, sort, status: 'loading' };
    });
    try {
      const result = await fetchMoments({ ...queryOf(key), page, momentSort: sort }, { silent: true });
      if (!isCurrent()) return;
      setFeed(key, (feed) => ({
        ...feed,
        status: 'ready',
        list: first ? result.list : appendPage(feed.list, result.list),
        page,
        isLastPage: result.isLastPage || result.list.length === 0,
        loadingMore: false,
        moreFailed: false,
      }));
    } catch {
      if (!isCurrent()) return;
      setFeed(key, (feed) =>
        first
          ? { ...feed, status: feed.status === 'ready' ? 'ready' : 'failed' }
          : { ...feed, loadingMore: false, moreFailed: true },
      );
    }
  };

  const scheduleFlush = (delay: number) => {
    if (cancelFlushTimer) return;
    cancelFlushTimer = scope.setTimeout(() => {
      cancelFlushTimer = null;
      void get().flushLikes();
    }, delay);
  };

  const sendLikes = async (): Promise<void> => {
    const epoch = scope.epoch();
    const batch = Object.entries(get().pendingLikes)
      .map(([id, count]) => [Number(id), count] as const)
      .filter(([, count]) => count > 0);
    if (batch.length === 0) return;
    set({ pendingLikes: {} });
    let failed = false;
    await Promise.all(
      batch.map(async ([momentId, count]) => {
        try {
          const result = await submitMomentLikes(momentId, count, { silent: true });
          if (!scope.isCurrent(epoch)) return;
          // The server's total, plus the taps made while this call was on its way.
          set((state) => ({
            moments: mapMoment(state.moments, momentId, (moment) => ({
              ...moment,
              likeCount: result.count + (state.pendingLikes[momentId] ?? 0),
            })),
          }));
        } catch {
          if (!scope.isCurrent(epoch)) return;
          failed = true;
          set((state) => ({
            pendingLikes: { ...state.pendingLikes, [momentId]: (state.pendingLikes[momentId] ?? 0) + count },
          }));
        }
      }),
    );
    if (failed && scope.isCurrent(epoch)) scheduleFlush(LIKE_RETRY_MS);
  };

  return {
    loadMoments: (key) => loadPage(key, 1, feedOf(key).sort),
    loadMoreMoments: async (key) => {
      const feed = feedOf(key);
      if (feed.status !== 'ready' || feed.loadingMore || feed.isLastPage) return;
      await loadPage(key, feed.page + 1, feed.sort);
    },
    setMomentSort: (key, sort) => loadPage(key, 1, sort),
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
  };
};

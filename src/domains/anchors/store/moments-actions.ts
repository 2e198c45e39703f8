/**
 * Moments: a paged feed per list (the home's, each streamer's; see
 * platform/store/paged-feed — page 1 replaces, later pages append). The home feed's first page
 * comes with the anchor list. Likes are optimistic and batched: taps on a moment are counted for
 * LIKE_BATCH_MS and sent in calls of at most MOMENT_LIKES_PER_CALL. A business error stops the
 * moment's remaining calls and takes their taps back; a call without an answer (timeout, network)
 * is never sent again, since the server may have counted it.
 */
import { MOMENT_LIKES_PER_CALL, type Moment, type MomentSortValue } from '../../../contracts/anchors';
import { isHttpError } from '../../../platform/http/http-error';
import { keyedFeeds } from '../../../platform/store/keyed';
import { fetchMoments, submitMomentLikes } from '../api/anchors-api';
import type { AnchorsSlice } from './initial-state';
import {
  emptyMomentFeed,
  HOME_MOMENT_PAGE_SIZE,
  HOST_MOMENT_PAGE_SIZE,
  type AnchorsState,
  type MomentFeed,
  type MomentFeedKey,
} from './initial-state';

export const LIKE_BATCH_MS = 1000;

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
}

function queryOf(key: MomentFeedKey): { hostId?: number; size: number } {
  return key === 'home'
    ? { size: HOME_MOMENT_PAGE_SIZE }
    : { hostId: Number(key.slice('streamer:'.length)), size: HOST_MOMENT_PAGE_SIZE };
}

function mapMoment(
  moments: AnchorsState['moments'],
  momentId: number,
  update: (moment: Moment) => Moment,
): AnchorsState['moments'] {
  const next: Record<string, MomentFeed> = {};
  for (const [key, feed] of Object.entries(moments)) {
    next[key] = feed.list.some((moment) => moment.id === momentId)
      ? { ...feed, list: feed.list.map((moment) => (moment.id === momentId ? update(moment) : moment)) }
      : feed;
  }
  return next;
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
    fetchPage: async (key, momentSort: MomentSortValue, page) => {
      const result = await fetchMoments({ ...queryOf(key), page, momentSort }, { silent: true });
      return { list: result.list, isLastPage: result.isLastPage };
    },
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

  /** Sends one moment's taps in chunks; resolves when they are all sent or one was refused. */
  const sendMomentLikes = async (momentId: number, count: number, isCurrent: () => boolean): Promise<void> => {
    for (let sent = 0; sent < count; sent += MOMENT_LIKES_PER_CALL) {
      const chunk = Math.min(MOMENT_LIKES_PER_CALL, count - sent);
      try {
        const result = await submitMomentLikes(momentId, chunk, { silent: true });
        if (!isCurrent()) return;
        // The server's total, plus the taps not yet counted by it (later chunks, new taps).
        const unsent = count - sent - chunk;
        set((state) => ({
          moments: mapMoment(state.moments, momentId, (moment) => ({
            ...moment,
            likeCount: result.count + unsent + (state.pendingLikes[momentId] ?? 0),
          })),
        }));
      } catch (error) {
        if (!isCurrent()) return;
        // Refused by the server: the rest would be too; its taps were not counted. Without an
        // answer the server may have counted them: they stay shown and are not sent again.
        if (isHttpError(error) && (error.kind === 'api' || error.kind === 'session-ended')) {
          const refused = count - sent;
          set((state) => ({
            moments: mapMoment(state.moments, momentId, (moment) => ({
              ...moment,
              likeCount: Math.max(0, moment.likeCount - refused),
            })),
          }));
        }
        return;
      }
    }
  };

  const sendLikes = async (): Promise<void> => {
    const isCurrent = scope.userTicket();
    const batch = Object.entries(get().pendingLikes)
      .map(([id, count]) => [Number(id), count] as const)
      .filter(([, count]) => count > 0);
    if (batch.length === 0) return;
    set({ pendingLikes: {} });
    await Promise.all(batch.map(([momentId, count]) => sendMomentLikes(momentId, count, isCurrent)));
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
  };
};

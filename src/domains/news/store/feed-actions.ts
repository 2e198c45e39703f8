/**
 * The /news page: the tip feed — by sport, 不中退, matches in progress — a page
 * of 10 at a time with pull-to-refresh (platform/store/paged-feed), its first page kept as
 * last-seen data for the next visit; the expert strip (hot experts, with last-seen data; the
 * user's followed experts); and the all-experts list by sort.
 */
import {
  ExpertSort,
  LIST_PAGE_SIZE,
  type ExpertSortValue,
  type ExpertProfile,
  type TipMessage,
} from '../../../contracts/news';
import { isLoggedIn } from '../../../platform/session/session-store';
import { readLastSeen, writeLastSeen } from '../../../platform/store/last-seen';
import { pagedFeedLoader } from '../../../platform/store/paged-feed';
import { resourceLoader } from '../../../platform/store/resource';
import { newsApi } from '../api/news-api';
import { feedRequest, type FeedQuery } from '../rules/feed-request';
import { isLocked } from '../rules/tip-access';
import { DEFAULT_FEED_QUERY, STRIP_SIZE } from './initial-state';
import type { NewsSlice } from './initial-state';
import { fieldSlot } from '../../../platform/store/domain-store';

export interface FeedActions {
  /** Page 1 of the feed's query (the last-seen copy first on a first visit). */
  loadFeed(): Promise<void>;
  /** Pull-to-refresh: page 1 again, the list stays until the answer replaces it. */
  refreshFeed(): Promise<void>;
  loadMoreFeed(): Promise<void>;
  /** Another filter: page 1 of it. */
  setFeedQuery(change: Partial<FeedQuery>): Promise<void>;
  loadHotExperts(): Promise<void>;
  /** The user's followed experts (logged in only). */
  loadFollowedExperts(): Promise<void>;
  loadAllExperts(): Promise<void>;
  loadMoreAllExperts(): Promise<void>;
  setExpertSort(sort: ExpertSortValue): Promise<void>;
}

export const sameFeedQuery = (a: FeedQuery, b: FeedQuery): boolean =>
  a.sportsType === b.sportsType && a.returnOnly === b.returnOnly && a.matchIds.join(',') === b.matchIds.join(',');

const FEED_LAST_SEEN = { name: 'news:feed', version: 1 } as const;
const EXPERTS_LAST_SEEN = { name: 'news:hot-experts', version: 1 } as const;

/** What any visitor may see of a tip: kept on the device without anybody's purchase or follow. */
export function visitorView(tip: TipMessage): TipMessage {
  const visitor = { ...tip, isBuy: 0, payTime: null, isAttention: 0 };
  if (!isLocked(visitor)) return visitor;
  return {
    ...visitor,
    sportsInfo: null,
    messageMatchList: tip.messageMatchList.map((leg) => ({
      ...leg,
      pick: null,
      line: null,
      odds: null,
      pickLabel: null,
    })),
  };
}

const visitorExpert = (expert: ExpertProfile): ExpertProfile => ({
  ...expert,
  isAttention: 0,
  ordered: 0,
  subscribed: 0,
});

const isTipList = (value: unknown): value is TipMessage[] =>
  Array.isArray(value) &&
  value.every(
    (tip: TipMessage) =>
      typeof tip?.id === 'number' && Array.isArray(tip.messageMatchList) && typeof tip.professor?.name === 'string',
  );
const isExpertList = (value: unknown): value is ExpertProfile[] =>
  Array.isArray(value) &&
  value.every((expert: ExpertProfile) => typeof expert?.id === 'number' && typeof expert.name === 'string');

/** The experts of a strip: the first few in one order. */
const fetchExpertStrip = async (sortType: ExpertSortValue) =>
  (await newsApi.professorList({ page: 1, size: STRIP_SIZE, sortType }, { silent: true })).list;

export const createFeedActions: NewsSlice<FeedActions> = (set, get, scope) => {
  const feed = pagedFeedLoader<TipMessage, FeedQuery>({
    scope,
    slot: fieldSlot(get, set, 'feed'),
    fetchPage: async (query, page) => {
      const result = await newsApi.messageFeed(feedRequest(query, page), { silent: true });
      // The same whatever the filters: the sports the switch offers.
      if (page === 1 && result.sportsTypeList) set({ feedSports: result.sportsTypeList });
      // The default first page is the first screen: kept for the next visit, as a visitor sees it.
      if (page === 1 && sameFeedQuery(query, DEFAULT_FEED_QUERY)) {
        writeLastSeen(FEED_LAST_SEEN, result.list.map(visitorView));
        set({ feedSeenAt: null });
      }
      return { list: result.list, isLastPage: result.isLastPage };
    },
    idOf: (tip) => tip.id,
    sameQuery: sameFeedQuery,
  });

  const hot = resourceLoader<ExpertProfile[]>({
    scope,
    slot: fieldSlot(get, set, 'hotExperts'),
    fetch: () => fetchExpertStrip(ExpertSort.Popular),
    lastSeen: { ...EXPERTS_LAST_SEEN, accept: isExpertList, keep: (list) => list.map(visitorExpert) },
    refreshFailedNotice: false,
  });

  const followed = resourceLoader<ExpertProfile[]>({
    scope,
    slot: fieldSlot(get, set, 'followedExperts'),
    fetch: () => fetchExpertStrip(ExpertSort.MyAttentions),
    lastSeen: { name: 'news:followed-experts', version: 1, personal: true, accept: isExpertList },
    concurrency: 'latest',
    refreshFailedNotice: false,
  });

  const allExperts = pagedFeedLoader<ExpertProfile, ExpertSortValue>({
    scope,
    slot: fieldSlot(get, set, 'allExperts'),
    fetchPage: async (sortType, page) => {
      const result = await newsApi.professorList({ page, size: LIST_PAGE_SIZE, sortType }, { silent: true });
      return { list: result.list, isLastPage: result.isLastPage };
    },
    idOf: (expert) => expert.id,
  });

  return {
    loadFeed: async () => {
      const current = get().feed;
      if (current.status === 'idle' && sameFeedQuery(current.query, DEFAULT_FEED_QUERY)) {
        const kept = readLastSeen(FEED_LAST_SEEN, isTipList);
        if (kept) {
          set({
            feed: { ...current, status: 'ready', list: kept.data, page: 1, isLastPage: false },
            feedSeenAt: kept.savedAt,
          });
        }
      }
      await feed.load();
    },
    refreshFeed: () => feed.refresh(),
    loadMoreFeed: () => feed.loadMore(),
    setFeedQuery: (change) => {
      set({ feedSeenAt: null });
      return feed.setQuery({ ...get().feed.query, ...change });
    },
    loadHotExperts: () => hot.load(),
    loadFollowedExperts: async () => {
      if (isLoggedIn()) await followed.load();
      else followed.forget();
    },
    loadAllExperts: () => allExperts.load(),
    loadMoreAllExperts: () => allExperts.loadMore(),
    setExpertSort: (sort) => allExperts.setQuery(sort),
  };
};

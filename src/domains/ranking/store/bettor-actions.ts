/**
 * A bettor's page (/user-ranking/user/{id}): the record of a period — who the bettor is and the
 * period's settled bets, read page by page to the end (up to MAX_RECORD_PAGES) so that the
 * summary and the curve count every bet — and the 近期 and 历史 lists, 100 a page by cursor
 * (platform/store/paged-feed: page 1 replaces, later pages append, no report twice).
 */
import type { BettingReport } from '../../../contracts/ranking';
import { MalformedDataError } from '../../../contracts/parse';
import { pagedFeedLoader, type PagedFeedLoader } from '../../../platform/store/paged-feed';
import { idleResource, resourceLoader, type ResourceLoader, type Resource } from '../../../platform/store/resource';
import { fetchBettingList } from '../api/ranking-api';
import type { PeriodRange } from '../ranking-paths';
import {
  emptyBetFeed,
  feedKeyOf,
  MAX_RECORD_PAGES,
  recordKeyOf,
  type BetFeed,
  type BettorRecord,
  type FeedKey,
  type RecordKey,
} from './initial-state';
import type { RankingSlice } from './ranking-store';

export interface BettorActions {
  loadRecord(userId: number, period: PeriodRange): Promise<void>;
  /** Page 1 of 近期 (history false) or 历史 (true); again: a refresh that keeps the list shown. */
  loadBets(userId: number, history: boolean): Promise<void>;
  loadMoreBets(userId: number, history: boolean): Promise<void>;
}

export const createBettorActions: RankingSlice<BettorActions> = (set, get, scope) => {
  const recordLoaders = new Map<RecordKey, ResourceLoader>();
  const feedLoaders = new Map<FeedKey, PagedFeedLoader<BettingReport, number>>();
  /** The cursor each page of a feed was answered with: page n+1 is asked with the one of page n. */
  const cursors = new Map<FeedKey, (number | null)[]>();
  scope.onReset(() => {
    recordLoaders.clear();
    feedLoaders.clear();
    cursors.clear();
  });

  const recordLoader = (userId: number, period: PeriodRange): ResourceLoader => {
    const key = recordKeyOf(userId, period);
    let loader = recordLoaders.get(key);
    if (!loader) {
      loader = resourceLoader<BettorRecord>({
        scope,
        slot: {
          get: (): Resource<BettorRecord> => get().records[key] ?? idleResource(),
          set: (next) => set((state) => ({ records: { ...state.records, [key]: next } })),
        },
        fetch: async () => {
          let page = await fetchBettingList({ userId, history: true, period, withTitle: true }, { silent: true });
          const userTitle = page.userTitle;
          if (!userTitle) throw new MalformedDataError('data.userTitle', 'object', 'absent');
          const bets = [...page.list];
          for (let pages = 1; page.cursor !== null && pages < MAX_RECORD_PAGES; pages += 1) {
            page = await fetchBettingList({ userId, history: true, period, cursor: page.cursor }, { silent: true });
            bets.push(...page.list);
          }
          return { userTitle, period, bets, complete: page.cursor === null };
        },
      });
      recordLoaders.set(key, loader);
    }
    return loader;
  };

  const feedLoader = (userId: number, history: boolean): PagedFeedLoader<BettingReport, number> => {
    const key = feedKeyOf(userId, history);
    let loader = feedLoaders.get(key);
    if (!loader) {
      loader = pagedFeedLoader<BettingReport, number>({
        scope,
        slot: {
          get: (): BetFeed => get().feeds[key] ?? emptyBetFeed(userId),
          set: (next) => set((state) => ({ feeds: { ...state.feeds, [key]: next } })),
        },
        fetchPage: async (bettor, page) => {
          const known = cursors.get(key) ?? [];
          const cursor = page === 1 ? undefined : known[page - 1];
          if (cursor === null) return { list: [], isLastPage: true };
          const answer = await fetchBettingList({ userId: bettor, history, cursor }, { silent: true });
          const next = page === 1 ? [] : [...(cursors.get(key) ?? [])];
          next[page] = answer.cursor;
          cursors.set(key, next);
          return { list: answer.list, isLastPage: answer.cursor === null };
        },
        idOf: (report) => report.id,
      });
      feedLoaders.set(key, loader);
    }
    return loader;
  };

  return {
    loadRecord: (userId, period) => recordLoader(userId, period).load(),
    loadBets: (userId, history) => feedLoader(userId, history).load(),
    loadMoreBets: (userId, history) => feedLoader(userId, history).loadMore(),
  };
};

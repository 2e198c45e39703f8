/**
 * A bettor's page (/user-ranking/user/{id}): the record of a period — who the bettor is and the
 * period's settled bets, read page by page to the end (up to MAX_RECORD_PAGES) so that the
 * summary and the curve count every bet — and the 近期 and 历史 lists, 100 a page by cursor
 * (platform/store/paged-feed: page 1 replaces, later pages append, no report twice).
 */
import { BETTING_LIST_SIZE, type BettingReport } from '../../../contracts/ranking';
import { MalformedDataError } from '../../../contracts/parse';
import { keyedIn } from '../../../platform/store/keyed-resources';
import { rankingApi } from '../api/ranking-api';
import type { PeriodRange } from '../ranking-paths';
import { feedKeyOf, MAX_RECORD_PAGES, recordKeyOf, type BettorRecord } from './initial-state';
import type { RankingSlice } from './initial-state';

export interface BettorActions {
  loadRecord(userId: number, period: PeriodRange): Promise<void>;
  /** Page 1 of 近期 (history false) or 历史 (true); again: a refresh that keeps the list shown. */
  loadBets(userId: number, history: boolean): Promise<void>;
  loadMoreBets(userId: number, history: boolean): Promise<void>;
}

interface RecordOf {
  userId: number;
  period: PeriodRange;
}
interface BetsOf {
  userId: number;
  history: boolean;
}

export const createBettorActions: RankingSlice<BettorActions> = (set, get, scope) => {
  const keyed = keyedIn({ scope, get, set });
  /** The cursor each page of a feed was answered with: page n+1 is asked with the one of page n. */
  const cursors = new Map<string, (number | null)[]>();
  scope.onReset(() => cursors.clear());

  // A bettor's pages carry the user's votes and follows: clearUserData empties them at logout
  // (not a personal family: a page that asked again for the new user keeps its answer coming).
  const records = keyed.resources({
    field: 'records',
    idOf: ({ userId, period }: RecordOf) => recordKeyOf(userId, period),
    fetch: async ({ userId, period }): Promise<BettorRecord> => {
      // The settled bets of the period; the first page also says who the bettor is.
      const settled = {
        userId,
        size: BETTING_LIST_SIZE,
        isHistory: 1,
        startDate: period.startDate,
        endDate: period.endDate,
      } as const;
      let page = await rankingApi.bettingList({ ...settled, title: 1 }, { silent: true });
      const userTitle = page.userTitle;
      if (!userTitle) throw new MalformedDataError('data.userTitle', 'object', 'absent');
      const bets = [...page.list];
      for (let pages = 1; page.cursor !== null && pages < MAX_RECORD_PAGES; pages += 1) {
        page = await rankingApi.bettingList({ ...settled, cursor: page.cursor }, { silent: true });
        bets.push(...page.list);
      }
      return { userTitle, period, bets, complete: page.cursor === null };
    },
  });

  const feeds = keyed.feeds({
    field: 'feeds',
    idOf: ({ userId, history }: BetsOf) => feedKeyOf(userId, history),
    onForget: (ids) => ids.forEach((id) => cursors.delete(id)),
    initialQuery: ({ userId }) => userId,
    fetchPage: async ({ userId, history }, bettor: number, page) => {
      const key = feedKeyOf(userId, history);
      // Page 1 is asked without one (nothing is kept at index 0); no page is asked after the
      // last (a null cursor), so every later page finds its number here.
      const cursor = cursors.get(key)?.[page - 1] ?? undefined;
      const answer = await rankingApi.bettingList(
        { userId: bettor, size: BETTING_LIST_SIZE, isHistory: history ? 1 : 0, cursor },
        { silent: true },
      );
      const next = [...(cursors.get(key) ?? [])];
      next[page] = answer.cursor;
      cursors.set(key, next);
      return { list: answer.list, isLastPage: answer.cursor === null };
    },
    idOfItem: (report: BettingReport) => report.id,
  });

  return {
    loadRecord: (userId, period) => records.load({ userId, period }),
    loadBets: (userId, history) => feeds.feed({ userId, history }).load(),
    loadMoreBets: (userId, history) => feeds.feed({ userId, history }).loadMore(),
  };
};

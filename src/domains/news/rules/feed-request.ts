/** The tip feed's filter, and the page of messageFeed it asks for (contracts/news-calls.ts). */
import type { RequestOf } from '../../../contracts/http';
import { LIST_PAGE_SIZE, SportsSource } from '../../../contracts/news';
import type { NewsCalls } from '../../../contracts/news-calls';

export interface FeedQuery {
  /** 0 every sport, else a sport type of the sports list (contracts/sports.ts). */
  sportsType: number;
  /** Only 不中退 tips. */
  returnOnly: boolean;
  /** Only tips on these matches (the ongoing-match selector). */
  matchIds: readonly number[];
}

/** A page of the tip feed as the feed's filter asks it. */
export const feedRequest = (query: FeedQuery, page: number): RequestOf<typeof NewsCalls.messageFeed> => ({
  sportsType: query.sportsType,
  page,
  size: LIST_PAGE_SIZE,
  sportsIds: query.matchIds.length > 0 ? query.matchIds.join(',') : undefined,
  blackReturnGold: query.returnOnly ? 1 : 0,
  // Every tip: the platform's own experts' and third-party ones (the feed marks the latter).
  sportsSource: SportsSource.All,
});

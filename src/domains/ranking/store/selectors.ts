/** Selectors of the ranking store: each returns a stored value (zustand v5 needs stable outputs). */
import type { OddsTypeValue, UserTitleInfo } from '../../../contracts/ranking';
import { idleResource, type Resource } from '../../../platform/store/resource';
import type { PeriodRange } from '../ranking-paths';
import { savedOddsType } from './saved-odds-type';
import {
  emptyBetFeed,
  feedKeyOf,
  listKeyOf,
  recordKeyOf,
  type BetFeed,
  type BoardList,
  type BettorRecord,
  type RankingState,
} from './initial-state';
import type { RankingTypeValue } from '../../../contracts/ranking';

const IDLE_LIST: Resource<BoardList> = idleResource();
const IDLE_RECORD: Resource<BettorRecord> = idleResource();
const emptyFeeds = new Map<number, BetFeed>();
const emptyFeedOf = (userId: number): BetFeed => {
  let feed = emptyFeeds.get(userId);
  if (!feed) {
    feed = emptyBetFeed(userId);
    emptyFeeds.set(userId, feed);
  }
  return feed;
};

/** The user title of a bettor from any record of theirs that is loaded. */
export function findRecordTitle(state: RankingState, userId: number): UserTitleInfo | undefined {
  for (const resource of Object.values(state.records)) {
    if (resource.data?.userTitle.userId === userId) return resource.data.userTitle;
  }
  return undefined;
}

export const rankingSelectors = {
  config: (state: RankingState) => state.config,
  choice: (state: RankingState) => state.choice,
  titles: (state: RankingState) => state.titles,
  oddsType: (state: RankingState): OddsTypeValue => state.oddsType ?? savedOddsType(),
  list:
    (period: PeriodRange | null, type: RankingTypeValue) =>
    (state: RankingState): Resource<BoardList> =>
      period ? (state.lists[listKeyOf(period, type)] ?? IDLE_LIST) : IDLE_LIST,
  record:
    (userId: number, period: PeriodRange | null) =>
    (state: RankingState): Resource<BettorRecord> =>
      period ? (state.records[recordKeyOf(userId, period)] ?? IDLE_RECORD) : IDLE_RECORD,
  feed:
    (userId: number, history: boolean) =>
    (state: RankingState): BetFeed =>
      state.feeds[feedKeyOf(userId, history)] ?? emptyFeedOf(userId),
  votePending: (reportId: number) => (state: RankingState) => state.votePending[reportId] === true,
  followPending: (userId: number) => (state: RankingState) => state.followPending[userId] === true,
};

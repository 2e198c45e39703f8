/**
 * The ranking store's state: the board (config, the lists by period and type, what the user
 * picked, the odds type odds are read in), the titles, and the bettors' pages (each period's
 * record for the summary and the curve, and the 近期 and 历史 lists by cursor).
 */
import {
  RankingType,
  type BettingReport,
  type OddsTypeValue,
  type RankingConfig,
  type RankingEntry,
  type RankingTypeValue,
  type UserTitleInfo,
} from '../../../contracts/ranking';
import { type UserTitle } from '../../../contracts/user-titles';
import type { FeedMap, ResourceMap } from '../../../platform/store/keyed';
import { emptyFeed, type PagedFeed } from '../../../platform/store/paged-feed';
import { idleResource, type Resource } from '../../../platform/store/resource';
import type { PeriodRange } from '../ranking-paths';
import type { BoardChoice } from '../rules/ranking-tabs';
import type { StateSlice } from '../../../platform/store/domain-store';

/** A list of the board: `${startDate}-${endDate}:${rankingType}`. */
export type ListKey = `${number}-${number}:${RankingTypeValue}`;
export const listKeyOf = (period: PeriodRange, type: RankingTypeValue): ListKey =>
  `${period.startDate}-${period.endDate}:${type}`;

/** A list as kept: its entries, and the period and type it is of (for last-seen copies). */
export interface BoardList {
  startDate: number;
  endDate: number;
  rankingType: RankingTypeValue;
  entries: RankingEntry[];
}

/** A bettor over a period: who they are and the period's settled bets (summary and curve). */
export interface BettorRecord {
  userTitle: UserTitleInfo;
  period: PeriodRange;
  bets: BettingReport[];
  /** False when the period held more bets than the pages read (the curve then has the newest only). */
  complete: boolean;
}

/** A bettor's record of a period: `${userId}@${startDate}-${endDate}`. */
export type RecordKey = `${number}@${number}-${number}`;
export const recordKeyOf = (userId: number, period: PeriodRange): RecordKey =>
  `${userId}@${period.startDate}-${period.endDate}`;

/** A bettor's list: 近期 (still waiting) or 历史 (settled). Its query is the bettor. */
export type BetFeed = PagedFeed<BettingReport, number>;
export type FeedKey = `${number}:${'recent' | 'history'}`;
export const feedKeyOf = (userId: number, history: boolean): FeedKey => `${userId}:${history ? 'history' : 'recent'}`;
export const emptyBetFeed = (userId: number): BetFeed => emptyFeed<BettingReport, number>(userId);

export interface RankingState {
  config: Resource<RankingConfig[]>;
  choice: BoardChoice;
  /** By ListKey. */
  lists: ResourceMap<BoardList>;
  titles: Resource<UserTitle[]>;
  /** The odds type odds are read in; null: the one saved on the device (savedOddsType). */
  oddsType: OddsTypeValue | null;
  /** By RecordKey. */
  records: ResourceMap<BettorRecord>;
  /** By FeedKey. */
  feeds: FeedMap<BettingReport, number>;
  /** Reports whose vote is on its way (a tap meanwhile is ignored: the overlay catches it anyway). */
  votePending: Record<number, true>;
  /** Bettors whose 跟单 switch is on its way. */
  followPending: Record<number, true>;
}

export const initialRankingState: RankingState = {
  config: idleResource(),
  choice: { configIndex: 0, dateKey: null, rankingType: RankingType.Win },
  lists: {},
  titles: idleResource(),
  oddsType: null,
  records: {},
  feeds: {},
  votePending: {},
  followPending: {},
};

/** Pages read for a period's record at most (a volume bettor's month). */
export const MAX_RECORD_PAGES = 5;
/** Last-seen copies of a list keep this many entries (the first screen and more). */
export const LAST_SEEN_ENTRIES = 20;

/** A slice of the ranking store: its state, and the sibling actions it calls (`Needs`). */
export type RankingSlice<Actions, Needs = unknown> = StateSlice<RankingState, Actions, Needs>;

/**
 * The news store's state: one store for the domain, split into slices by the
 * actions that own them. Server data is kept as received — resources (platform/store/resource)
 * and paged feeds (platform/store/paged-feed) — keyed by the expert or tip they belong to, and
 * changed in place by the rules of rules/ (a follow, a purchase, a comment, a settlement).
 */
import {
  ExpertSort,
  type ExpertSortValue,
  type LotteryApproval,
  type OngoingMatch,
  type ExpertProfile,
  type ReportCategory,
  type TipComment,
  type TipDetail,
  type TipMessage,
} from '../../../contracts/news';
import type { LotteryClaimForm } from '../../../contracts/lottery-claim';
import { type UserTitle } from '../../../contracts/user-titles';
import type { FeedMap, ResourceMap } from '../../../platform/store/keyed';
import { emptyFeed, type PagedFeed } from '../../../platform/store/paged-feed';
import { idleResource, type Resource } from '../../../platform/store/resource';
import type { FeedQuery } from '../rules/feed-request';
import type { StateSlice } from '../../../platform/store/domain-store';

export type TipFeed = PagedFeed<TipMessage, FeedQuery>;
export const DEFAULT_FEED_QUERY: FeedQuery = { sportsType: 0, returnOnly: false, matchIds: [] };
export const emptyTipFeed: TipFeed = emptyFeed<TipMessage, FeedQuery>(DEFAULT_FEED_QUERY);

export type ExpertFeed = PagedFeed<ExpertProfile, ExpertSortValue>;
export const emptyExpertFeed: ExpertFeed = emptyFeed<ExpertProfile, ExpertSortValue>(ExpertSort.Popular);

/** An expert's tips: on sale, or settled (history). The query is the expert id. */
export type ExpertTipsKey = `${number}:current` | `${number}:history`;
export const expertTipsKey = (expertId: number, history: boolean): ExpertTipsKey =>
  `${expertId}:${history ? 'history' : 'current'}`;
export type ExpertTipFeed = PagedFeed<TipMessage, number>;
export const emptyExpertTipFeed: ExpertTipFeed = emptyFeed<TipMessage, number>(0);

/** A tip's comments (all, or the user's own); the query is the tip id. */
export type CommentFeed = PagedFeed<TipComment, number>;
export const emptyCommentFeed: CommentFeed = emptyFeed<TipComment, number>(0);

export type OrderFeed = PagedFeed<TipMessage, 'orders'>;
export const emptyOrderFeed: OrderFeed = emptyFeed<TipMessage, 'orders'>('orders');

export interface NewsState {
  /** The /news tip feed (sport, 不中退, matches). */
  feed: TipFeed;
  /** The feed shows a last-seen copy received at this time, not confirmed by a fresh answer yet. */
  feedSeenAt: number | null;
  /** The sport types with tips on sale, as the feed's last first page said (null: not said). */
  feedSports: readonly number[] | null;
  /** The strip's hot experts (first page by followers). */
  hotExperts: Resource<ExpertProfile[]>;
  /** The strip's followed experts (sortType 4, the user's own). */
  followedExperts: Resource<ExpertProfile[]>;
  /** /news/all-gods, by sort. */
  allExperts: ExpertFeed;
  /** Expert pages, by expert id. */
  experts: ResourceMap<ExpertProfile>;
  /** By expertTipsKey. */
  expertTips: FeedMap<TipMessage, number>;
  /** Tip details, by tip id. */
  tips: ResourceMap<TipDetail>;
  /** The user's gold (what purchases spend). */
  balance: Resource<number>;
  /** Set for 50 ms after a purchase (the bought content fades in while it is). */
  forcedRefresh: boolean;
  comments: FeedMap<TipComment, number>;
  myComments: FeedMap<TipComment, number>;
  reportCategories: Resource<ReportCategory[]>;
  titles: Resource<UserTitle[]>;
  /** My orders, a page at a time. */
  orders: OrderFeed;
  /** Every order, for the ledger (我的战绩). */
  allOrders: Resource<TipMessage[]>;
  ongoingMatches: Resource<OngoingMatch[]>;
  lottery: Resource<LotteryApproval>;
  /** The lottery claim's form as the user left it (null: untouched — it starts from the last claim). */
  lotteryDraft: LotteryClaimForm | null;
  /** The key of the claim on its way or left unanswered: a retry sends it again (submitted once). */
  lotteryClaimKey: string | null;
}

export const initialNewsState: NewsState = {
  feed: emptyTipFeed,
  feedSeenAt: null,
  feedSports: null,
  hotExperts: idleResource(),
  followedExperts: idleResource(),
  allExperts: emptyExpertFeed,
  experts: {},
  expertTips: {},
  tips: {},
  balance: idleResource(),
  forcedRefresh: false,
  comments: {},
  myComments: {},
  reportCategories: idleResource(),
  titles: idleResource(),
  orders: emptyOrderFeed,
  allOrders: idleResource(),
  ongoingMatches: idleResource(),
  lottery: idleResource(),
  lotteryDraft: null,
  lotteryClaimKey: null,
};

/** The strip shows this many experts. */
export const STRIP_SIZE = 8;
/** The forced-refresh flag after a purchase lasts this long. */
export const FORCED_REFRESH_MS = 50;

/** A slice of the news store: its state, and the sibling actions it calls (`Needs`). */
export type NewsSlice<Actions, Needs = unknown> = StateSlice<NewsState, Actions, Needs>;

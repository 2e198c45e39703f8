/**
 * Selectors of the news store: one per field, or per entity by id (a page selects its own
 * expert, tip or comment list). Every selector returns a value stored in the state (or a
 * constant), never a fresh object: zustand v5 needs stable outputs.
 */
import type { ExpertProfile } from '../../../contracts/news';
import type { UserTitle } from '../../../contracts/user-titles';
import { idleResource } from '../../../platform/store/resource';
import {
  emptyCommentFeed,
  emptyExpertTipFeed,
  expertTipsKey,
  type CommentFeed,
  type ExpertTipFeed,
  type NewsState,
} from './initial-state';

type State = NewsState;
const IDLE = idleResource<never>();
const NO_EXPERTS: readonly ExpertProfile[] = [];
const NO_TITLES: readonly UserTitle[] = [];

export const newsSelectors = {
  feed: (state: State) => state.feed,
  feedSeenAt: (state: State) => state.feedSeenAt,
  feedSports: (state: State) => state.feedSports,
  feedQuery: (state: State) => state.feed.query,
  hotExperts: (state: State) => state.hotExperts,
  hotExpertList: (state: State) => state.hotExperts.data ?? NO_EXPERTS,
  followedExperts: (state: State) => state.followedExperts,
  allExperts: (state: State) => state.allExperts,
  expert: (expertId: number) => (state: State) => state.experts[expertId] ?? IDLE,
  expertTips:
    (expertId: number, history: boolean) =>
    (state: State): ExpertTipFeed =>
      state.expertTips[expertTipsKey(expertId, history)] ?? emptyExpertTipFeed,
  tip: (tipId: number) => (state: State) => state.tips[tipId] ?? IDLE,
  balance: (state: State) => state.balance,
  forcedRefresh: (state: State) => state.forcedRefresh,
  comments:
    (tipId: number) =>
    (state: State): CommentFeed =>
      state.comments[tipId] ?? emptyCommentFeed,
  myComments:
    (tipId: number) =>
    (state: State): CommentFeed =>
      state.myComments[tipId] ?? emptyCommentFeed,
  reportCategories: (state: State) => state.reportCategories,
  titles: (state: State) => state.titles.data ?? NO_TITLES,
  orders: (state: State) => state.orders,
  allOrders: (state: State) => state.allOrders,
  ongoingMatches: (state: State) => state.ongoingMatches,
  lottery: (state: State) => state.lottery,
};

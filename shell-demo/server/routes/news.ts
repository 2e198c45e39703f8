/**
 * The tips (爆料) calls (NewsCalls of src/contracts/news.ts) over the seeded world
 * (world/queries/news.ts: experts, their statistics, tips settled against results, comments),
 * with what the world lacks kept per user for the server's lifetime (news-state.ts). One room
 * per part of the page set:
 *
 * - news-experts.ts: expert lists, an expert's details and tips, following;
 * - news-tips.ts: the feed of tips on sale, a tip's details, the matches in play with tips;
 * - news-purchases.ts: buying with gold (idempotent per key), orders, 不中退 refunds;
 * - news-comments.ts: comments, replies, likes, reports, the comment rule;
 * - news-lottery.ts: lottery approval.
 *
 * news-view.ts shapes the answers (the paid part of a tip only for those who may see it);
 * news-params.ts holds the parameters they share.
 */
import type { RouteModule } from '../server-context';
import { registerCommentCalls } from './news-comments';
import { registerExpertCalls } from './news-experts';
import { registerLotteryCalls } from './news-lottery';
import { registerPurchaseCalls } from './news-purchases';
import { NewsState } from './news-state';
import { registerTipCalls } from './news-tips';

export const registerNewsRoutes: RouteModule = (router, server) => {
  const state = new NewsState();
  for (const register of [
    registerExpertCalls,
    registerTipCalls,
    registerPurchaseCalls,
    registerCommentCalls,
    registerLotteryCalls,
  ]) {
    register(router, server, state);
  }
};

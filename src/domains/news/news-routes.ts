/**
 * The news domain's route patterns (sub-routes of /news for the screens the product names
 * without a route) and its header tab's words: all the descriptor needs, so the app's first
 * screen carries only these (the pages' link helpers are in news-paths.ts).
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
export const newsRoutes = {
  home: '/news',
  expert: '/news/user/:id',
  detail: '/news/detail/:id',
  allExperts: '/news/all-gods',
  programDetail: '/program-detail/:id',
  /** Not in the spec's table: "my orders". */
  myOrders: '/news/my-orders',
  /** Not in the spec's table: the user's own ledger (我的战绩). */
  myRecord: '/news/my-record',
  /** Not in the spec's table: the ongoing-match selector. */
  matchSelect: '/news/match-select',
  /** Not in the spec's table: lottery approval info and submit. */
  lotteryApproval: '/news/lottery-approval',
} as const;

/** The header tab's words: here, beside the patterns, because the descriptor (first screen) needs only these. */
export const tabWords = { news: '爆料' } as const;

/** The tab's words in every locale: the other three in one chunk of a few bytes (tab-words.ts). */
export const tabMessages = defineMessages(
  tabWords,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-news-tab" */ './tab-words')),
);

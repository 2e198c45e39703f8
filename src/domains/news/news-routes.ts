/**
 * The news domain's route patterns (sub-routes of /news for the screens the product names
 * without a route): with its header tab's words (tab-messages.zh-cn.ts) all the descriptor needs, so the app's first
 * screen carries only these (the pages' link helpers are in news-paths.ts).
 */
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

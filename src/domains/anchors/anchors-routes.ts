/**
 * The anchors domain's route patterns: with its header tab's words (tab-messages.zh-cn.ts) all the descriptor needs, so
 * the app's first screen carries only these (the pages' link helpers are in anchor-paths.ts).
 */
export const anchorRoutes = {
  home: '/anchor',
  allAnchors: '/anchor/all-anchor',
  weekRank: '/anchor/week-rank',
  anchorImage: '/anchor/anchor-image/:id',
} as const;

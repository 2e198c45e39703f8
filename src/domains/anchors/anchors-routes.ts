/**
 * The anchors domain's route patterns and its header tab's words: all the descriptor needs, so
 * the app's first screen carries only these (the pages' link helpers are in anchor-paths.ts).
 */
export const anchorRoutes = {
  home: '/anchor',
  allAnchors: '/anchor/all-anchor',
  weekRank: '/anchor/week-rank',
  anchorImage: '/anchor/anchor-image/:id',
} as const;

/** The header tab's words: here, beside the patterns, because the descriptor (first screen) needs only these. */
export const tabWords = { anchor: '主播', liveBadge: '有主播正在直播' } as const;

/**
 * The ranking domain's route patterns, alone in this file (its header tab's words are in
 * tab-messages.zh-cn.ts): the descriptor imports them, so they are part of the app's first screen; the href helpers and
 * parsers of ranking-paths.ts load with the pages.
 */
export const rankingRoutes = {
  home: '/user-ranking',
  user: '/user-ranking/user/:id',
} as const;

/**
 * The ranking domain's route patterns and its header tab's words, alone in this file: the
 * descriptor imports them, so they are part of the app's first screen; the href helpers and
 * parsers of ranking-paths.ts load with the pages.
 */
export const rankingRoutes = {
  home: '/user-ranking',
  user: '/user-ranking/user/:id',
} as const;

/** The header tab's words: here, beside the patterns, because the descriptor (first screen) needs only these. */
export const tabWords = { ranking: '盈利榜' } as const;

/**
 * The ranking domain's route patterns (spec section 2), alone in this file: the descriptor
 * imports them, so they are part of the app's first screen; the href helpers and parsers of
 * ranking-paths.ts load with the pages.
 */
export const rankingRoutes = {
  home: '/user-ranking',
  user: '/user-ranking/user/:id',
} as const;

/**
 * The NBA domain's route patterns: all the descriptor needs, so the app's first
 * screen carries only these (the pages' link helpers are in nba-paths.ts).
 */
export const nbaRoutes = {
  home: '/nba',
  team: '/nba/team/:id',
  player: '/nba/player/:id',
} as const;

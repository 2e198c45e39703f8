/**
 * The football domain's route patterns: with its header tabs' words (tab-messages.zh-cn.ts) all the descriptor needs, so
 * the app's first screen carries no more of the domain than this (links are built with
 * football-paths.ts).
 */
export const footballRoutes = {
  fiveLeagues: '/five-leagues',
  leagueTeam: '/five-leagues/league/:leagueId/team/:id',
  leaguePlayer: '/five-leagues/league/:leagueId/player/:id',
  worldCup: '/world-cup',
  worldCupTeam: '/world-cup/team/:id',
  euroCup: '/euro-cup',
  euroCupTeam: '/euro-cup/team/:id',
} as const;

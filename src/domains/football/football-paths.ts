/**
 * Links to the football domain's pages (the patterns are football-routes.ts):
 * pages and components build hrefs with these helpers (they may not import the app).
 */
import { pathOf } from '../../platform/domain/domain-links';
import { footballRoutes } from './football-routes';

/** The two tournaments with pages of their own. */
export type Tournament = 'euro' | 'world-cup';

export const footballPaths = {
  fiveLeagues: () => footballRoutes.fiveLeagues,
  leagueTeam: (leagueId: number, teamId: number) => pathOf(footballRoutes.leagueTeam, { leagueId, id: teamId }),
  leaguePlayer: (leagueId: number, playerId: number) => pathOf(footballRoutes.leaguePlayer, { leagueId, id: playerId }),
  tournament: (tournament: Tournament) => (tournament === 'euro' ? footballRoutes.euroCup : footballRoutes.worldCup),
  tournamentTeam: (tournament: Tournament, teamId: number) =>
    pathOf(tournament === 'euro' ? footballRoutes.euroCupTeam : footballRoutes.worldCupTeam, { id: teamId }),
} as const;

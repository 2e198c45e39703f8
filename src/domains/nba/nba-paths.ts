/** Links between the NBA pages (their patterns are in nba-routes.ts), and reading a route's id. */
import { parseIdParam, pathOf } from '../../platform/domain/domain-links';
import { nbaRoutes } from './nba-routes';

export const nbaPaths = {
  home: () => nbaRoutes.home,
  team: (teamId: number) => pathOf(nbaRoutes.team, { id: teamId }),
  player: (playerId: number) => pathOf(nbaRoutes.player, { id: playerId }),
} as const;

/** A route's `:id` as a team or player id: a positive integer of at most 9 digits, or null for anything else. */
export const parseNbaIdParam = (value: string | undefined): number | null => parseIdParam(value, 9);

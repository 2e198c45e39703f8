/**
 * The NBA domain's routes (spec section 2). The app's route table uses the patterns; the
 * domain's pages build links with the helpers.
 */
export const nbaRoutes = {
  home: '/nba',
  team: '/nba/team/:id',
  player: '/nba/player/:id',
} as const;

export const nbaPaths = {
  home: () => nbaRoutes.home,
  team: (teamId: number) => `/nba/team/${teamId}`,
  player: (playerId: number) => `/nba/player/${playerId}`,
} as const;

/** A route's `:id` as a team or player id: a positive integer, or null for anything else. */
export function parseNbaIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

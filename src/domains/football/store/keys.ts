/** The keys of the football store's resources (store/football-store.ts); pages select with the same keys. */
import type { FootballStatType } from '../../../contracts/football';
import type { Tournament } from '../football-paths';

// No `as const`: the functions are read-only by use, and Stryker mutates nothing under a type assertion.
export const footballKeys = {
  leagueDates: (competitionId: number, seasonId: number, stageId?: number) =>
    stageId === undefined
      ? `league:${competitionId}:${seasonId}`
      : `league:${competitionId}:${seasonId}:stage:${stageId}`,
  leagueStages: (competitionId: number, seasonId: number) => `league:${competitionId}:${seasonId}`,
  leagueDay: (seasonId: number, date: number) => `day:${seasonId}:${date}`,
  stageMatches: (stageId: number) => `stage:${stageId}`,
  cupDay: (stageIds: readonly number[], date: number) => `cup:${stageIds.join(',')}:${date}`,
  table: (seasonId: number) => `season:${seasonId}`,
  playerRanking: (seasonId: number, stat: FootballStatType) => `${seasonId}:${stat}`,
  tournament: (tournament: Tournament) => `t:${tournament}`,
  tournamentDay: (tournament: Tournament, date: number) => `t:${tournament}:day:${date}`,
  tournamentStage: (tournament: Tournament, stageId: number) => `t:${tournament}:stage:${stageId}`,
  team: (teamId: number, tournament?: Tournament) => `${tournament ?? 'club'}:${teamId}`,
  teamSeason: (teamId: number, seasonId: number) => `team:${teamId}:${seasonId}`,
  teamMatches: (teamId: number) => `team:${teamId}:all`,
};

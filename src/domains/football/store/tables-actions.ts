/**
 * The tables: a league's standings, home and away records, player ranking per statistic and team
 * statistics; a tournament's group tables and the Euro's home and away records.
 */
import {
  parseStandingTable,
  type FootballStage,
  type FootballStatType,
  type StandingTable,
} from '../../../contracts/football';
import { footballApi } from '../api/football-api';
import type { Tournament } from '../football-paths';
import { tableQuery } from '../rules/competitions';
import { footballFamily, lastSeen } from './football-families';
import type { FootballSlice } from './initial-state';
import { footballKeys } from './keys';

export interface TablesActions {
  loadTable(competitionId: number, seasonId: number): Promise<void>;
  loadHomeAway(competitionId: number, seasonId: number): Promise<void>;
  loadPlayerRanking(seasonId: number, stat: FootballStatType): Promise<void>;
  loadTeamStats(seasonId: number): Promise<void>;
  loadTournamentTable(tournament: Tournament): Promise<void>;
  loadEuroHomeAway(): Promise<void>;
}

export const createTablesActions: FootballSlice<TablesActions> = (set, get, scope) => {
  const parts = { scope, get, set };
  const tables = footballFamily(parts, 'tables', lastSeen('table', parseStandingTable));
  const homeAway = footballFamily(parts, 'homeAway');
  const playerRanking = footballFamily(parts, 'playerRanking');
  const teamStats = footballFamily(parts, 'teamStats');

  /** A season's stages: those the store has, else asked for. */
  const leagueStages = (competitionId: number, seasonId: number): Promise<FootballStage[]> | FootballStage[] =>
    get().stages[footballKeys.leagueStages(competitionId, seasonId)]?.data ??
    footballApi.stages({ id: competitionId, seasonId });
  const tournamentStages = (tournament: Tournament): Promise<FootballStage[]> | FootballStage[] =>
    get().stages[footballKeys.tournament(tournament)]?.data ?? footballApi[tournament].stages();
  /** No stage with a table: an empty table, nothing asked. */
  const noTable = (seasonId: number): StandingTable => ({ seasonId, stageId: 0, groups: [] });

  return {
    loadTable: (competitionId, seasonId) =>
      tables(footballKeys.table(seasonId), async () => {
        const query = tableQuery(await leagueStages(competitionId, seasonId));
        return query ? footballApi.ranking({ seasonId, ...query }) : noTable(seasonId);
      }),
    loadHomeAway: (competitionId, seasonId) =>
      homeAway(footballKeys.table(seasonId), async () => {
        const query = tableQuery(await leagueStages(competitionId, seasonId));
        return query ? footballApi.homeAway({ seasonId, ...query }) : [];
      }),
    loadPlayerRanking: (seasonId, stat) =>
      playerRanking(footballKeys.playerRanking(seasonId, stat), () =>
        footballApi.playerRanking({ seasonId, order: stat }),
      ),
    loadTeamStats: (seasonId) => teamStats(String(seasonId), () => footballApi.teamStats({ seasonId })),
    loadTournamentTable: (tournament) =>
      tables(footballKeys.tournament(tournament), async () => {
        const stages = await tournamentStages(tournament);
        const query = tableQuery(stages);
        return query ? footballApi[tournament].ranking(query) : noTable(stages[0]?.seasonId ?? 0);
      }),
    loadEuroHomeAway: () => homeAway(footballKeys.tournament('euro'), () => footballApi.euro.homeAway()),
  };
};

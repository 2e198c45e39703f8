/**
 * The tables: a league's standings, home and away records, player ranking per statistic and team
 * statistics; a tournament's group tables and the Euro's home and away records.
 */
import { parseStandingTable, type FootballStatType } from '../../../contracts/football';
import * as api from '../api/football-api';
import type { Tournament } from '../football-paths';
import { groupStageRankingQuery } from '../rules/competitions';
import { footballFamily, lastSeen } from './football-families';
import type { FootballSlice } from './initial-state';
import { footballKeys } from './keys';

export interface TablesActions {
  loadTable(seasonId: number): Promise<void>;
  loadHomeAway(seasonId: number): Promise<void>;
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

  return {
    loadTable: (seasonId) => tables(footballKeys.table(seasonId), () => api.fetchRanking({ seasonId })),
    loadHomeAway: (seasonId) => homeAway(footballKeys.table(seasonId), () => api.fetchHomeAway({ seasonId })),
    loadPlayerRanking: (seasonId, stat) =>
      playerRanking(footballKeys.playerRanking(seasonId, stat), () =>
        api.fetchPlayerRanking({ seasonId, order: stat }),
      ),
    loadTeamStats: (seasonId) => teamStats(String(seasonId), () => api.fetchTeamStats(seasonId)),
    loadTournamentTable: (tournament) =>
      tables(footballKeys.tournament(tournament), async () => {
        // ranking {groupName, stageId}: the group stage, every group — the
        // stages already loaded when there are, else asked for first.
        const known = get().stages[footballKeys.tournament(tournament)]?.data;
        const stages = known ?? (await api.fetchTournamentStages(tournament));
        return api.fetchTournamentRanking(tournament, groupStageRankingQuery(stages));
      }),
    loadEuroHomeAway: () => homeAway(footballKeys.tournament('euro'), api.fetchEuroHomeAway),
  };
};

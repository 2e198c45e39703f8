/**
 * The tables of /nba: standings by conference or division (spec "NBA ranking item"), home and
 * away records, and the player ranking per statistic and order (top 10).
 */
import type { NbaRankingOrderCode, NbaStatScopeCode } from '../../../contracts/nba';
import { nbaApi } from '../api/nba-api';
import { standingsRequest, topPlayers, type StandingsView } from '../rules/nba-tables';
import { rankingKey, standingsKey } from './initial-state';
import { keyedIn } from '../../../platform/store/keyed-resources';
import type { NbaSlice } from './initial-state';

export interface TablesActions {
  loadStandings(seasonId: number, view: StandingsView): Promise<void>;
  loadHomeAway(seasonId: number, view: StandingsView): Promise<void>;
  loadPlayerRanking(seasonId: number, scope: NbaStatScopeCode, order: NbaRankingOrderCode): Promise<void>;
}

export const createTablesActions: NbaSlice<TablesActions> = (set, get, scope) => {
  const keyed = keyedIn({ scope, get, set });
  interface TableKey {
    seasonId: number;
    view: StandingsView;
  }
  const tableId = (key: TableKey) => standingsKey(key.seasonId, key.view);
  const standingsQuery = (key: TableKey) => ({ ...standingsRequest(key.view), seasonId: key.seasonId });
  const standings = keyed.resources({
    field: 'standings',
    idOf: tableId,
    fetch: (key: TableKey) => nbaApi.ranking(standingsQuery(key)),
  });
  const homeAway = keyed.resources({
    field: 'homeAway',
    idOf: tableId,
    fetch: (key: TableKey) => nbaApi.homeAway(standingsQuery(key)),
  });
  const ranking = keyed.resources({
    field: 'playerRanking',
    idOf: (key: { seasonId: number; scope: NbaStatScopeCode; order: NbaRankingOrderCode }) =>
      rankingKey(key.seasonId, key.scope, key.order),
    fetch: async ({ seasonId, scope, order }) => topPlayers((await nbaApi.playerList({ scope, order, seasonId })).list),
  });
  return {
    loadStandings: (seasonId, view) => standings.load({ seasonId, view }),
    loadHomeAway: (seasonId, view) => homeAway.load({ seasonId, view }),
    loadPlayerRanking: (seasonId, statScope, order) => ranking.load({ seasonId, scope: statScope, order }),
  };
};

/**
 * The tables of /nba: standings by conference or division (spec "NBA ranking item"), home and
 * away records, and the player ranking per statistic and order (top 10, spec section 5).
 */
import type { NbaRankingOrderCode, NbaStatScopeCode } from '../../../contracts/nba';
import { fetchHomeAway, fetchPlayerRanking, fetchStandings } from '../api/nba-api';
import { standingsRequest, topPlayers, type StandingsView } from '../rules/nba-tables';
import { rankingKey, standingsKey } from './initial-state';
import { keyedResources } from './keyed-resources';
import type { NbaSlice } from './nba-store';

export interface TablesActions {
  loadStandings(seasonId: number, view: StandingsView): Promise<void>;
  loadHomeAway(seasonId: number, view: StandingsView): Promise<void>;
  loadPlayerRanking(seasonId: number, scope: NbaStatScopeCode, order: NbaRankingOrderCode): Promise<void>;
}

export const createTablesActions: NbaSlice<TablesActions> = (set, get, scope) => {
  const standingsQuery = (key: string) => {
    const [seasonId, view] = key.split(':');
    return { seasonId: Number(seasonId), ...standingsRequest(view as StandingsView) };
  };
  const standings = keyedResources({
    scope,
    get,
    set,
    field: 'standings',
    fetch: (key) => fetchStandings(standingsQuery(key)),
  });
  const homeAway = keyedResources({
    scope,
    get,
    set,
    field: 'homeAway',
    fetch: (key) => fetchHomeAway(standingsQuery(key)),
  });
  const ranking = keyedResources({
    scope,
    get,
    set,
    field: 'playerRanking',
    fetch: async (key) => {
      const [seasonId, statScope, order] = key.split(':').map(Number);
      const answer = await fetchPlayerRanking({
        seasonId: seasonId!,
        scope: statScope as NbaStatScopeCode,
        order: order as NbaRankingOrderCode,
      });
      return topPlayers(answer.list);
    },
  });
  return {
    loadStandings: (seasonId, view) => standings.load(standingsKey(seasonId, view)),
    loadHomeAway: (seasonId, view) => homeAway.load(standingsKey(seasonId, view)),
    loadPlayerRanking: (seasonId, statScope, order) => ranking.load(rankingKey(seasonId, statScope, order)),
  };
};

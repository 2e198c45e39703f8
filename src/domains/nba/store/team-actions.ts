/**
 * A team's page (lineup, matches, players, data) and a player's page (profile and season
 * stats). The lineup and the player's profile are their pages' first screens: kept as last-seen
 * data. A team's matches and data exist for every season of the spec (21-22 to 23-24) and the
 * current one.
 */
import type { NbaKindCode, NbaLineUp, NbaPlayerDetail } from '../../../contracts/nba';
import { fetchPlayerDetail, fetchTeamData, fetchTeamGames, fetchTeamLineUp, fetchTeamPlayers } from '../api/nba-api';
import { teamSeasonKey } from './initial-state';
import { keyedResources } from './keyed-resources';
import type { NbaSlice } from './nba-store';

export interface TeamActions {
  loadLineUp(teamId: number): Promise<void>;
  loadTeamPlayers(teamId: number): Promise<void>;
  loadTeamGames(teamId: number, seasonId: number, kind: NbaKindCode): Promise<void>;
  loadTeamData(teamId: number, seasonId: number, kind: NbaKindCode): Promise<void>;
  loadPlayer(playerId: number): Promise<void>;
}

const isLineUp = (value: unknown): value is NbaLineUp => {
  const data = value as Partial<NbaLineUp> | null;
  return typeof data?.team?.id === 'number' && Array.isArray(data.players);
};
const isPlayerDetail = (value: unknown): value is NbaPlayerDetail => {
  const data = value as Partial<NbaPlayerDetail> | null;
  return typeof data?.player?.id === 'number' && Array.isArray(data.seasons) && Array.isArray(data.recentGames);
};

export const createTeamActions: NbaSlice<TeamActions> = (set, get, scope) => {
  const seasonQuery = (key: string) => {
    const [teamId, seasonId, kind] = key.split(':').map(Number);
    return { teamId: teamId!, query: { seasonId: seasonId!, kind: kind as NbaKindCode } };
  };
  const lineUps = keyedResources({
    scope,
    get,
    set,
    field: 'lineUps',
    fetch: (key) => fetchTeamLineUp(Number(key)),
    lastSeen: (key) => ({ name: `nba:team:${key}`, version: 1, accept: isLineUp }),
  });
  const teamPlayers = keyedResources({
    scope,
    get,
    set,
    field: 'teamPlayers',
    fetch: (key) => fetchTeamPlayers(Number(key)),
  });
  const teamGames = keyedResources({
    scope,
    get,
    set,
    field: 'teamGames',
    fetch: async (key) => {
      const { teamId, query } = seasonQuery(key);
      return fetchTeamGames(teamId, query);
    },
  });
  const teamData = keyedResources({
    scope,
    get,
    set,
    field: 'teamData',
    fetch: (key) => {
      const { teamId, query } = seasonQuery(key);
      return fetchTeamData(teamId, query);
    },
  });
  const players = keyedResources({
    scope,
    get,
    set,
    field: 'players',
    fetch: (key) => fetchPlayerDetail(Number(key)),
    lastSeen: (key) => ({ name: `nba:player:${key}`, version: 1, accept: isPlayerDetail }),
  });
  return {
    loadLineUp: (teamId) => lineUps.load(String(teamId)),
    loadTeamPlayers: (teamId) => teamPlayers.load(String(teamId)),
    loadTeamGames: (teamId, seasonId, kind) => teamGames.load(teamSeasonKey(teamId, seasonId, kind)),
    loadTeamData: (teamId, seasonId, kind) => teamData.load(teamSeasonKey(teamId, seasonId, kind)),
    loadPlayer: (playerId) => players.load(String(playerId)),
  };
};

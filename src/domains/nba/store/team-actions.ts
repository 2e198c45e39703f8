/**
 * A team's page (lineup, matches, players, data) and a player's page (profile and season
 * stats). The lineup and the player's profile are their pages' first screens: kept as last-seen
 * data. A team's matches and data exist for every season of the spec (21-22 to 23-24) and the
 * current one.
 */
import { parseLineUp, parsePlayerDetail, type NbaKindCode } from '../../../contracts/nba';
import { nbaApi } from '../api/nba-api';
import { teamSeasonKey } from './initial-state';
import { keyedIn } from '../../../platform/store/keyed-resources';
import type { NbaSlice } from './initial-state';

export interface TeamActions {
  loadLineUp(teamId: number): Promise<void>;
  loadTeamPlayers(teamId: number): Promise<void>;
  loadTeamGames(teamId: number, seasonId: number, kind: NbaKindCode): Promise<void>;
  loadTeamData(teamId: number, seasonId: number, kind: NbaKindCode): Promise<void>;
  loadPlayer(playerId: number): Promise<void>;
}

export const createTeamActions: NbaSlice<TeamActions> = (set, get, scope) => {
  const keyed = keyedIn({ scope, get, set });
  interface TeamSeason {
    teamId: number;
    seasonId: number;
    kind: NbaKindCode;
  }
  const teamSeasonId = (key: TeamSeason) => teamSeasonKey(key.teamId, key.seasonId, key.kind);
  const lineUps = keyed.resources({
    field: 'lineUps',
    fetch: (teamId: number) => nbaApi.teamLineUp({ id: teamId }),
    lastSeen: (key) => ({ name: `nba:team:${key}`, version: 1, parse: parseLineUp }),
  });
  const teamPlayers = keyed.resources({
    field: 'teamPlayers',
    fetch: (teamId: number) => nbaApi.teamPlayers({ teamId }),
  });
  const teamGames = keyed.resources({
    field: 'teamGames',
    idOf: teamSeasonId,
    fetch: ({ teamId, seasonId, kind }: TeamSeason) => nbaApi.teamMatches({ teamId, kind, seasonId }),
  });
  const teamData = keyed.resources({
    field: 'teamData',
    idOf: teamSeasonId,
    fetch: ({ teamId, seasonId, kind }: TeamSeason) => nbaApi.teamData({ teamId, kind, seasonId }),
  });
  const players = keyed.resources({
    field: 'players',
    fetch: (playerId: number) => nbaApi.playerDetail({ id: playerId }),
    lastSeen: (key) => ({ name: `nba:player:${key}`, version: 1, parse: parsePlayerDetail }),
  });
  return {
    loadLineUp: (teamId) => lineUps.load(teamId),
    loadTeamPlayers: (teamId) => teamPlayers.load(teamId),
    loadTeamGames: (teamId, seasonId, kind) => teamGames.load({ teamId, seasonId, kind }),
    loadTeamData: (teamId, seasonId, kind) => teamData.load({ teamId, seasonId, kind }),
    loadPlayer: (playerId) => players.load(playerId),
  };
};

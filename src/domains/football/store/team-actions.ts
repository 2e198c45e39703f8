/** A team's and a player's pages: lineup, seasons, best players, leaders; a player and their season. */
import { parsePlayerBasic, parseTeamLineUp } from '../../../contracts/football';
import { footballApi } from '../api/football-api';
import type { Tournament } from '../football-paths';
import { footballFamily, lastSeen } from './football-families';
import type { FootballSlice } from './initial-state';
import { footballKeys } from './keys';

export interface TeamActions {
  loadLineUp(teamId: number, tournament?: Tournament): Promise<void>;
  loadTeamSeasons(teamId: number, tournament?: Tournament): Promise<void>;
  loadBestPlayers(teamId: number, seasonId: number): Promise<void>;
  loadLeaders(teamId: number, seasonId: number, tournament?: Tournament): Promise<void>;
  loadPlayer(playerId: number): Promise<void>;
  loadPlayerStat(playerId: number, seasonId: number): Promise<void>;
}

export const createTeamActions: FootballSlice<TeamActions> = (set, get, scope) => {
  const parts = { scope, get, set };
  const lineUps = footballFamily(parts, 'lineUps', lastSeen('line-up', parseTeamLineUp));
  const teamSeasons = footballFamily(parts, 'teamSeasons');
  const bestPlayers = footballFamily(parts, 'bestPlayers');
  const leaders = footballFamily(parts, 'leaders');
  const players = footballFamily(parts, 'players', lastSeen('player', parsePlayerBasic));
  const playerStats = footballFamily(parts, 'playerStats');

  return {
    loadLineUp: (teamId, tournament) =>
      lineUps(footballKeys.team(teamId, tournament), () =>
        (tournament ? footballApi[tournament] : footballApi).teamLineUp({ id: teamId }),
      ),
    loadTeamSeasons: (teamId, tournament) =>
      teamSeasons(footballKeys.team(teamId, tournament), () =>
        (tournament ? footballApi[tournament] : footballApi).teamSeasonList({ id: teamId }),
      ),
    loadBestPlayers: (teamId, seasonId) =>
      bestPlayers(footballKeys.teamSeason(teamId, seasonId), () => footballApi.teamBestPlayers({ teamId, seasonId })),
    loadLeaders: (teamId, seasonId, tournament) =>
      leaders(footballKeys.teamSeason(teamId, seasonId), () =>
        (tournament === 'euro' ? footballApi.euro : footballApi).teamLeaders({ teamId, seasonId }),
      ),
    loadPlayer: (playerId) => players(String(playerId), () => footballApi.playerBasic({ id: playerId })),
    loadPlayerStat: (playerId, seasonId) =>
      playerStats(`${playerId}:${seasonId}`, () => footballApi.playerSeasonStat({ playerId, seasonId })),
  };
};

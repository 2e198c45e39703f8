/** What the NBA pages read from the store: stored values only (zustand v5 needs stable outputs). */
import { idleResource, type Resource } from '../../../platform/store/resource';
import type { NbaState, ResourceMap } from './initial-state';

const resourceOf =
  <T>(pick: (state: NbaState) => ResourceMap<T>, key: string) =>
  (state: NbaState): Resource<T> =>
    pick(state)[key] ?? idleResource<T>();

export const nbaSelectors = {
  topic: (state: NbaState) => state.topic,
  dates: (key: string) => resourceOf((state) => state.dates, key),
  schedule: (key: string) => resourceOf((state) => state.schedule, key),
  knockout: (key: string) => resourceOf((state) => state.knockout, key),
  standings: (key: string) => resourceOf((state) => state.standings, key),
  homeAway: (key: string) => resourceOf((state) => state.homeAway, key),
  playerRanking: (key: string) => resourceOf((state) => state.playerRanking, key),
  lineUp: (teamId: number) => resourceOf((state) => state.lineUps, String(teamId)),
  teamPlayers: (teamId: number) => resourceOf((state) => state.teamPlayers, String(teamId)),
  teamGames: (key: string) => resourceOf((state) => state.teamGames, key),
  teamData: (key: string) => resourceOf((state) => state.teamData, key),
  player: (playerId: number) => resourceOf((state) => state.players, String(playerId)),
};

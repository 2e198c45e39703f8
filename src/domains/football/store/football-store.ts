/**
 * The football domain's store: every piece of server data the pages show,
 * kept as resources by key (the kit's keyed families, platform/store/keyed.ts) — a league's dates and days, a cup's stages,
 * tables, statistics, teams, players, the two tournaments. Actions call the api module, never the
 * network. Match lists seed the match layer's live values, so a row shows the newest score
 * whether it came over HTTP or was pushed. First screens (the competitions, a league's dates and
 * day, the tables, a team, a player, the tournaments' dates) are kept as last-seen data.
 *
 * Selections of the kept-alive pages (league, tab, date) live in the pages' own state.
 */
import {
  parseCompetitions,
  parseFootballMatches,
  parseMatchDates,
  parseStages,
  parsePlayerBasic,
  parseStandingTable,
  parseTeamLineUp,
  type BestPlayer,
  type CompetitionSeason,
  type FootballMatch,
  type FootballStage,
  type FootballStatType,
  type HomeAwayRow,
  type MatchDay,
  type PlayerBasic,
  type PlayerSeasonStat,
  type PlayerStatRow,
  type StandingTable,
  type TeamLeader,
  type TeamLineUp,
  type TeamSeasonItem,
  type TeamStatRow,
} from '../../../contracts/football';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { createDomainStore } from '../../../platform/store/domain-store';
import { keyedResources, type ResourceMap } from '../../../platform/store/keyed';
import type { LastSeenOptions } from '../../../platform/store/resource';
import { idleResource, resourceLoader, type Resource } from '../../../platform/store/resource';
import { withOriginalName, type WithOriginalName } from '../../../contracts/original-names';
import * as api from '../api/football-api';
import { FOOTBALL_DOMAIN } from '../football-domain-id';
import type { Tournament } from '../football-paths';
import { footballKeys } from './keys';
import { groupStageRankingQuery } from '../rules/competitions';

export interface FootballState {
  competitions: Resource<CompetitionSeason[]>;
  dates: ResourceMap<MatchDay[]>;
  stages: ResourceMap<FootballStage[]>;
  /** League days, cup stages, tournament days and stages, a team's matches. */
  matches: ResourceMap<FootballMatch[]>;
  tables: ResourceMap<StandingTable>;
  homeAway: ResourceMap<HomeAwayRow[]>;
  playerRanking: ResourceMap<PlayerStatRow[]>;
  teamStats: ResourceMap<TeamStatRow[]>;
  lineUps: ResourceMap<TeamLineUp>;
  teamSeasons: ResourceMap<TeamSeasonItem[]>;
  bestPlayers: ResourceMap<BestPlayer[]>;
  leaders: ResourceMap<TeamLeader[]>;
  players: ResourceMap<WithOriginalName<PlayerBasic>>;
  playerStats: ResourceMap<PlayerSeasonStat>;
}

export interface FootballActions {
  loadCompetitions(): Promise<void>;
  loadLeagueDates(competitionId: number, seasonId: number, stageId?: number): Promise<void>;
  loadStages(competitionId: number, seasonId: number): Promise<void>;
  loadLeagueDay(seasonId: number, date: number): Promise<void>;
  /** A cup stage: all of it (the bracket). */
  loadStageMatches(stageId: number): Promise<void>;
  /** A cup's day: the matches of the stages playing that day, with their anchors. */
  loadCupDay(stageIds: readonly number[], date: number): Promise<void>;
  loadTable(seasonId: number): Promise<void>;
  loadHomeAway(seasonId: number): Promise<void>;
  loadPlayerRanking(seasonId: number, stat: FootballStatType): Promise<void>;
  loadTeamStats(seasonId: number): Promise<void>;
  loadTournamentDates(tournament: Tournament): Promise<void>;
  loadTournamentStages(tournament: Tournament): Promise<void>;
  loadTournamentDay(tournament: Tournament, date: number): Promise<void>;
  loadTournamentStage(tournament: Tournament, stageId: number): Promise<void>;
  loadTournamentTable(tournament: Tournament): Promise<void>;
  loadEuroHomeAway(): Promise<void>;
  loadLineUp(teamId: number, tournament?: Tournament): Promise<void>;
  loadTeamSeasons(teamId: number, tournament?: Tournament): Promise<void>;
  loadTeamSeasonMatches(teamId: number, seasonId: number, tournament?: Tournament): Promise<void>;
  loadTeamMatches(teamId: number): Promise<void>;
  loadBestPlayers(teamId: number, seasonId: number): Promise<void>;
  loadLeaders(teamId: number, seasonId: number, tournament?: Tournament): Promise<void>;
  loadPlayer(playerId: number): Promise<void>;
  loadPlayerStat(playerId: number, seasonId: number): Promise<void>;
}

export const initialFootballState: FootballState = {
  competitions: idleResource(),
  dates: {},
  stages: {},
  matches: {},
  tables: {},
  homeAway: {},
  playerRanking: {},
  teamStats: {},
  lineUps: {},
  teamSeasons: {},
  bestPlayers: {},
  leaders: {},
  players: {},
  playerStats: {},
};

// Last-seen data is read by the parser that reads the wire (another version's copy is dropped).
const lastSeen =
  <T>(prefix: string, parse: (data: unknown) => T) =>
  (key: string): LastSeenOptions<T> => ({ name: `football:${prefix}:${key}`, version: 1, parse });

const gameId = () => configSelectors.sportJumpGame(useConfigStore.getState());

export const useFootballStore = createDomainStore<FootballState, FootballActions>(
  FOOTBALL_DOMAIN,
  initialFootballState,
  (set, get, scope) => {
    type Field = keyof Omit<FootballState, 'competitions'>;
    type DataOf<K extends Field> = FootballState[K] extends ResourceMap<infer T> ? T : never;
    /** A football request: the key's id (store/keys.ts) and how to fetch it now (the game id may change). */
    interface Request<T> {
      id: string;
      fetch(): Promise<T>;
    }
    const keyed = <K extends Field>(field: K, keep?: (id: string) => LastSeenOptions<DataOf<K>>) => {
      const family = keyedResources<FootballState, K, Request<DataOf<K>>, DataOf<K>>({
        scope,
        get,
        set,
        field,
        idOf: (request) => request.id,
        fetch: (request) => request.fetch(),
        lastSeen: keep && ((request) => keep(request.id)),
      });
      return (id: string, fetch: () => Promise<DataOf<K>>) => family.load({ id, fetch });
    };

    const dates = keyed('dates', lastSeen('dates', parseMatchDates));
    const stages = keyed('stages', lastSeen('stages', parseStages));
    const dayMatches = keyed('matches', lastSeen('matches', parseFootballMatches));
    const tables = keyed('tables', lastSeen('table', parseStandingTable));
    const homeAway = keyed('homeAway');
    const playerRanking = keyed('playerRanking');
    const teamStats = keyed('teamStats');
    const lineUps = keyed('lineUps', lastSeen('line-up', parseTeamLineUp));
    const teamSeasons = keyed('teamSeasons');
    const bestPlayers = keyed('bestPlayers');
    const leaders = keyed('leaders');
    const players = keyed('players', lastSeen('player', withOriginalName(parsePlayerBasic)));
    const playerStats = keyed('playerStats');

    const competitions = resourceLoader<CompetitionSeason[]>({
      scope,
      slot: { get: () => get().competitions, set: (next) => set({ competitions: next }) },
      fetch: api.fetchCompetitions,
      lastSeen: lastSeen('competitions', parseCompetitions)('all'),
    });

    return {
      loadCompetitions: () => competitions.load(),
      loadLeagueDates: (competitionId, seasonId, stageId) =>
        dates(footballKeys.leagueDates(competitionId, seasonId, stageId), () =>
          api.fetchMatchDates({ id: competitionId, seasonId, stageId }),
        ),
      loadStages: (competitionId, seasonId) =>
        stages(footballKeys.leagueStages(competitionId, seasonId), () =>
          api.fetchStages({ id: competitionId, seasonId }),
        ),
      loadLeagueDay: (seasonId, date) =>
        dayMatches(footballKeys.leagueDay(seasonId, date), () =>
          api.fetchLeagueDay({ seasonId, matchDate: date, pid: gameId() }),
        ),
      loadStageMatches: (stageId) =>
        dayMatches(footballKeys.stageMatches(stageId), () =>
          api.fetchStageMatches({ stageId, pid: gameId(), showAnchor: false }),
        ),
      loadCupDay: (stageIds, date) =>
        dayMatches(footballKeys.cupDay(stageIds, date), async () =>
          (
            await Promise.all(
              stageIds.map((stageId) =>
                api.fetchStageMatches({ stageId, matchDate: date, pid: gameId(), showAnchor: true }),
              ),
            )
          )
            .flat()
            .sort((a, b) => a.matchDate - b.matchDate || a.id - b.id),
        ),
      loadTable: (seasonId) => tables(footballKeys.table(seasonId), () => api.fetchRanking({ seasonId })),
      loadHomeAway: (seasonId) => homeAway(footballKeys.table(seasonId), () => api.fetchHomeAway({ seasonId })),
      loadPlayerRanking: (seasonId, stat) =>
        playerRanking(footballKeys.playerRanking(seasonId, stat), () =>
          api.fetchPlayerRanking({ seasonId, order: stat }),
        ),
      loadTeamStats: (seasonId) => teamStats(String(seasonId), () => api.fetchTeamStats(seasonId)),
      loadTournamentDates: (tournament) =>
        dates(footballKeys.tournament(tournament), () => api.fetchTournamentDates(tournament)),
      loadTournamentStages: (tournament) =>
        stages(footballKeys.tournament(tournament), () => api.fetchTournamentStages(tournament)),
      loadTournamentDay: (tournament, date) =>
        dayMatches(footballKeys.tournamentDay(tournament, date), () =>
          api.fetchTournamentMatches(tournament, { matchDate: date, pid: gameId(), showAnchor: true }),
        ),
      loadTournamentStage: (tournament, stageId) =>
        dayMatches(footballKeys.tournamentStage(tournament, stageId), () =>
          api.fetchTournamentMatches(tournament, { stageId, pid: gameId(), showAnchor: false }),
        ),
      loadTournamentTable: (tournament) =>
        tables(footballKeys.tournament(tournament), async () => {
          // ranking {groupName, stageId}: the group stage, every group — the
          // stages already loaded when there are, else asked for first.
          const known = get().stages[footballKeys.tournament(tournament)]?.data;
          const stages = known ?? (await api.fetchTournamentStages(tournament));
          return api.fetchTournamentRanking(tournament, groupStageRankingQuery(stages));
        }),
      loadEuroHomeAway: () => homeAway(footballKeys.tournament('euro'), api.fetchEuroHomeAway),
      loadLineUp: (teamId, tournament) =>
        lineUps(footballKeys.team(teamId, tournament), () => api.fetchTeamLineUp(teamId, tournament)),
      loadTeamSeasons: (teamId, tournament) =>
        teamSeasons(footballKeys.team(teamId, tournament), () => api.fetchTeamSeasons(teamId, tournament)),
      loadTeamSeasonMatches: (teamId, seasonId, tournament) =>
        dayMatches(footballKeys.teamSeason(teamId, seasonId), () =>
          api.fetchTeamSeasonMatches({ teamId, seasonId }, tournament),
        ),
      loadTeamMatches: (teamId) =>
        dayMatches(footballKeys.teamMatches(teamId), () => api.fetchTeamMatches(teamId)),
      loadBestPlayers: (teamId, seasonId) =>
        bestPlayers(footballKeys.teamSeason(teamId, seasonId), () => api.fetchBestPlayers({ teamId, seasonId })),
      loadLeaders: (teamId, seasonId, tournament) =>
        leaders(footballKeys.teamSeason(teamId, seasonId), () =>
          api.fetchTeamLeaders({ teamId, seasonId }, tournament === 'euro' ? 'euro' : undefined),
        ),
      loadPlayer: (playerId) => players(String(playerId), () => api.fetchPlayerBasic(playerId)),
      loadPlayerStat: (playerId, seasonId) =>
        playerStats(`${playerId}:${seasonId}`, () => api.fetchPlayerSeasonStat({ playerId, seasonId })),
    };
  },
);

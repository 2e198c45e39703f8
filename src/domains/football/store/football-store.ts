/**
 * The football domain's store (design section 4): every piece of server data the pages show,
 * kept as resources by key (store/keyed-resources.ts) — a league's dates and days, a cup's stages,
 * tables, statistics, teams, players, the two tournaments. Actions call the api module, never the
 * network. Match lists seed the match layer's live values, so a row shows the newest score
 * whether it came over HTTP or was pushed. First screens (the competitions, a league's dates and
 * day, the tables, a team, a player, the tournaments' dates) are kept as last-seen data.
 *
 * Selections of the kept-alive pages (league, tab, date) live in the pages' own state.
 */
import type {
  BestPlayer,
  CompetitionSeason,
  FootballMatch,
  FootballStage,
  FootballStatType,
  HomeAwayRow,
  MatchDay,
  PlayerBasic,
  PlayerSeasonStat,
  PlayerStatRow,
  StandingTable,
  TeamLeader,
  TeamLineUp,
  TeamSeasonItem,
  TeamStatRow,
} from '../../../contracts/football';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { createDomainStore } from '../../../platform/store/domain-store';
import type { LastSeenOptions } from '../../../platform/store/resource';
import { idleResource, type Resource } from '../../../platform/store/resource';
import * as api from '../api/football-api';
import { FOOTBALL_DOMAIN } from '../football-domain-id';
import type { Tournament } from '../football-paths';
import { keyedResources, type ResourceMap } from './keyed-resources';
import { footballKeys } from './keys';

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
  players: ResourceMap<PlayerBasic>;
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

// Last-seen data is checked for its shape before it is shown (another version's copy is dropped).
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isListOf =
  <T>(field: string) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every((item) => isObject(item) && typeof item[field] === 'number');
const isTable = (value: unknown): value is StandingTable =>
  isObject(value) && typeof value.seasonId === 'number' && Array.isArray(value.groups);
const isLineUp = (value: unknown): value is TeamLineUp =>
  isObject(value) && isObject(value.team) && Array.isArray(value.players);
const isPlayer = (value: unknown): value is PlayerBasic =>
  isObject(value) && typeof value.id === 'number' && isObject(value.team);

const lastSeen =
  <T>(prefix: string, accept: (value: unknown) => value is T) =>
  (key: string): LastSeenOptions<T> => ({ name: `football:${prefix}:${key}`, version: 1, accept });

const gameId = () => configSelectors.sportJumpGame(useConfigStore.getState());

export const useFootballStore = createDomainStore<FootballState, FootballActions>(
  FOOTBALL_DOMAIN,
  initialFootballState,
  (set, get, scope) => {
    type Field = keyof Omit<FootballState, 'competitions'>;
    const keyed = <K extends Field>(
      field: K,
      keep?: (key: string) => LastSeenOptions<FootballState[K] extends ResourceMap<infer T> ? T : never>,
    ) =>
      keyedResources<FootballState, FootballState[K] extends ResourceMap<infer T> ? T : never>({
        scope,
        get,
        set: (update) => set((state) => update(state)),
        read: (state) => state[field] as ResourceMap<FootballState[K] extends ResourceMap<infer T> ? T : never>,
        write: (_state, map) => ({ [field]: map }) as Partial<FootballState>,
        lastSeen: keep,
      });

    const dates = keyed('dates', lastSeen('dates', isListOf<MatchDay>('matchDate')));
    const stages = keyed('stages', lastSeen('stages', isListOf<FootballStage>('id')));
    const dayMatches = keyed('matches', lastSeen('matches', isListOf<FootballMatch>('id')));
    const tables = keyed('tables', lastSeen('table', isTable));
    const homeAway = keyed('homeAway');
    const playerRanking = keyed('playerRanking');
    const teamStats = keyed('teamStats');
    const lineUps = keyed('lineUps', lastSeen('line-up', isLineUp));
    const teamSeasons = keyed('teamSeasons');
    const bestPlayers = keyed('bestPlayers');
    const leaders = keyed('leaders');
    const players = keyed('players', lastSeen('player', isPlayer));
    const playerStats = keyed('playerStats');

    const competitions = keyedResources<FootballState, CompetitionSeason[]>({
      scope,
      get,
      set: (update) => set((state) => update(state)),
      read: (state) => ({ all: state.competitions }),
      write: (_state, map) => ({ competitions: map.all }),
      lastSeen: lastSeen('competitions', isListOf<CompetitionSeason>('competitionId')),
    });

    return {
      loadCompetitions: () => competitions('all', api.fetchCompetitions),
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
        tables(footballKeys.tournament(tournament), () => api.fetchTournamentRanking(tournament)),
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

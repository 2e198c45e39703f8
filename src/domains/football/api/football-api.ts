/**
 * The football domain's calls (src/contracts/football.ts): one
 * plain typed function per call, over the one HTTP client, answers parsed here by the
 * contract's parsers. No React and no domain store: actions call these; the calls that read
 * matches (`liveMatchList`) also seed the match layer's live-match store. Reads are silent (the
 * pages show their own error states).
 */
import {
  EuroCalls,
  FifaCalls,
  FootballCalls,
  parseBestPlayers,
  parseCompetitions,
  parseFootballMatches,
  parseHomeAway,
  parseMatchDates,
  parsePlayerBasic,
  parsePlayerRanking,
  parsePlayerSeasonStat,
  parseStages,
  parseStandingTable,
  parseTeamLeaders,
  parseTeamLineUp,
  parseTeamSeasonList,
  parseTeamStats,
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
import { withOriginalName, type WithOriginalName } from '../../../contracts/original-names';
import { callApi } from '../../../platform/http/http-client';
import { liveMatchList, theMatches } from '../../match/api/live-match-list';
import type { Tournament } from '../football-paths';

const silent = { silent: true } as const;

/** The two tournaments' call tables. */
const TOURNAMENT_CALLS = { euro: EuroCalls, 'world-cup': FifaCalls } as const;

export const fetchCompetitions = (): Promise<CompetitionSeason[]> =>
  callApi(FootballCalls.competitions, undefined, parseCompetitions, silent);

export const fetchMatchDates = (query: { id: number; seasonId: number; stageId?: number }): Promise<MatchDay[]> =>
  callApi(FootballCalls.matchDate, query, parseMatchDates, silent);

export const fetchStages = (query: { id: number; seasonId: number }): Promise<FootballStage[]> =>
  callApi(FootballCalls.stages, query, parseStages, silent);

/** A day of a league (its anchors included). */
export const fetchLeagueDay = liveMatchList(
  (query: { seasonId: number; matchDate: number; pid: number }): Promise<FootballMatch[]> =>
    callApi(FootballCalls.matchList, query, parseFootballMatches, silent),
  theMatches,
);

/** A cup stage, or one day of it; `showAnchor` asks for the matches' anchors. */
export const fetchStageMatches = liveMatchList(
  (query: { stageId: number; matchDate?: number; pid: number; showAnchor: boolean }): Promise<FootballMatch[]> =>
    callApi(FootballCalls.list, { ...query, showAnchor: query.showAnchor ? 1 : 0 }, parseFootballMatches, silent),
  theMatches,
);

export const fetchRanking = (query: {
  seasonId: number;
  stageId?: number;
  groupName?: string;
}): Promise<StandingTable> => callApi(FootballCalls.ranking, query, parseStandingTable, silent);

export const fetchPlayerRanking = (query: { seasonId: number; order: FootballStatType }): Promise<PlayerStatRow[]> =>
  callApi(FootballCalls.playerRanking, query, parsePlayerRanking, silent);

export const fetchHomeAway = (query: {
  seasonId: number;
  stageId?: number;
  groupName?: string;
}): Promise<HomeAwayRow[]> => callApi(FootballCalls.homeAway, query, parseHomeAway, silent);

export const fetchTeamStats = (seasonId: number): Promise<TeamStatRow[]> =>
  callApi(FootballCalls.teamStats, { seasonId }, parseTeamStats, silent);

export const fetchTeamLineUp = (id: number, tournament?: Tournament): Promise<TeamLineUp> =>
  callApi(
    tournament ? TOURNAMENT_CALLS[tournament].teamLineUp : FootballCalls.teamLineUp,
    { id },
    parseTeamLineUp,
    silent,
  );

export const fetchTeamSeasons = (id: number, tournament?: Tournament): Promise<TeamSeasonItem[]> =>
  callApi(
    tournament ? TOURNAMENT_CALLS[tournament].teamSeasonList : FootballCalls.teamSeasonList,
    { id },
    parseTeamSeasonList,
    silent,
  );

export const fetchTeamSeasonMatches = liveMatchList(
  (query: { teamId: number; seasonId: number }, tournament?: Tournament): Promise<FootballMatch[]> =>
    callApi(
      tournament ? TOURNAMENT_CALLS[tournament].teamSeasonMatch : FootballCalls.teamSeasonMatch,
      query,
      parseFootballMatches,
      silent,
    ),
  theMatches,
);

export const fetchTeamMatches = liveMatchList(
  (teamId: number): Promise<FootballMatch[]> =>
    callApi(FootballCalls.teamMatches, { teamId }, parseFootballMatches, silent),
  theMatches,
);

export const fetchBestPlayers = (query: { teamId: number; seasonId: number }): Promise<BestPlayer[]> =>
  callApi(FootballCalls.teamBestPlayers, query, parseBestPlayers, silent);

export const fetchTeamLeaders = (
  query: { teamId: number; seasonId: number },
  tournament?: 'euro',
): Promise<TeamLeader[]> =>
  callApi(tournament ? EuroCalls.teamLeaders : FootballCalls.teamLeaders, query, parseTeamLeaders, silent);

/** A player's details with the original name beside the Chinese one (contracts/original-names). */
export const fetchPlayerBasic = (id: number): Promise<WithOriginalName<PlayerBasic>> =>
  callApi(FootballCalls.playerBasic, { id }, withOriginalName(parsePlayerBasic), silent);

export const fetchPlayerSeasonStat = (query: { seasonId: number; playerId: number }): Promise<PlayerSeasonStat> =>
  callApi(FootballCalls.playerSeasonStat, query, parsePlayerSeasonStat, silent);

// The tournaments (no season asked: the current one).

export const fetchTournamentDates = (tournament: Tournament): Promise<MatchDay[]> =>
  callApi(TOURNAMENT_CALLS[tournament].matchDate, undefined, parseMatchDates, silent);

export const fetchTournamentStages = (tournament: Tournament): Promise<FootballStage[]> =>
  callApi(TOURNAMENT_CALLS[tournament].stages, undefined, parseStages, silent);

export const fetchTournamentMatches = liveMatchList(
  (
    tournament: Tournament,
    query: { matchDate?: number; stageId?: number; pid: number; showAnchor: boolean },
  ): Promise<FootballMatch[]> =>
    callApi(
      TOURNAMENT_CALLS[tournament].list,
      { ...query, showAnchor: query.showAnchor ? 1 : 0 },
      parseFootballMatches,
      silent,
    ),
  theMatches,
);

export const fetchTournamentRanking = (
  tournament: Tournament,
  query: { stageId?: number; groupName: string },
): Promise<StandingTable> => callApi(TOURNAMENT_CALLS[tournament].ranking, query, parseStandingTable, silent);

export const fetchEuroHomeAway = (): Promise<HomeAwayRow[]> =>
  callApi(EuroCalls.homeAway, undefined, parseHomeAway, silent);

/**
 * The football domain's calls (src/contracts/football-calls.ts): one plain function per call,
 * typed by the call's declaration, over the one HTTP client (which reads each answer with the
 * declared schema). No React and no domain store: actions call these; the calls that read
 * matches (`liveMatchList`) also seed the match layer's live-match store. Reads are silent (the
 * pages show their own error states).
 */
import { EuroCalls, FifaCalls, FootballCalls } from '../../../contracts/football-calls';
import type { RequestOf } from '../../../contracts/http';
import { callApi } from '../../../platform/http/http-client';
import { liveMatchList, theMatches } from '../../match/api/live-match-list';
import type { Tournament } from '../football-paths';

const silent = { silent: true } as const;

/** The two tournaments' call tables. */
const TOURNAMENT_CALLS = { euro: EuroCalls, 'world-cup': FifaCalls } as const;

export const fetchCompetitions = () => callApi(FootballCalls.competitions, undefined, silent);

export const fetchMatchDates = (query: RequestOf<typeof FootballCalls.matchDate>) =>
  callApi(FootballCalls.matchDate, query, silent);

export const fetchStages = (query: RequestOf<typeof FootballCalls.stages>) =>
  callApi(FootballCalls.stages, query, silent);

/** A day of a league (its anchors included). */
export const fetchLeagueDay = liveMatchList(
  (query: RequestOf<typeof FootballCalls.matchList>) => callApi(FootballCalls.matchList, query, silent),
  theMatches,
);

/** A cup stage, or one day of it; `showAnchor` asks for the matches' anchors. */
export const fetchStageMatches = liveMatchList(
  (query: Omit<RequestOf<typeof FootballCalls.list>, 'showAnchor'> & { showAnchor: boolean }) =>
    callApi(FootballCalls.list, { ...query, showAnchor: query.showAnchor ? 1 : 0 }, silent),
  theMatches,
);

/** A league's table: `{ seasonId, stageId, groupName }` (the stage with a table, '' for every group). */
export const fetchRanking = (query: RequestOf<typeof FootballCalls.ranking>) =>
  callApi(FootballCalls.ranking, query, silent);

export const fetchPlayerRanking = (query: RequestOf<typeof FootballCalls.playerRanking>) =>
  callApi(FootballCalls.playerRanking, query, silent);

/** A league's home and away tables, asked as its table is. */
export const fetchHomeAway = (query: RequestOf<typeof FootballCalls.homeAway>) =>
  callApi(FootballCalls.homeAway, query, silent);

export const fetchTeamStats = (seasonId: number) => callApi(FootballCalls.teamStats, { seasonId }, silent);

export const fetchTeamLineUp = (id: number, tournament?: Tournament) =>
  callApi(tournament ? TOURNAMENT_CALLS[tournament].teamLineUp : FootballCalls.teamLineUp, { id }, silent);

export const fetchTeamSeasons = (id: number, tournament?: Tournament) =>
  callApi(tournament ? TOURNAMENT_CALLS[tournament].teamSeasonList : FootballCalls.teamSeasonList, { id }, silent);

export const fetchTeamSeasonMatches = liveMatchList(
  (query: RequestOf<typeof FootballCalls.teamSeasonMatch>, tournament?: Tournament) =>
    callApi(tournament ? TOURNAMENT_CALLS[tournament].teamSeasonMatch : FootballCalls.teamSeasonMatch, query, silent),
  theMatches,
);

export const fetchTeamMatches = liveMatchList(
  (teamId: number) => callApi(FootballCalls.teamMatches, { teamId }, silent),
  theMatches,
);

export const fetchBestPlayers = (query: RequestOf<typeof FootballCalls.teamBestPlayers>) =>
  callApi(FootballCalls.teamBestPlayers, query, silent);

export const fetchTeamLeaders = (query: RequestOf<typeof FootballCalls.teamLeaders>, tournament?: 'euro') =>
  callApi(tournament ? EuroCalls.teamLeaders : FootballCalls.teamLeaders, query, silent);

/** A player's details, the original name beside the Chinese one. */
export const fetchPlayerBasic = (id: number) => callApi(FootballCalls.playerBasic, { id }, silent);

export const fetchPlayerSeasonStat = (query: RequestOf<typeof FootballCalls.playerSeasonStat>) =>
  callApi(FootballCalls.playerSeasonStat, query, silent);

// The tournaments (no season asked: the current one).

export const fetchTournamentDates = (tournament: Tournament) =>
  callApi(TOURNAMENT_CALLS[tournament].matchDate, undefined, silent);

export const fetchTournamentStages = (tournament: Tournament) =>
  callApi(TOURNAMENT_CALLS[tournament].stages, undefined, silent);

export const fetchTournamentMatches = liveMatchList(
  (tournament: Tournament, query: Omit<RequestOf<typeof FifaCalls.list>, 'showAnchor'> & { showAnchor: boolean }) =>
    callApi(TOURNAMENT_CALLS[tournament].list, { ...query, showAnchor: query.showAnchor ? 1 : 0 }, silent),
  theMatches,
);

/** The group stage's tables: `{ stageId, groupName }` (groupName '' for every group). */
export const fetchTournamentRanking = (tournament: Tournament, query: RequestOf<typeof FifaCalls.ranking>) =>
  callApi(TOURNAMENT_CALLS[tournament].ranking, query, silent);

export const fetchEuroHomeAway = () => callApi(EuroCalls.homeAway, undefined, silent);

/**
 * The NBA domain's calls: one plain function per endpoint, typed by the call's declaration
 * (src/contracts/nba.ts), over the one HTTP client, which reads each answer with the declared schema. No React and no domain store;
 * the calls that read games (`liveMatchList`) also seed the match layer's live-match store. Every
 * call here is a read: no loading overlay; the pages show their own error states (silent).
 */
import {
  NbaCalls,
  type NbaGame,
  type NbaHomeAwayGroup,
  type NbaLineUp,
  type NbaMatchDate,
  type NbaPlayerDetail,
  type NbaPlayerRanking,
  type NbaRankingGroup,
  type NbaTeamData,
  type NbaTeamPlayer,
} from '../../../contracts/nba';
import { Header, type RequestOf } from '../../../contracts/http';
import { callApi, type CallOptions } from '../../../platform/http/http-client';
import { liveMatchList, theMatches } from '../../match/api/live-match-list';

const READ: CallOptions = { silent: true };

/** A season and kind; with a playoffs kind `stageId` names one stage (a cup stage makes it the finals cup). */
export type SeasonKind = RequestOf<typeof NbaCalls.matchDates>;

/** GET match-date: the days with games of a season and kind. */
export const fetchMatchDates = ({ seasonId, kind, stageId }: SeasonKind): Promise<NbaMatchDate[]> =>
  callApi(NbaCalls.matchDates, { seasonId, kind, stageId }, READ);

/** A day (`matchDate`, its match date item), or without it the stage `stageId` names; `pid`, the platform's game id, goes as the header. */
export type GameListQuery = RequestOf<typeof NbaCalls.list> & { pid: number };

/** POST list (JSON body, header pid): the games of a day, or of a stage. */
export const fetchGames = liveMatchList(
  ({ matchDate, kind, stageId, seasonId, pid }: GameListQuery): Promise<NbaGame[]> =>
    callApi(
      NbaCalls.list,
      { matchDate, kind, stageId, seasonId },
      {
        ...READ,
        headers: { [Header.Pid]: String(pid) },
      },
    ),
  theMatches,
);

export const fetchTeamLineUp = (teamId: number): Promise<NbaLineUp> =>
  callApi(NbaCalls.teamLineUp, { id: teamId }, READ);

export const fetchTeamGames = liveMatchList(
  (teamId: number, { seasonId, kind }: SeasonKind): Promise<NbaGame[]> =>
    callApi(NbaCalls.teamMatches, { teamId, kind, seasonId }, READ),
  theMatches,
);

export const fetchTeamPlayers = (teamId: number): Promise<NbaTeamPlayer[]> =>
  callApi(NbaCalls.teamPlayers, { teamId }, READ);

export const fetchTeamData = (teamId: number, { seasonId, kind }: SeasonKind): Promise<NbaTeamData> =>
  callApi(NbaCalls.teamData, { teamId, kind, seasonId }, READ);

/** A player's details, the player with the original name beside the Chinese one (contracts/original-names). */
export const fetchPlayerDetail = (playerId: number): Promise<NbaPlayerDetail> =>
  callApi(NbaCalls.playerDetail, { id: playerId }, READ);

export type StandingsQuery = RequestOf<typeof NbaCalls.ranking>;

/** POST ranking (JSON body): standings by conference or division. */
export const fetchStandings = ({ scope, division, seasonId }: StandingsQuery): Promise<NbaRankingGroup[]> =>
  callApi(NbaCalls.ranking, { scope, division, seasonId }, READ);

export const fetchHomeAway = ({ seasonId, division, scope }: StandingsQuery): Promise<NbaHomeAwayGroup[]> =>
  callApi(NbaCalls.homeAway, { seasonId, division, scope }, READ);

export type PlayerRankingQuery = RequestOf<typeof NbaCalls.playerList>;

export const fetchPlayerRanking = ({ scope, order, seasonId }: PlayerRankingQuery): Promise<NbaPlayerRanking> =>
  callApi(NbaCalls.playerList, { scope, order, seasonId }, READ);

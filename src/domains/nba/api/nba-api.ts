/**
 * The NBA domain's calls: one plain function per endpoint, typed by the call's declaration
 * (src/contracts/nba.ts), over the one HTTP client, which reads each answer with the declared schema. No React and no domain store;
 * the calls that read games (`liveMatchList`) also seed the match layer's live-match store. Every
 * call here is a read: no loading overlay; the pages show their own error states (silent).
 */
import {
  NbaCalls,
  type NbaConferenceCode,
  type NbaGame,
  type NbaHomeAwayGroup,
  type NbaKindCode,
  type NbaLineUp,
  type NbaMatchDate,
  type NbaPlayerDetail,
  type NbaPlayerRanking,
  type NbaRankingGroup,
  type NbaRankingOrderCode,
  type NbaStandingsScopeCode,
  type NbaStatScopeCode,
  type NbaTeamData,
  type NbaTeamPlayer,
} from '../../../contracts/nba';
import { Header } from '../../../contracts/http';
import { callApi, type CallOptions } from '../../../platform/http/http-client';
import { liveMatchList, theMatches } from '../../match/api/live-match-list';

const READ: CallOptions = { silent: true };

export interface SeasonKind {
  seasonId: number;
  kind: NbaKindCode;
  /** With a playoffs kind: one stage (a cup stage makes it the finals cup). */
  stageId?: number;
}

/** GET match-date: the days with games of a season and kind. */
export const fetchMatchDates = ({ seasonId, kind, stageId }: SeasonKind): Promise<NbaMatchDate[]> =>
  callApi(NbaCalls.matchDates, { seasonId, kind, stageId }, READ);

export interface GameListQuery extends SeasonKind {
  /** A day (its match date item); without it, `stageId` names the stage whose games come. */
  matchDate?: number;
  /** The platform's game id, sent as the `pid` header. */
  pid: number;
}

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

export interface StandingsQuery {
  seasonId: number;
  scope: NbaStandingsScopeCode;
  division: NbaConferenceCode;
}

/** POST ranking (JSON body): standings by conference or division. */
export const fetchStandings = ({ scope, division, seasonId }: StandingsQuery): Promise<NbaRankingGroup[]> =>
  callApi(NbaCalls.ranking, { scope, division, seasonId }, READ);

export const fetchHomeAway = ({ seasonId, division, scope }: StandingsQuery): Promise<NbaHomeAwayGroup[]> =>
  callApi(NbaCalls.homeAway, { seasonId, division, scope }, READ);

export interface PlayerRankingQuery {
  seasonId: number;
  scope: NbaStatScopeCode;
  order: NbaRankingOrderCode;
}

export const fetchPlayerRanking = ({ scope, order, seasonId }: PlayerRankingQuery): Promise<NbaPlayerRanking> =>
  callApi(NbaCalls.playerList, { scope, order, seasonId }, READ);

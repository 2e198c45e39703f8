/**
 * The football calls, each declared once (the answers' shapes: football.ts). The spec names the
 * calls without full paths; this table is the contract. One scheme:
 *
 *   /ssapi/football/competitions                 GET   the competitions with their current season
 *   /ssapi/football/league/<call>                leagues and cups, by competition (`id`) or season
 *   /ssapi/football/team/<call>                  a club or national team (`id` / `teamId`)
 *   /ssapi/football/player/<call>                a player (`id` / `playerId`)
 *   /ssapi/fifa/<call>, /ssapi/euro/<call>       the current World Cup and Euro, no season asked
 *   /ssapi/fifa/team/<call>, /ssapi/euro/team/<call>
 *   /ssapi/team/logo                             a match's crests (AnchorRoomCalls.teamLogo, reused)
 *
 * GET calls send their parameters in the query (match-date and stages, as the spec says), POST
 * calls a form body. `pid` is the platform's game id (common config `stSportJumpGame`). A table
 * (ranking, home-away) is asked `{ seasonId, stageId, groupName }` as the spec names them: the
 * stage with a table, groupName '' for every group.
 */
import {
  bestPlayers,
  competitions,
  FOOTBALL_STAT_TYPES,
  footballMatches,
  homeAwayRows,
  matchDays,
  playerBasic,
  playerRanking,
  playerSeasonStat,
  stages,
  standingTable,
  teamLeaders,
  teamLineUp,
  teamSeasonList,
  teamStats,
} from './football';
import { getCall, postFormCall } from './http';
import { alwaysSent, choiceParam, integerParam, required, switchParam, textParam, withFallback } from './request';

/** Ids of the football calls: an integer from 1 (`应为正整数`). */
const positive = integerParam(1, undefined, '应为正整数');
const requiredPositive = required(positive);
/** A day asked for, as a moment of it (epoch ms). */
const matchDate = integerParam(0, undefined, '应为毫秒时间戳');
/** A table's stage and group (groupName '' or absent: every group). */
const tableQuery = { stageId: alwaysSent(positive), groupName: alwaysSent(textParam) };
/** A team's season. */
const teamSeason = { teamId: requiredPositive, seasonId: requiredPositive };
/** The platform's game id: checked, not used (anchors come raw). */
const pid = alwaysSent(positive);

export const FootballCalls = {
  /** Every competition of the football pages with its current season. */
  competitions: getCall('/ssapi/football/competitions', {}, competitions),
  /** The five leagues send seasonId (default the current one). */
  matchDate: getCall(
    '/ssapi/football/league/match-date',
    { id: requiredPositive, seasonId: alwaysSent(positive), stageId: positive },
    matchDays,
  ),
  stages: getCall('/ssapi/football/league/stages', { id: requiredPositive, seasonId: alwaysSent(positive) }, stages),
  /** Five leagues: a day's matches, with their anchors. */
  matchList: postFormCall(
    '/ssapi/football/league/match-list',
    { pid, seasonId: requiredPositive, matchDate: required(matchDate) },
    footballMatches,
  ),
  /** Cups: the matches of a stage (of that day). */
  list: postFormCall(
    '/ssapi/football/league/list',
    { pid, stageId: requiredPositive, matchDate, showAnchor: alwaysSent(switchParam) },
    footballMatches,
  ),
  ranking: postFormCall('/ssapi/football/league/ranking', { seasonId: requiredPositive, ...tableQuery }, standingTable),
  /** Best first. */
  playerRanking: postFormCall(
    '/ssapi/football/league/player-ranking',
    { seasonId: requiredPositive, order: alwaysSent(withFallback(choiceParam(FOOTBALL_STAT_TYPES), 'goals')) },
    playerRanking,
  ),
  homeAway: postFormCall(
    '/ssapi/football/league/home-away',
    { seasonId: requiredPositive, ...tableQuery },
    homeAwayRows,
  ),
  /** The 球队榜 tab (the spec names the tab, not a call). */
  teamStats: postFormCall('/ssapi/football/league/team-stats', { seasonId: requiredPositive }, teamStats),
  /** The team and its squad. */
  teamLineUp: postFormCall('/ssapi/football/team/lineUp', { id: requiredPositive }, teamLineUp),
  /** The competitions (with season) the team plays in. */
  teamSeasonList: postFormCall('/ssapi/football/team/season-list', { id: requiredPositive }, teamSeasonList),
  teamSeasonMatch: postFormCall('/ssapi/football/team/season-match', teamSeason, footballMatches),
  /** The team's most decisive players of the season. */
  teamBestPlayers: postFormCall('/ssapi/football/team/best-players', teamSeason, bestPlayers),
  /** Every match of the team in every competition. */
  teamMatches: postFormCall('/ssapi/football/team/matches', { teamId: requiredPositive }, footballMatches),
  /** The team's best player in each statistic. */
  teamLeaders: postFormCall('/ssapi/football/team/leaders', teamSeason, teamLeaders),
  playerBasic: postFormCall('/ssapi/football/player/basic', { id: requiredPositive }, playerBasic),
  playerSeasonStat: postFormCall(
    '/ssapi/football/player/season-stat',
    { playerId: requiredPositive, seasonId: requiredPositive },
    playerSeasonStat,
  ),
} as const;

function tournamentCalls(base: '/ssapi/fifa' | '/ssapi/euro') {
  return {
    matchDate: getCall(`${base}/match-date`, {}, matchDays),
    /** The group stage, then the knockout rounds. */
    stages: getCall(`${base}/stages`, {}, stages),
    /** At least one of matchDate and stageId. */
    list: postFormCall(
      `${base}/list`,
      { pid, stageId: positive, matchDate, showAnchor: alwaysSent(switchParam) },
      footballMatches,
    ),
    /** The group stage's table, each group with its fixtures. */
    ranking: postFormCall(`${base}/ranking`, tableQuery, standingTable),
    teamLineUp: postFormCall(`${base}/team/lineUp`, { id: requiredPositive }, teamLineUp),
    teamSeasonList: postFormCall(`${base}/team/season-list`, { id: requiredPositive }, teamSeasonList),
    teamSeasonMatch: postFormCall(`${base}/team/season-match`, teamSeason, footballMatches),
  } as const;
}

export const FifaCalls = tournamentCalls('/ssapi/fifa');

export const EuroCalls = {
  ...tournamentCalls('/ssapi/euro'),
  /** The group stage's home and away tables. */
  homeAway: postFormCall('/ssapi/euro/home-away', { stageId: positive, groupName: textParam }, homeAwayRows),
  /** The current tournament's when seasonId is left out. */
  teamLeaders: postFormCall('/ssapi/euro/team/leaders', { teamId: requiredPositive, seasonId: positive }, teamLeaders),
} as const;

export type TournamentCallTable = typeof FifaCalls;

/**
 * The football calls (FootballCalls of src/contracts/football.ts) over the seeded world: the
 * five leagues and the two European cups; the World Cup around today and Euro 2024 (which
 * replays its real results) are football-tournaments.ts. Parameters and lookups are
 * football-params.ts, the answer shapes football-view.ts and football-tables.ts, the team
 * calls both share football-team-calls.ts.
 */
import {
  FootballCalls,
  type BestPlayer,
  type CompetitionSeason,
  type FootballMatch,
  type FootballStage,
  type HomeAwayWireRow,
  type MatchDay,
  type PlayerBasic,
  type PlayerSeasonStat,
  type PlayerStatRow,
  type StandingTable,
  type TeamLeader,
  type TeamStatRow,
} from '../../../src/contracts/football';
import { noSuch } from '../api-error';
import { optionalString } from '../params';
import type { RouteModule } from '../server-context';
import {
  footballMatchesOfDate,
  footballPlayerDetail,
  footballPlayerRanking,
  footballPlayerSeasonStats,
  footballTeamMatches,
  footballTeamStats,
} from '../world/queries/football';
import { teamSummary } from './anchors-view';
import {
  checkPid,
  competitionSeason,
  dateParam,
  positiveInteger,
  seasonOf,
  showAnchorParam,
  stageOf,
  stageSeason,
  statParam,
  teamOf,
} from './football-params';
import { homeAway, matchDays, stageOrDayMatches, standingTable } from './football-tables';
import { registerTeamCalls } from './football-team-calls';
import { registerTournamentRoutes } from './football-tournaments';
import { bestPlayers, leaders, matchesOut, playerProfile, playerStatRow, seasonItem, stageView } from './football-view';

/** Player ranking rows sent (the app keeps the top 10). */
const PLAYER_RANKING_ROWS = 20;

export const registerFootballRoutes: RouteModule = (router, server) => {
  const world = () => server.world();

  router.get(FootballCalls.competitions.path, (): CompetitionSeason[] => {
    const current = world();
    return [...current.competitions.values()].map((competition) => ({
      competitionId: competition.id,
      nameZh: competition.nameZh,
      shortNameZh: competition.shortNameZh,
      kind: competition.kind,
      seasonId: competition.currentSeasonId,
      seasonName: current.footballSeasons.get(competition.currentSeasonId)?.name ?? '',
    }));
  });

  router.get(FootballCalls.matchDate.path, ({ params }): MatchDay[] => {
    const current = world();
    const season = competitionSeason(current, params);
    const stageId = positiveInteger(params, 'stageId', false);
    if (stageId !== undefined) stageOf(season, stageId);
    return matchDays(current, season, stageId);
  });

  router.get(FootballCalls.stages.path, ({ params }): FootballStage[] =>
    competitionSeason(world(), params).stages.map(stageView),
  );

  router.post(FootballCalls.matchList.path, ({ params }): FootballMatch[] => {
    checkPid(params);
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    const matchDate = dateParam(params, true)!;
    return matchesOut(current, footballMatchesOfDate(current, season.id, matchDate), true);
  });

  router.post(FootballCalls.list.path, ({ params }): FootballMatch[] => {
    checkPid(params);
    const current = world();
    const { season, stage } = stageSeason(current, positiveInteger(params, 'stageId', true));
    const views = stageOrDayMatches(current, season, stage.id, dateParam(params, false));
    return matchesOut(current, views, showAnchorParam(params));
  });

  router.post(FootballCalls.ranking.path, ({ params }): StandingTable => {
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return standingTable(
      current,
      season,
      positiveInteger(params, 'stageId', false),
      optionalString(params, 'groupName'),
    );
  });

  router.post(FootballCalls.playerRanking.path, ({ params }): PlayerStatRow[] => {
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return footballPlayerRanking(current, season.id, statParam(params), PLAYER_RANKING_ROWS).map(playerStatRow);
  });

  router.post(FootballCalls.homeAway.path, ({ params }): HomeAwayWireRow[] => {
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return homeAway(current, season, positiveInteger(params, 'stageId', false), optionalString(params, 'groupName'));
  });

  router.post(FootballCalls.teamStats.path, ({ params }): TeamStatRow[] => {
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return footballTeamStats(current, season.id).map((row) => ({ ...row, team: teamSummary(row.team) }));
  });

  registerTeamCalls(router, world, FootballCalls, teamOf);

  router.post(FootballCalls.teamBestPlayers.path, ({ params }): BestPlayer[] => {
    const current = world();
    const team = teamOf(current, positiveInteger(params, 'teamId', true));
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return bestPlayers(current, team.id, season.id);
  });

  router.post(FootballCalls.teamMatches.path, ({ params }): FootballMatch[] => {
    const current = world();
    const team = teamOf(current, positiveInteger(params, 'teamId', true));
    return matchesOut(current, footballTeamMatches(current, team.id), false);
  });

  router.post(FootballCalls.teamLeaders.path, ({ params }): TeamLeader[] => {
    const current = world();
    const team = teamOf(current, positiveInteger(params, 'teamId', true));
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return leaders(current, team.id, season.id);
  });

  router.post(FootballCalls.playerBasic.path, ({ params }): PlayerBasic => {
    const current = world();
    const id = positiveInteger(params, 'id', true);
    const detail = footballPlayerDetail(current, id);
    if (!detail) throw noSuch('球员', id);
    const { player } = detail;
    return {
      ...playerProfile(player),
      team: teamSummary(detail.team),
      seasons: detail.seasons.map(seasonItem),
    };
  });

  router.post(FootballCalls.playerSeasonStat.path, ({ params }): PlayerSeasonStat => {
    const current = world();
    const playerId = positiveInteger(params, 'playerId', true);
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    const totals = footballPlayerSeasonStats(current, playerId, season.id);
    if (!totals) throw noSuch('球员', playerId);
    return {
      playerId,
      teamId: totals.teamId,
      seasonId: season.id,
      appearances: totals.appearances,
      goals: totals.goals,
      assists: totals.assists,
      shotsOnTarget: totals.shotsOnTarget,
      saves: totals.saves,
      minutesPlayed: totals.minutesPlayed,
    };
  });

  registerTournamentRoutes(router, server);
};

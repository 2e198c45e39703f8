/**
 * The football calls (FootballCalls of src/contracts/football.ts) over the seeded world: the
 * five leagues and the two European cups; the World Cup around today and Euro 2024 (which
 * replays its real results) are football-tournaments.ts. Parameters and lookups are
 * football-params.ts, the answer shapes football-view.ts and football-tables.ts, the team
 * calls both share football-team-calls.ts.
 */
import { FootballCalls } from '../../../src/contracts/football-calls';
import { noSuch } from '../api-error';
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
import { competitionSeason, seasonOf, stageOf, stageSeason, teamOf } from './football-params';
import { homeAway, matchDays, stageOrDayMatches, standingTable } from './football-tables';
import { registerTeamCalls } from './football-team-calls';
import { registerTournamentRoutes } from './football-tournaments';
import { bestPlayers, leaders, matchesOut, playerProfile, playerStatRow, seasonItem, stageView } from './football-view';

/** Player ranking rows sent (the app keeps the top 10). */
const PLAYER_RANKING_ROWS = 20;

export const registerFootballRoutes: RouteModule = (router, server) => {
  const world = () => server.world();

  router.handle(FootballCalls.competitions, () => {
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

  router.handle(FootballCalls.matchDate, (_request, { id, seasonId, stageId }) => {
    const current = world();
    const season = competitionSeason(current, id, seasonId);
    if (stageId !== undefined) stageOf(season, stageId);
    return matchDays(current, season, stageId);
  });

  router.handle(FootballCalls.stages, (_request, { id, seasonId }) =>
    competitionSeason(world(), id, seasonId).stages.map(stageView),
  );

  router.handle(FootballCalls.matchList, (_request, { seasonId, matchDate }) => {
    const current = world();
    const season = seasonOf(current, seasonId);
    return matchesOut(current, footballMatchesOfDate(current, season.id, matchDate), true);
  });

  router.handle(FootballCalls.list, (_request, { stageId, matchDate, showAnchor }) => {
    const current = world();
    const { season, stage } = stageSeason(current, stageId);
    const views = stageOrDayMatches(current, season, stage.id, matchDate);
    return matchesOut(current, views, showAnchor);
  });

  router.handle(FootballCalls.ranking, (_request, { seasonId, stageId, groupName }) =>
    standingTable(world(), seasonOf(world(), seasonId), stageId, groupName),
  );

  router.handle(FootballCalls.playerRanking, (_request, { seasonId, order }) => {
    const current = world();
    const season = seasonOf(current, seasonId);
    return footballPlayerRanking(current, season.id, order, PLAYER_RANKING_ROWS).map(playerStatRow);
  });

  router.handle(FootballCalls.homeAway, (_request, { seasonId, stageId, groupName }) =>
    homeAway(world(), seasonOf(world(), seasonId), stageId, groupName),
  );

  router.handle(FootballCalls.teamStats, (_request, { seasonId }) => {
    const current = world();
    const season = seasonOf(current, seasonId);
    return footballTeamStats(current, season.id).map((row) => ({ ...row, team: teamSummary(row.team) }));
  });

  registerTeamCalls(router, world, FootballCalls, teamOf);

  router.handle(FootballCalls.teamBestPlayers, (_request, { teamId, seasonId }) => {
    const current = world();
    const team = teamOf(current, teamId);
    const season = seasonOf(current, seasonId);
    return bestPlayers(current, team.id, season.id);
  });

  router.handle(FootballCalls.teamMatches, (_request, { teamId }) => {
    const current = world();
    const team = teamOf(current, teamId);
    return matchesOut(current, footballTeamMatches(current, team.id), false);
  });

  router.handle(FootballCalls.teamLeaders, (_request, { teamId, seasonId }) => {
    const current = world();
    const team = teamOf(current, teamId);
    const season = seasonOf(current, seasonId);
    return leaders(current, team.id, season.id);
  });

  router.handle(FootballCalls.playerBasic, (_request, { id }) => {
    const current = world();
    const detail = footballPlayerDetail(current, id);
    if (!detail) throw noSuch('球员', id);
    const { player } = detail;
    return {
      ...playerProfile(player),
      team: teamSummary(detail.team),
      seasons: detail.seasons.map(seasonItem),
    };
  });

  router.handle(FootballCalls.playerSeasonStat, (_request, { playerId, seasonId }) => {
    const current = world();
    const season = seasonOf(current, seasonId);
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

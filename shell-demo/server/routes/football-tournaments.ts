/**
 * The World Cup and the Euro (FifaCalls and EuroCalls of src/contracts/football.ts): the same
 * calls over each one's current tournament — match days, stages, matches, group tables, its
 * teams — and the Euro's home/away table and team leaders.
 */
import {
  EuroCalls,
  FifaCalls,
  type FootballMatch,
  type FootballStage,
  type HomeAwayWireRow,
  type MatchDay,
  type StandingTable,
  type TeamLeader,
  type TournamentCallTable,
} from '../../../src/contracts/football';
import { badParams, noSuch } from '../api-error';
import { optionalString } from '../params';
import type { RouteModule } from '../server-context';
import { CompetitionId } from '../world/ids';
import type { FootballSeason } from '../world/match-types';
import type { World } from '../world/types';
import {
  checkPid,
  competitionOf,
  dateParam,
  positiveInteger,
  seasonOf,
  showAnchorParam,
  stageOf,
  teamOf,
} from './football-params';
import { homeAway, matchDays, stageOrDayMatches, standingTable } from './football-tables';
import { registerTeamCalls } from './football-team-calls';
import { leaders, matchesOut, stageView } from './football-view';

export const registerTournamentRoutes: RouteModule = (router, server) => {
  const world = () => server.world();

  const registerTournament = (calls: TournamentCallTable, competitionId: number) => {
    const tournament = (current: World): FootballSeason =>
      seasonOf(current, competitionOf(current, competitionId).currentSeasonId);
    const inTournament = (current: World, season: FootballSeason, teamId: number) => {
      const team = teamOf(current, teamId);
      if (!season.teamIds.includes(team.id))
        throw noSuch(`${competitionOf(current, competitionId).shortNameZh}球队`, teamId);
      return team;
    };

    router.get(calls.matchDate.path, (): MatchDay[] => {
      const current = world();
      return matchDays(current, tournament(current));
    });

    router.get(calls.stages.path, (): FootballStage[] => tournament(world()).stages.map(stageView));

    router.post(calls.list.path, ({ params }): FootballMatch[] => {
      checkPid(params);
      const current = world();
      const season = tournament(current);
      const stageId = positiveInteger(params, 'stageId', false);
      const matchDate = dateParam(params, false);
      if (stageId === undefined && matchDate === undefined) throw badParams('缺少 matchDate 或 stageId');
      if (stageId !== undefined) stageOf(season, stageId);
      return matchesOut(current, stageOrDayMatches(current, season, stageId, matchDate), showAnchorParam(params));
    });

    router.post(calls.ranking.path, ({ params }): StandingTable => {
      const current = world();
      return standingTable(
        current,
        tournament(current),
        positiveInteger(params, 'stageId', false),
        // groupName '' asks for every group (the app's group tables show them all).
        optionalString(params, 'groupName') || undefined,
      );
    });

    registerTeamCalls(router, world, calls, (current, teamId) => inTournament(current, tournament(current), teamId));

    return { tournament, inTournament };
  };

  registerTournament(FifaCalls, CompetitionId.worldCup);
  const euro = registerTournament(EuroCalls, CompetitionId.euro);

  router.post(EuroCalls.homeAway.path, ({ params }): HomeAwayWireRow[] => {
    const current = world();
    return homeAway(
      current,
      euro.tournament(current),
      positiveInteger(params, 'stageId', false),
      optionalString(params, 'groupName'),
    );
  });

  router.post(EuroCalls.teamLeaders.path, ({ params }): TeamLeader[] => {
    const current = world();
    const season = euro.tournament(current);
    const team = euro.inTournament(current, season, positiveInteger(params, 'teamId', true));
    const seasonId = positiveInteger(params, 'seasonId', false) ?? season.id;
    seasonOf(current, seasonId);
    return leaders(current, team.id, seasonId);
  });
};

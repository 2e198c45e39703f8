/**
 * The World Cup and the Euro (FifaCalls and EuroCalls of src/contracts/football.ts): the same
 * calls over each one's current tournament — match days, stages, matches, group tables, its
 * teams — and the Euro's home/away table and team leaders.
 */
import { EuroCalls, FifaCalls, type TournamentCallTable } from '../../../src/contracts/football-calls';
import { badParams, noSuch } from '../api-error';
import type { RouteModule } from '../server-context';
import { CompetitionId } from '../world/ids';
import type { FootballSeason } from '../world/match-types';
import type { World } from '../world/types';
import { competitionOf, seasonOf, stageOf, teamOf } from './football-params';
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

    router.handle(calls.matchDate, () => {
      const current = world();
      return matchDays(current, tournament(current));
    });

    router.handle(calls.stages, () => tournament(world()).stages.map(stageView));

    router.handle(calls.list, (_request, { stageId, matchDate, showAnchor }) => {
      const current = world();
      const season = tournament(current);
      if (stageId === undefined && matchDate === undefined) throw badParams('缺少 matchDate 或 stageId');
      if (stageId !== undefined) stageOf(season, stageId);
      return matchesOut(current, stageOrDayMatches(current, season, stageId, matchDate), showAnchor);
    });

    router.handle(calls.ranking, (_request, { stageId, groupName }) =>
      // groupName '' (or absent) asks for every group: the app's group tables show them all.
      standingTable(world(), tournament(world()), stageId, groupName),
    );

    registerTeamCalls(router, world, calls, (current, teamId) => inTournament(current, tournament(current), teamId));

    return { tournament, inTournament };
  };

  registerTournament(FifaCalls, CompetitionId.worldCup);
  const euro = registerTournament(EuroCalls, CompetitionId.euro);

  router.handle(EuroCalls.homeAway, (_request, { stageId, groupName }) =>
    homeAway(world(), euro.tournament(world()), stageId, groupName),
  );

  router.handle(EuroCalls.teamLeaders, (_request, params) => {
    const current = world();
    const season = euro.tournament(current);
    const team = euro.inTournament(current, season, params.teamId);
    const seasonId = params.seasonId ?? season.id;
    seasonOf(current, seasonId);
    return leaders(current, team.id, seasonId);
  });
};

/**
 * The team calls the leagues and the tournaments share (line-up, seasons, a season's matches),
 * registered once per call table; `teamIn` checks the team belongs (a tournament's own teams).
 */
import type { TournamentCallTable } from '../../../src/contracts/football-calls';
import { footballTeamSeasonMatches, footballTeamSeasons } from '../world/queries/football';
import type { Router } from '../router';
import type { World } from '../world/types';
import { seasonOf, teamOf } from './football-params';
import { lineUp, matchesOut, seasonItem } from './football-view';

export type TeamCalls = Pick<TournamentCallTable, 'teamLineUp' | 'teamSeasonList' | 'teamSeasonMatch'>;

export function registerTeamCalls(
  router: Router,
  world: () => World,
  calls: TeamCalls,
  teamIn: (current: World, teamId: number) => { id: number },
): void {
  router.handle(calls.teamLineUp, (_request, { id }) => {
    const current = world();
    return lineUp(current, teamIn(current, id).id);
  });
  router.handle(calls.teamSeasonList, (_request, { id }) => {
    const current = world();
    return footballTeamSeasons(current, teamIn(current, id).id).map(seasonItem);
  });
  router.handle(calls.teamSeasonMatch, (_request, { teamId, seasonId }) => {
    const current = world();
    const team = teamOf(current, teamId);
    const season = seasonOf(current, seasonId);
    return matchesOut(current, footballTeamSeasonMatches(current, team.id, season.id), false);
  });
}

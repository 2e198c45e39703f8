/**
 * The team calls the leagues and the tournaments share (line-up, seasons, a season's matches),
 * registered once per call table; `teamIn` checks the team belongs (a tournament's own teams).
 */
import type { TeamSeasonItem, TournamentCallTable, FootballMatch } from '../../../src/contracts/football';
import { footballTeamSeasonMatches, footballTeamSeasons } from '../world/queries/football';
import type { Router } from '../router';
import type { World } from '../world/types';
import { positiveInteger, seasonOf, teamOf } from './football-params';
import { lineUp, matchesOut, seasonItem } from './football-view';

export type TeamCalls = Pick<TournamentCallTable, 'teamLineUp' | 'teamSeasonList' | 'teamSeasonMatch'>;

export function registerTeamCalls(
  router: Router,
  world: () => World,
  calls: TeamCalls,
  teamIn: (current: World, teamId: number) => { id: number },
): void {
  router.post(calls.teamLineUp.path, ({ params }) => {
    const current = world();
    return lineUp(current, teamIn(current, positiveInteger(params, 'id', true)).id);
  });
  router.post(calls.teamSeasonList.path, ({ params }): TeamSeasonItem[] => {
    const current = world();
    return footballTeamSeasons(current, teamIn(current, positiveInteger(params, 'id', true)).id).map(seasonItem);
  });
  router.post(calls.teamSeasonMatch.path, ({ params }): FootballMatch[] => {
    const current = world();
    const team = teamOf(current, positiveInteger(params, 'teamId', true));
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return matchesOut(current, footballTeamSeasonMatches(current, team.id, season.id), false);
  });
}

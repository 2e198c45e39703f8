/**
 * The match lists and what finds them: the competitions, a league's dates and stages, a league's
 * day, a cup's stage and day, the tournaments' dates, stages, days and stages, a team's matches.
 * Match lists seed the match layer's live values, so a row shows the newest score whether it came
 * over HTTP or was pushed.
 */
import {
  parseCompetitions,
  parseFootballMatches,
  parseMatchDates,
  parseStages,
  type CompetitionSeason,
} from '../../../contracts/football';
import { resourceLoader } from '../../../platform/store/resource';
import { footballApi } from '../api/football-api';
import type { Tournament } from '../football-paths';
import { currentGameId, footballFamily, lastSeen } from './football-families';
import type { FootballSlice } from './initial-state';
import { footballKeys } from './keys';
import { fieldSlot } from '../../../platform/store/domain-store';

export interface ScheduleActions {
  loadCompetitions(): Promise<void>;
  loadLeagueDates(competitionId: number, seasonId: number, stageId?: number): Promise<void>;
  loadStages(competitionId: number, seasonId: number): Promise<void>;
  loadLeagueDay(seasonId: number, date: number): Promise<void>;
  /** A cup stage: all of it (the bracket). */
  loadStageMatches(stageId: number): Promise<void>;
  /** A cup's day: the matches of the stages playing that day, with their anchors. */
  loadCupDay(stageIds: readonly number[], date: number): Promise<void>;
  loadTournamentDates(tournament: Tournament): Promise<void>;
  loadTournamentStages(tournament: Tournament): Promise<void>;
  loadTournamentDay(tournament: Tournament, date: number): Promise<void>;
  loadTournamentStage(tournament: Tournament, stageId: number): Promise<void>;
  loadTeamSeasonMatches(teamId: number, seasonId: number, tournament?: Tournament): Promise<void>;
  loadTeamMatches(teamId: number): Promise<void>;
}

export const createScheduleActions: FootballSlice<ScheduleActions> = (set, get, scope) => {
  const parts = { scope, get, set };
  const dates = footballFamily(parts, 'dates', lastSeen('dates', parseMatchDates));
  const stages = footballFamily(parts, 'stages', lastSeen('stages', parseStages));
  const matches = footballFamily(parts, 'matches', lastSeen('matches', parseFootballMatches));
  const competitions = resourceLoader<CompetitionSeason[]>({
    scope,
    slot: fieldSlot(get, set, 'competitions'),
    fetch: () => footballApi.competitions(),
    lastSeen: lastSeen('competitions', parseCompetitions)('all'),
  });

  return {
    loadCompetitions: () => competitions.load(),
    loadLeagueDates: (competitionId, seasonId, stageId) =>
      dates(footballKeys.leagueDates(competitionId, seasonId, stageId), () =>
        footballApi.matchDate({ id: competitionId, seasonId, stageId }),
      ),
    loadStages: (competitionId, seasonId) =>
      stages(footballKeys.leagueStages(competitionId, seasonId), () =>
        footballApi.stages({ id: competitionId, seasonId }),
      ),
    loadLeagueDay: (seasonId, date) =>
      matches(footballKeys.leagueDay(seasonId, date), () =>
        footballApi.matchList({ seasonId, matchDate: date, pid: currentGameId() }),
      ),
    loadStageMatches: (stageId) =>
      matches(footballKeys.stageMatches(stageId), () =>
        footballApi.list({ stageId, pid: currentGameId(), showAnchor: 0 }),
      ),
    loadCupDay: (stageIds, date) =>
      matches(footballKeys.cupDay(stageIds, date), async () =>
        (
          await Promise.all(
            stageIds.map((stageId) =>
              footballApi.list({ stageId, matchDate: date, pid: currentGameId(), showAnchor: 1 }),
            ),
          )
        )
          .flat()
          .sort((a, b) => a.matchDate - b.matchDate || a.id - b.id),
      ),
    loadTournamentDates: (tournament) =>
      dates(footballKeys.tournament(tournament), () => footballApi[tournament].matchDate()),
    loadTournamentStages: (tournament) =>
      stages(footballKeys.tournament(tournament), () => footballApi[tournament].stages()),
    loadTournamentDay: (tournament, date) =>
      matches(footballKeys.tournamentDay(tournament, date), () =>
        footballApi[tournament].list({ matchDate: date, pid: currentGameId(), showAnchor: 1 }),
      ),
    loadTournamentStage: (tournament, stageId) =>
      matches(footballKeys.tournamentStage(tournament, stageId), () =>
        footballApi[tournament].list({ stageId, pid: currentGameId(), showAnchor: 0 }),
      ),
    loadTeamSeasonMatches: (teamId, seasonId, tournament) =>
      matches(footballKeys.teamSeason(teamId, seasonId), () =>
        (tournament ? footballApi[tournament] : footballApi).teamSeasonMatch({ teamId, seasonId }),
      ),
    loadTeamMatches: (teamId) => matches(footballKeys.teamMatches(teamId), () => footballApi.teamMatches({ teamId })),
  };
};

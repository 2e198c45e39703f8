/**
 * The lookups by id the football calls lead to (their parameters are read by the declarations,
 * src/contracts/football-calls.ts). An unknown id is NoSuchItem with a message naming it (the
 * same rule as the anchors calls); a season of another competition is a malformed request.
 */
import { badParams, noSuch } from '../api-error';
import type { Competition, FootballSeason, Stage } from '../world/match-types';
import type { FootballTeam } from '../world/team-types';
import type { World } from '../world/types';

export function stageOf(season: FootballSeason, stageId: number): Stage {
  const stage = season.stages.find((candidate) => candidate.id === stageId);
  if (!stage) throw noSuch('阶段', stageId);
  return stage;
}

export function competitionOf(world: World, id: number): Competition {
  const competition = world.competitions.get(id);
  if (!competition) throw noSuch('赛事', id);
  return competition;
}

export function seasonOf(world: World, seasonId: number): FootballSeason {
  const season = world.footballSeasons.get(seasonId);
  if (!season) throw noSuch('赛季', seasonId);
  return season;
}

/** `seasonId` if given (it must be the competition's), else the competition's current season. */
export function competitionSeason(world: World, competitionId: number, asked: number | undefined): FootballSeason {
  const competition = competitionOf(world, competitionId);
  const seasonId = asked ?? competition.currentSeasonId;
  const season = seasonOf(world, seasonId);
  if (season.competitionId !== competition.id) throw badParams(`赛季 ${seasonId} 不属于赛事 ${competition.id}`);
  return season;
}

/** The season a stage id belongs to, with the stage. */
export function stageSeason(world: World, stageId: number): { season: FootballSeason; stage: Stage } {
  for (const season of world.footballSeasons.values()) {
    const stage = season.stages.find((candidate) => candidate.id === stageId);
    if (stage) return { season, stage };
  }
  throw noSuch('阶段', stageId);
}

export function teamOf(world: World, id: number): FootballTeam {
  const team = world.footballTeams.get(id);
  if (!team) throw noSuch('球队', id);
  return team;
}

/**
 * Parameters of the football calls, and the lookups by id they lead to. Malformed parameters and
 * unknown ids are code 10001 with a message naming them (the same rule as the anchors calls).
 */
import { FOOTBALL_STAT_TYPES, type FootballStatType } from '../../../src/contracts/football';
import type { ParamObject } from '../../../src/contracts/form-encoding';
import { badParams, noSuch } from '../api-error';
import { optionalNumber, optionalString, requireNumber } from '../params';
import type { Competition, FootballSeason, Stage } from '../world/match-types';
import type { FootballTeam } from '../world/team-types';
import type { World } from '../world/types';

export function positiveInteger(params: ParamObject, key: string, required: true): number;
export function positiveInteger(params: ParamObject, key: string, required: false): number | undefined;
export function positiveInteger(params: ParamObject, key: string, required: boolean): number | undefined {
  const value = required ? requireNumber(params, key) : optionalNumber(params, key);
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1) throw badParams(`${key} 应为正整数`);
  return value;
}

/** A moment of the day asked for (epoch ms). */
export function dateParam(params: ParamObject, required: boolean): number | undefined {
  const value = required ? requireNumber(params, 'matchDate') : optionalNumber(params, 'matchDate');
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0) throw badParams('matchDate 应为毫秒时间戳');
  return value;
}

/** `showAnchor`: 1/true includes the matches' anchors, 0/false (the default) leaves them out. */
export function showAnchorParam(params: ParamObject): boolean {
  const value = optionalString(params, 'showAnchor');
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw badParams('showAnchor 应为 0 或 1');
}

/** `pid` (the platform's game id) is the app's bookkeeping: checked, not used (anchors come raw). */
export function checkPid(params: ParamObject): void {
  positiveInteger(params, 'pid', false);
}

export function statParam(params: ParamObject): FootballStatType {
  const value = optionalString(params, 'order') ?? 'goals';
  if (!(FOOTBALL_STAT_TYPES as readonly string[]).includes(value)) {
    throw badParams(`order 应为 ${FOOTBALL_STAT_TYPES.join('、')} 之一`);
  }
  return value as FootballStatType;
}

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
export function competitionSeason(world: World, params: ParamObject): FootballSeason {
  const competition = competitionOf(world, positiveInteger(params, 'id', true));
  const seasonId = positiveInteger(params, 'seasonId', false) ?? competition.currentSeasonId;
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

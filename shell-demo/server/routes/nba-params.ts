/**
 * Parameters of the NBA calls. Errors (one rule for every call) answer code 10001 naming the
 * parameter: a missing or malformed one, an unknown season, a stage of another kind. The codes
 * of `kind`, `scope` and `division` are the contract's.
 */
import type { ParamObject } from '../../../src/contracts/form-encoding';
import {
  NBA_CUP_STAGE_IDS,
  NBA_PLAYOFF_STAGE_IDS,
  NbaConference,
  NbaKind,
  NbaStageId,
  NbaStandingsScope,
} from '../../../src/contracts/nba';
import { badParams, noSuch } from '../api-error';
import { optionalNumber, requireNumber } from '../params';
import { singleHeader } from '../request-headers';
import type { ApiRequest } from '../router';
import { NBA_SEASON_IDS } from '../world/ids';
import type { NbaKind as WorldKind } from '../world/queries/nba';

export function integer(params: ParamObject, key: string, required: true): number;
export function integer(params: ParamObject, key: string, required: false): number | undefined;
export function integer(params: ParamObject, key: string, required: boolean): number | undefined {
  const value = required ? requireNumber(params, key) : optionalNumber(params, key);
  if (value !== undefined && (!Number.isInteger(value) || value < 0)) throw badParams(`${key} 应为非负整数`);
  return value;
}

export function oneOf<T extends number>(params: ParamObject, key: string, allowed: readonly T[], fallback?: T): T {
  const value = fallback === undefined ? integer(params, key, true) : (integer(params, key, false) ?? fallback);
  if (!(allowed as readonly number[]).includes(value)) throw badParams(`${key} 应为 ${allowed.join('、')} 之一`);
  return value as T;
}

export function seasonOf(params: ParamObject): number {
  const seasonId = integer(params, 'seasonId', true);
  if (!(NBA_SEASON_IDS as readonly number[]).includes(seasonId)) throw noSuch('赛季', seasonId);
  return seasonId;
}

/** `kind` (+ `stageId`) as the world's words: a playoffs request with a cup stage is the finals cup. */
export function kindOf(params: ParamObject): { kind: WorldKind; stageId: number | undefined } {
  const kind = oneOf(params, 'kind', [NbaKind.Regular, NbaKind.Playoffs]);
  const stageId = integer(params, 'stageId', false);
  if (stageId === undefined) return { kind: kind === NbaKind.Regular ? 'regular' : 'playoffs', stageId };
  if (kind === NbaKind.Regular) {
    const stages: number[] = [NbaStageId.regular, NbaStageId.preseason, NbaStageId.allStar];
    if (!stages.includes(stageId)) throw badParams(`常规赛的 stageId 只能是 ${stages.join('、')} 之一`);
    return { kind: 'regular', stageId };
  }
  if (NBA_CUP_STAGE_IDS.includes(stageId)) return { kind: 'cup', stageId };
  if (NBA_PLAYOFF_STAGE_IDS.includes(stageId)) return { kind: 'playoffs', stageId };
  throw badParams(`季后赛的 stageId 应为 ${[...NBA_PLAYOFF_STAGE_IDS, ...NBA_CUP_STAGE_IDS].join('、')} 之一`);
}

/** The conference filter (`division`): 0 or absent both. */
export const conferenceOf = (params: ParamObject): number =>
  oneOf(params, 'division', [NbaConference.Both, NbaConference.East, NbaConference.West], NbaConference.Both);

export const scopeOf = (params: ParamObject): number =>
  oneOf(params, 'scope', [NbaStandingsScope.Conference, NbaStandingsScope.Division]);

export function pidOf(request: ApiRequest): number {
  const value = singleHeader(request.headers.pid);
  if (value === undefined || value === '') throw badParams('缺少请求头 pid');
  const pid = Number(value);
  if (!Number.isInteger(pid) || pid <= 0) throw badParams('请求头 pid 应为正整数');
  return pid;
}

/**
 * What the NBA calls check beyond their declarations (src/contracts/nba.ts reads the
 * parameters): an unknown season, a stage of another kind, the `pid` header. Errors answer code
 * 10001 naming the parameter, an unknown season NoSuchItem.
 */
import {
  NBA_CUP_STAGE_IDS,
  NBA_PLAYOFF_STAGE_IDS,
  NbaKind,
  NbaStageId,
  type NbaKindCode,
} from '../../../src/contracts/nba';
import { badParams, noSuch } from '../api-error';
import { singleHeader } from '../request-headers';
import type { ApiRequest } from '../router';
import { NBA_SEASON_IDS } from '../world/ids';
import type { NbaKind as WorldKind } from '../world/queries/nba';

export function seasonOf(seasonId: number): number {
  if (!(NBA_SEASON_IDS as readonly number[]).includes(seasonId)) throw noSuch('赛季', seasonId);
  return seasonId;
}

/** `kind` (+ `stageId`) as the world's words: a playoffs request with a cup stage is the finals cup. */
export function kindOf(
  kind: NbaKindCode,
  stageId: number | undefined,
): { kind: WorldKind; stageId: number | undefined } {
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

export function pidOf(request: ApiRequest): number {
  const value = singleHeader(request.headers.pid);
  if (value === undefined || value === '') throw badParams('缺少请求头 pid');
  const pid = Number(value);
  if (!Number.isInteger(pid) || pid <= 0) throw badParams('请求头 pid 应为正整数');
  return pid;
}

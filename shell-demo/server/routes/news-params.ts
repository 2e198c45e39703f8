/**
 * Parameters the tips calls share. Unknown ids follow the anchors module's rule: a call about one
 * named expert or tip answers code 10001 "…不存在".
 */
import type { ParamObject } from '../../../src/contracts/form-encoding';
import { badParams, noSuch } from '../api-error';
import { integerParam, numberOr, optionalString, requireId } from '../params';
import type { ApiRequest } from '../router';
import { expertDetail, type ExpertSummary } from '../world/queries/news';
import type { TipMessage } from '../world/people/people-types';
import type { World } from '../world/types';

const MAX_PAGE_SIZE = 50;

/** The `size` parameter: 1 to MAX_PAGE_SIZE, `fallback` when absent. */
export const sizeParam = (params: ParamObject, fallback: number): number =>
  integerParam('size', numberOr(params, 'size', fallback), 1, MAX_PAGE_SIZE)!;

/** An `idempotencyKey` (a purchase's, a lottery claim's): 8 to 64 letters, digits, _ or -. */
export function idempotencyKeyParam(params: ParamObject): string {
  const key = optionalString(params, 'idempotencyKey');
  if (!key || !/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw badParams('idempotencyKey 应为 8 到 64 个字母、数字、_ 或 -');
  return key;
}

/** The caller's uid, or null for a visitor. */
export const uidOf = (request: ApiRequest): string | null => request.session?.uid ?? null;

export function requireTip(world: World, params: ParamObject, key: string): TipMessage {
  const tipId = requireId(params, key);
  const tip = world.tips.get(tipId);
  if (!tip) throw noSuch('爆料', tipId);
  return tip;
}

export function requireExpert(world: World, params: ParamObject): ExpertSummary {
  const expertId = requireId(params, 'professorId');
  const summary = expertDetail(world, expertId);
  if (!summary) throw noSuch('专家', expertId);
  return summary;
}

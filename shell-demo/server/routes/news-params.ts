/**
 * The experts and tips the tips calls name (their parameters are read by the calls' declarations,
 * src/contracts/news.ts). Unknown ids follow the anchors module's rule: a call about one named
 * expert or tip answers NoSuchItem "…不存在".
 */
import { noSuch } from '../api-error';
import type { ApiRequest } from '../router';
import { expertDetail, type ExpertSummary } from '../world/queries/news';
import type { TipMessage } from '../world/people/people-types';
import type { World } from '../world/types';

/** The caller's uid, or null for a visitor. */
export const uidOf = (request: ApiRequest): string | null => request.session?.uid ?? null;

export function requireTip(world: World, tipId: number): TipMessage {
  const tip = world.tips.get(tipId);
  if (!tip) throw noSuch('爆料', tipId);
  return tip;
}

export function requireExpert(world: World, expertId: number): ExpertSummary {
  const summary = expertDetail(world, expertId);
  if (!summary) throw noSuch('专家', expertId);
  return summary;
}

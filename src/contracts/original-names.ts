/**
 * A player's original (Latin) name beside the Chinese one the pages print first (issue 24 §16:
 * a zh-CN audience reads players in Chinese, the original second, as the team pages do with
 * `nameEn`). An optional field of ours on the player's details: the football player's
 * `playerBasic` (`data.nameEn`) and the NBA player's `playerDetail` (`data.player.nameEn`). A
 * backend without it gives '' and the page prints the name alone.
 */
import { parsePlayerBasic, type PlayerBasic } from './football';
import { parsePlayerDetail, type NbaPlayerDetail } from './nba';
import { stringOrEmpty, type Json } from './parse';

export interface OriginalName {
  /** The original name; '' when the backend does not send one. */
  nameEn: string;
}

export type WithOriginalName<T> = T & OriginalName;

/** The `nameEn` of an object of the answer ('' when absent or the holder is no object). */
export function originalNameOf(holder: Json, path: string): string {
  if (!holder || typeof holder !== 'object' || Array.isArray(holder)) return '';
  return stringOrEmpty((holder as Record<string, Json>).nameEn, `${path}.nameEn`);
}


/** The football player's details (`playerBasic`) with the original name. */
export const parsePlayerBasicNamed = (data: Json): WithOriginalName<PlayerBasic> => ({
  ...parsePlayerBasic(data),
  nameEn: originalNameOf(data, 'data'),
});

/** The NBA player's details (`playerDetail`), the player with the original name. */
export type NbaPlayerDetailNamed = Omit<NbaPlayerDetail, 'player'> & { player: WithOriginalName<NbaPlayerDetail['player']> };

export function parsePlayerDetailNamed(data: Json): NbaPlayerDetailNamed {
  const detail = parsePlayerDetail(data);
  const player = data && typeof data === 'object' ? (data as Record<string, Json>).player : undefined;
  return { ...detail, player: { ...detail.player, nameEn: originalNameOf(player, 'data.player') } };
}

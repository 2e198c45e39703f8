/**
 * A player's original (Latin) name beside the Chinese one the pages print first
 * (a zh-CN audience reads players in Chinese, the original second, as the team pages do with
 * `nameEn`). An optional field of ours on the player's details: the football player's
 * `playerBasic` (`data.nameEn`) and the NBA player's `playerDetail` (`data.player.nameEn`). A
 * backend without it gives '' and the page prints the name alone. The contracts spread the field
 * into the player they declare (so this file pulls no domain's contract into another's chunk).
 */
import { stringOrEmpty, type Json } from './parse';

export interface OriginalName {
  /** The original name; '' when the backend does not send one. */
  nameEn: string;
}

export type WithOriginalName<T> = T & OriginalName;

/** The field, spread into a player's declaration. */
export const originalName = { nameEn: stringOrEmpty };

/** The `nameEn` of an object of the answer ('' when absent or the holder is no object). */
export function originalNameOf(holder: Json, path: string): string {
  if (!holder || typeof holder !== 'object' || Array.isArray(holder)) return '';
  return stringOrEmpty((holder as Record<string, Json>).nameEn, `${path}.nameEn`);
}

/** A details answer whose player sits under `player` (NBA `playerDetail`), the player with the original name. */
export type WithPlayerOriginalName<T extends { player: object }> = Omit<T, 'player'> & { player: WithOriginalName<T['player']> };

export const withPlayerOriginalName =
  <T extends { player: object }>(parse: (data: Json) => T) =>
  (data: Json): WithPlayerOriginalName<T> => {
    const detail = parse(data);
    const holder = data && typeof data === 'object' ? (data as Record<string, Json>).player : undefined;
    return { ...detail, player: { ...detail.player, nameEn: originalNameOf(holder, 'data.player') } };
  };

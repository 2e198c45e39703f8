/**
 * A player's original (Latin) name beside the Chinese one the pages print first
 * (a zh-CN audience reads players in Chinese, the original second, as the team pages do with
 * `nameEn`). An optional field of ours on the player's details: the football player's
 * `playerBasic` (`data.nameEn`) and the NBA player's `playerDetail` (`data.player.nameEn`). A
 * backend without it gives '' and the page prints the name alone. The contracts spread the field
 * into the player they declare (so this file pulls no domain's contract into another's chunk).
 */
import { stringOrEmpty } from './parse';

export interface OriginalName {
  /** The original name; '' when the backend does not send one. */
  nameEn: string;
}

/** The field, spread into a player's declaration. */
export const originalName = { nameEn: stringOrEmpty };

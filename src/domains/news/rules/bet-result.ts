/** Bet results (spec section 4) as the tips pages read them: hit, miss or neither, and how they look. */
import type { BetResult } from '../../../contracts/news';

const HITS: ReadonlySet<string> = new Set(['win', 'winHalf']);
const MISSES: ReadonlySet<string> = new Set(['lose', 'loseHalf']);

/** 红: the tip came good (a handicap's half win too). */
export const isHit = (result: string): boolean => HITS.has(result);
/** 黑: the tip missed (a handicap's half loss too). */
export const isMiss = (result: string): boolean => MISSES.has(result);
export const isSettledResult = (result: string): boolean => result !== 'waiting';

export type ResultTone = 'hit' | 'miss' | 'neutral' | 'waiting';

/** Red for a hit, green for a miss (the Chinese convention), grey for a push or cancellation. */
export function resultTone(result: BetResult | string): ResultTone {
  if (isHit(result)) return 'hit';
  if (isMiss(result)) return 'miss';
  return result === 'waiting' ? 'waiting' : 'neutral';
}

/** Bet results as the tips pages read them: hit, miss or neither, and how they look. */
import { isHit, isMiss, type BetResult } from '../../../contracts/bet-result';

export type ResultTone = 'hit' | 'miss' | 'neutral' | 'waiting';

/** Red for a hit, green for a miss (the Chinese convention), grey for a push or cancellation. */
export function resultTone(result: BetResult | string): ResultTone {
  if (isHit(result)) return 'hit';
  if (isMiss(result)) return 'miss';
  return result === 'waiting' ? 'waiting' : 'neutral';
}

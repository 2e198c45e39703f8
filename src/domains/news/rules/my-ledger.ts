/**
 * The user's own ledger (我的战绩) from the tips they bought: gold spent, tips won
 * of those settled, gold returned by 不中退 tips that missed (openBackGold, returnGoldPercentage),
 * and the net — all computed from the orders the page lists.
 */
import type { TipMessage } from '../../../contracts/news';
import { isHit, isMiss } from '../../../contracts/bet-result';
import { refundOf } from './tip-access';

export interface Ledger {
  orders: number;
  spent: number;
  /** Hits and misses: pushes and cancellations are settled but count as neither. */
  settled: number;
  won: number;
  pending: number;
  returned: number;
  /** Gold out of pocket: spent minus returned. */
  net: number;
}

export function myLedger(orders: readonly TipMessage[]): Ledger {
  const spent = orders.reduce((sum, tip) => sum + tip.goldPrice, 0);
  const returned = orders.reduce((sum, tip) => sum + refundOf(tip), 0);
  return {
    orders: orders.length,
    spent,
    settled: orders.filter((tip) => isHit(tip.result) || isMiss(tip.result)).length,
    won: orders.filter((tip) => isHit(tip.result)).length,
    pending: orders.filter((tip) => tip.result === 'waiting').length,
    returned,
    net: spent - returned,
  };
}

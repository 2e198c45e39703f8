/**
 * A bettor's record over a period, computed from the settled bets the page lists — the same
 * rule the ranking uses (red: win or win-half, black: lose or lose-half; hit rate of the two),
 * so the page's figures can be checked against its own list.
 */
import { isHit, isMiss } from '../../../contracts/bet-result';
import type { BettingReport } from '../../../contracts/ranking';

export interface BettorSummary {
  bets: number;
  red: number;
  black: number;
  /** Percent, 0–100. */
  hitRate: number;
  profit: number;
}

export function summarize(bets: readonly BettingReport[]): BettorSummary {
  const settled = bets.filter((bet) => bet.settledAt !== null);
  const red = settled.filter((bet) => isHit(bet.result)).length;
  const black = settled.filter((bet) => isMiss(bet.result)).length;
  const profit = Math.round(settled.reduce((sum, bet) => sum + bet.profit, 0) * 100) / 100;
  return {
    bets: settled.length,
    red,
    black,
    hitRate: red + black === 0 ? 0 : Math.round((red / (red + black)) * 100),
    profit,
  };
}

/**
 * A bettor's record over a period, computed from the settled bets the page lists — the same
 * rule the ranking uses (red: win or win-half, black: lose or lose-half; hit rate of the two),
 * so the page's figures can be checked against its own list.
 */
import type { BetResult, BettingReport } from '../../../contracts/ranking';

const RED: ReadonlySet<BetResult> = new Set(['win', 'winHalf']);
const BLACK: ReadonlySet<BetResult> = new Set(['lose', 'loseHalf']);

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
  const red = settled.filter((bet) => RED.has(bet.result)).length;
  const black = settled.filter((bet) => BLACK.has(bet.result)).length;
  const profit = Math.round(settled.reduce((sum, bet) => sum + bet.profit, 0) * 100) / 100;
  return {
    bets: settled.length,
    red,
    black,
    hitRate: red + black === 0 ? 0 : Math.round((red / (red + black)) * 100),
    profit,
  };
}

/**
 * An expert's record computed from the settled tips the page lists (a record you can
 * check, not a number the server asserts) — the same rules as the server's statistics: hits are
 * win and winHalf, misses lose and loseHalf; pushes and cancellations do not count. Newest
 * settlement first.
 */
import type { TipMessage, TipSelection } from '../../../contracts/news';
import { isHit, isMiss } from '../../../contracts/bet-result';

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

export interface ExpertRecord {
  /** Settled tips counted (hits and misses). */
  settled: number;
  hitPercents: number;
  /** The last ten counted tips, newest first. */
  lastTen: { tipId: number; result: string }[];
  tenWin: number;
  winContinuous: number;
  longestWin: number;
  /** Mean return on one unit per tip settled in the last seven days, percent with one decimal. */
  weekRateReturn: number;
}

/** Odds of a ticket: the product of its legs' odds (pushed and cancelled legs count as 1), to two decimals. */
export function ticketOdds(selections: readonly TipSelection[]): number {
  let odds = 1;
  for (const selection of selections) {
    if (selection.result === 'cancel' || selection.result === 'draw') continue;
    odds *= selection.odds ?? 1;
  }
  return Math.round(odds * 100) / 100;
}

/** What one unit staked on the tip returned: odds − 1 for a win, −1 for a loss, halves for the halves. */
export function unitReturn(tip: Pick<TipMessage, 'result' | 'messageMatchList'>): number {
  const odds = ticketOdds(tip.messageMatchList);
  switch (tip.result) {
    case 'win':
      return odds - 1;
    case 'winHalf':
      return (odds - 1) / 2;
    case 'lose':
      return -1;
    case 'loseHalf':
      return -0.5;
    default:
      return 0;
  }
}

export function expertRecord(tips: readonly TipMessage[], now: number): ExpertRecord {
  const settled = tips
    .filter((tip) => tip.settledAt !== null && (isHit(tip.result) || isMiss(tip.result)))
    .sort((a, b) => (b.settledAt ?? 0) - (a.settledAt ?? 0) || b.id - a.id);
  const lastTen = settled.slice(0, 10).map((tip) => ({ tipId: tip.id, result: tip.result }));
  let winContinuous = 0;
  while (winContinuous < settled.length && isHit(settled[winContinuous]!.result)) winContinuous += 1;
  let longestWin = 0;
  let run = 0;
  for (const tip of settled) {
    run = isHit(tip.result) ? run + 1 : 0;
    longestWin = Math.max(longestWin, run);
  }
  const week = settled.filter((tip) => (tip.settledAt ?? 0) >= now - WEEK_MS);
  const weekReturn = week.reduce((sum, tip) => sum + unitReturn(tip), 0);
  const hits = settled.filter((tip) => isHit(tip.result)).length;
  return {
    settled: settled.length,
    hitPercents: settled.length === 0 ? 0 : Math.round((hits / settled.length) * 100),
    lastTen,
    tenWin: lastTen.filter((item) => isHit(item.result)).length,
    winContinuous,
    longestWin,
    weekRateReturn: week.length === 0 ? 0 : Math.round((weekReturn / week.length) * 1000) / 10,
  };
}

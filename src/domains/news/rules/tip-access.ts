/**
 * Who sees a tip's paid part, and what buying it costs or gives back:
 * a free tip and a settled tip are open to everyone; a tip on sale is open to its buyers.
 */
import type { TipMessage } from '../../../contracts/news';
import { isMiss } from '../../../contracts/bet-result';

type AccessFields = Pick<TipMessage, 'goldPrice' | 'isBuy' | 'result'>;

/** The paid part is hidden (the server left it out). */
export const isLocked = (tip: AccessFields): boolean =>
  tip.goldPrice > 0 && tip.isBuy !== 1 && tip.result === 'waiting';

/** The buy bar shows: a paid tip on sale, not bought yet. */
export const canBuy = (tip: AccessFields): boolean => isLocked(tip);

/** 不中退: the gold a bought tip gives back when it missed (floored, as the server pays it). */
export function refundOf(
  tip: Pick<TipMessage, 'goldPrice' | 'openBackGold' | 'returnGoldPercentage' | 'result'>,
): number {
  if (tip.openBackGold !== 1 || !isMiss(tip.result)) return 0;
  return Math.floor((tip.goldPrice * tip.returnGoldPercentage) / 100);
}

/** After a purchase, isBuy is 1 and payTime recorded; the paid part arrives with the answer. */
export function markBought<T extends TipMessage>(tip: T, payTime: number, withContent: TipMessage): T {
  return {
    ...tip,
    isBuy: 1,
    payTime,
    sportsInfo: withContent.sportsInfo,
    messageMatchList: withContent.messageMatchList,
  };
}

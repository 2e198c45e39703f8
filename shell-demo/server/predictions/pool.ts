/**
 * A prediction's pool (pool odds, as Twitch's predictions): the winners share everything staked,
 * each in proportion to their stake. Points are whole: each winner gets stake × pool ÷ winning
 * stakes rounded down, and the points rounding leaves over go one each to the largest remainders
 * (the earlier vote first on a tie) — so the payouts add up to the pool exactly: no point is
 * created or lost. A 流局 gives every stake back.
 */

export interface Stake {
  uid: string;
  outcomeId: number;
  stake: number;
}

/** What each fan gets back, by uid. */
export type Payouts = Map<string, number>;

const sumOf = (stakes: readonly Stake[]): number => stakes.reduce((sum, item) => sum + item.stake, 0);

/** Every stake back (流局). */
export function refunds(stakes: readonly Stake[]): Payouts {
  return new Map(stakes.map((item) => [item.uid, item.stake]));
}

/**
 * The pool shared among the stakes on `winningOutcomeId` (`stakes` in vote order), losers at 0;
 * null when nobody staked on it (the caller refunds: a pool with no winner is a 流局).
 */
export function payouts(stakes: readonly Stake[], winningOutcomeId: number): Payouts | null {
  const pool = sumOf(stakes);
  const winners = stakes.filter((item) => item.outcomeId === winningOutcomeId);
  const winning = sumOf(winners);
  if (winning === 0) return null;
  const result: Payouts = new Map(stakes.map((item) => [item.uid, 0]));
  // stake × pool stays a safe integer: stakes are at most 1000 and a pool far below 10^12.
  const shares = winners.map((item, order) => {
    const product = item.stake * pool;
    return { uid: item.uid, order, whole: Math.floor(product / winning), remainder: product % winning };
  });
  // Fewer points are left over than there are winners (each share lost less than one).
  const left = pool - shares.reduce((sum, share) => sum + share.whole, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.order - b.order);
  byRemainder.forEach((share, rank) => result.set(share.uid, share.whole + (rank < left ? 1 : 0)));
  return result;
}

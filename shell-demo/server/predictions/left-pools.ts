/**
 * The pools a publisher that died left open without their question in the shared cells (the
 * others are carried on: carried-questions.ts): the 竞猜 book lived in its memory, but its votes are
 * claimed in the shared cells (vote-claims.ts) and their stakes taken from the fans' shared
 * accounts (points-ledger.ts). The publisher that takes over gives every stake of such a pool back
 * once: the pool is claimed first (`poolClaimKey`, the claim a settlement makes too, so a pool is
 * either paid or given back, never both), and each stake is given back under the prediction's
 * return key only where it was taken — 0 lost, 0 given twice, the balances and the open pools
 * adding up as before.
 */
import { claimOnce, type SharedCells } from '../push/shared-cells';
import type { PointsLedger } from './points-ledger';
import {
  poolClaimKey,
  predictionName,
  returnKey,
  stakeKey,
  type PoolPayer,
  type PredictionBook,
} from './prediction-book';
import { voteOfClaimKey, type ClaimedVote } from './vote-claims';

/**
 * Gives back the stakes of every pool with votes that nobody settled or gave back yet, but
 * `own`'s (this publisher's open predictions, by name); answers the pools given back.
 */
export async function refundLeftPools(
  cells: SharedCells,
  ledger: PointsLedger,
  own: readonly string[],
): Promise<string[]> {
  const voters = new Map<string, string[]>();
  for (const key of await cells.keys('vote.')) {
    const vote = voteOfClaimKey(key);
    if (!vote || own.includes(vote.name)) continue;
    voters.set(vote.name, [...(voters.get(vote.name) ?? []), vote.uid]);
  }
  const refunded: string[] = [];
  for (const [name, uids] of voters) {
    const claim = await claimOnce<PoolPayer>(cells, poolClaimKey(name), 'refunded');
    if (!claim.won) continue;
    for (const uid of uids) {
      const vote = await cells.read<ClaimedVote>(`vote.${name}.${uid}`);
      if (vote) await ledger.giveBack({ uid, client: '' }, vote.value.stake, stakeKey(name), returnKey(name));
    }
    refunded.push(name);
  }
  return refunded;
}

/** What a publisher taking over runs with its book: the pools left open given back, said in the log. */
export function giveBackLeftPools(cells: SharedCells, book: PredictionBook): Promise<void> {
  return refundLeftPools(cells, book.ledger, book.unsettled().map(predictionName)).then(
    (refunded) => {
      if (refunded.length > 0) console.log(`predictions: gave back the stakes of ${refunded.join(', ')}`);
    },
    (error: unknown) => console.error('predictions: giving back the pools left open failed:', error),
  );
}

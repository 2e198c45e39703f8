/**
 * The room's simulated viewers vote too (so a room's split looks like a room's): a share of them
 * by the room's popularity, spread evenly over the window from the opening to the lock, each with
 * the room's lean towards an answer and a stake of the presets (now and then 全部). They vote
 * through the same book as a fan, with their own 积分 and records.
 */
import { MAX_STAKE, STAKE_PRESETS } from '../../../src/contracts/predictions';
import type { Viewer } from '../crowd/viewers';
import { rngFor, type Rng } from '../world/random';

/** Crowd voters of one prediction, from the smallest room to the most popular one. */
export const CROWD_VOTERS = { min: 15, max: 150 } as const;

export const crowdVoterCount = (popularity: number, viewers: number): number =>
  Math.min(viewers, Math.round(CROWD_VOTERS.min + (CROWD_VOTERS.max - CROWD_VOTERS.min) * popularity));

/** How many of `count` voters have voted by `now` (even over openedAt..lockAt, all by the lock). */
export function crowdVotesDue(count: number, openedAt: number, lockAt: number, now: number): number {
  if (now >= lockAt) return count;
  if (now <= openedAt) return 0;
  return Math.floor((count * (now - openedAt)) / (lockAt - openedAt));
}

/** One crowd vote: the viewer, the answer (by the room's lean `weights`), the stake (up to the balance). */
export function crowdVote(
  rng: Rng,
  viewer: Viewer,
  weights: readonly number[],
  balance: number,
): { uid: string; index: number; stake: number } {
  const index = rng.weightedIndex(weights);
  const allIn = rng.chance(0.08);
  const stake = allIn ? Math.min(balance, MAX_STAKE) : rng.pick(STAKE_PRESETS);
  return { uid: viewer.uid, index, stake: Math.max(1, Math.min(stake, balance, MAX_STAKE)) };
}

/** The room's lean on a prediction: a weight per answer (every answer picked by someone). */
export const crowdLean = (rng: Rng, answers: number): number[] =>
  Array.from({ length: answers }, () => rng.float(0.2, 1));

/** The crowd's side of an open prediction: its lean, how many vote, how many have. */
export interface CrowdBallot {
  lean: number[];
  count: number;
  cast: number;
  rng: Rng;
}

/** A prediction's crowd before anyone voted: the votes follow from the world's seed and the prediction's id. */
export const crowdBallot = (
  seed: number,
  predictionId: number,
  crowd: Pick<CrowdBallot, 'lean' | 'count'>,
): CrowdBallot => ({ ...crowd, cast: 0, rng: rngFor(seed, 'prediction-crowd', predictionId) });

/**
 * The 竞猜 card's rules (contracts/predictions.ts): what phase a prediction is in at the fan's
 * playhead (rules/playhead.ts), the countdown in match time, the stake a preset stands for, the split in whole
 * percents, the pool odds, and how a pushed view merges into what the room holds.
 */
import {
  isBeforeLockAtPlayhead,
  MAX_STAKE,
  MIN_STAKE,
  type OutcomeSplit,
  type Prediction,
  type PublicPrediction,
} from '../../../../contracts/predictions';
import type { PredictionSplit } from '../../../../contracts/predictions-push';
import { delayOf, isShownAt, playheadAt, type Playhead } from '../../../match/rules/playhead';

/**
 * The card closes this long before the server would (the vote's way there): a tap the server
 * would refuse as 已封盘 is not offered.
 */
export const VOTE_TRANSIT_MS = 1000;

/**
 * At the fan's playhead: open (votes taken), locked (no more votes, no result yet), then settled
 * or void once the playhead reaches the event that decided it — a result is never shown before
 * the fan has seen it happen.
 */
export type PredictionPhase = 'open' | 'locked' | 'settled' | 'void';

/**
 * Predictions whose result this fan has been shown: it stays shown (a delay measured a little
 * longer a moment later must not take a result back).
 */
export type ResultsShown = ReadonlySet<number>;

const NONE_SHOWN: ResultsShown = new Set();

export function predictionPhase(prediction: PublicPrediction, playhead: Playhead, shown = NONE_SHOWN): PredictionPhase {
  const { status } = prediction;
  if (status === 'open' || status === 'locked') {
    const receivedAt = playhead.now + VOTE_TRANSIT_MS;
    return isBeforeLockAtPlayhead(receivedAt, delayOf(playhead), prediction.lockAt) ? 'open' : 'locked';
  }
  if (!isShownAt(prediction.decidedAt ?? 0, playhead) && !shown.has(prediction.predictionId)) return 'locked';
  return status;
}

/** Match seconds left before the lock at the fan's playhead (match time: a basketball clock runs slower). */
export function matchSecondsToLock(prediction: PublicPrediction, playhead: Playhead): number {
  const left = prediction.lockAt - (playheadAt(playhead) + VOTE_TRANSIT_MS);
  return Math.max(0, Math.ceil((left * prediction.clockRate) / 1000));
}

/** `mm:ss` (minutes may pass 59: a match clock). */
export function formatMatchSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The stakes the card offers: a preset, or 全部 (the balance, up to MAX_STAKE). */
export type StakeChoice = number | 'all';

/** The stake a choice stands for with `balance` 积分; 0 when it cannot be staked (too little). */
export function stakeFor(choice: StakeChoice, balance: number): number {
  const stake = choice === 'all' ? Math.min(balance, MAX_STAKE) : choice;
  return stake >= MIN_STAKE && stake <= balance ? stake : 0;
}

/**
 * Each answer's share of the stakes in whole percents adding up to 100 (the largest remainders
 * get the points rounding leaves over; nothing staked: all 0).
 */
export function splitPercents(outcomes: readonly OutcomeSplit[]): number[] {
  const total = outcomes.reduce((sum, outcome) => sum + outcome.stake, 0);
  if (total === 0) return outcomes.map(() => 0);
  const exact = outcomes.map((outcome) => (outcome.stake * 100) / total);
  const left = 100 - exact.reduce((sum, value) => sum + Math.floor(value), 0);
  const ranks = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    // The sort is stable: of equal remainders the earlier answer stays first.
    .sort((a, b) => b.remainder - a.remainder)
    .map(({ index }) => index);
  return exact.map((value, index) => Math.floor(value) + (ranks.indexOf(index) < left ? 1 : 0));
}

/** Pool odds of an answer (what one point on it brings back if it wins: pool ÷ its stakes); null with nothing on it. */
export function poolOdds(outcome: OutcomeSplit, totalStake: number): number | null {
  return outcome.stake > 0 ? totalStake / outcome.stake : null;
}

/** Odds as the card writes them: two decimals at most. */
export const formatOdds = (odds: number): string => String(Math.floor(odds * 100) / 100);

const STATUS_RANK = { open: 0, locked: 1, settled: 2, void: 2 } as const;

/**
 * A view of a prediction merged into the one held: a later status wins, and within a status
 * the view with more voters (stakes only grow); the viewer's own vote is kept unless the view
 * brings one.
 */
export function mergePrediction(
  held: Prediction | undefined,
  view: PublicPrediction & { myVote?: Prediction['myVote'] },
): Prediction {
  const myVote = view.myVote ?? held?.myVote ?? null;
  if (!held) return { ...view, myVote };
  const newer =
    STATUS_RANK[view.status] > STATUS_RANK[held.status] ||
    (STATUS_RANK[view.status] === STATUS_RANK[held.status] && view.voters >= held.voters);
  return newer ? { ...view, myVote } : { ...held, myVote };
}

/**
 * A pushed split applied to a prediction held: an older split than what is held, or the same one
 * again (one vote per fan: as many voters, the same stakes), changes nothing — the prediction held
 * itself, so the card does not draw again.
 */
export function applySplit(held: Prediction, split: PredictionSplit): Prediction {
  if (split.voters <= held.voters) return held;
  const stakes = new Map(split.outcomes.map((outcome) => [outcome.outcomeId, outcome]));
  return {
    ...held,
    totalStake: split.totalStake,
    voters: split.voters,
    outcomes: held.outcomes.map((outcome) => {
      const pushed = stakes.get(outcome.outcomeId);
      return pushed ? { ...outcome, stake: pushed.stake, voters: pushed.voters } : outcome;
    }),
  };
}

/** The room's predictions, newest first, with `view` merged in (a new one goes first). */
export function withPrediction(
  list: readonly Prediction[],
  view: PublicPrediction & { myVote?: Prediction['myVote'] },
): Prediction[] {
  const index = list.findIndex((item) => item.predictionId === view.predictionId);
  if (index === -1) return [mergePrediction(undefined, view), ...list].sort((a, b) => b.openedAt - a.openedAt);
  return list.map((item, at) => (at === index ? mergePrediction(item, view) : item));
}

/**
 * The prediction the card shows: the newest still taking votes or waiting for its result at the
 * fan's playhead, else the newest decided one for RESULT_SHOWN_MS after the playhead reached it.
 */
export const RESULT_SHOWN_MS = 2 * 60_000;

export function currentPrediction(
  list: readonly Prediction[],
  playhead: Playhead,
  shown = NONE_SHOWN,
): Prediction | null {
  const undecided = list.filter((item) => {
    const phase = predictionPhase(item, playhead, shown);
    return phase === 'open' || phase === 'locked';
  });
  const first = undecided.find((item) => predictionPhase(item, playhead, shown) === 'open') ?? undecided[0];
  if (first) return first;
  const at = playheadAt(playhead);
  return list.find((item) => item.decidedAt !== null && at - item.decidedAt < RESULT_SHOWN_MS) ?? null;
}

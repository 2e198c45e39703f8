/**
 * The predictions of every room and their votes (predictions.ts): opening, the fair vote, the
 * lock, the settlement that pays once, and the views the calls and the push answer. The clock,
 * the world and the push are prediction-rooms.ts's; this is the bookkeeping.
 */
import {
  isBeforeLockAtPlayhead,
  PredictionCode,
  RefundReason,
  ROOM_PREDICTIONS_KEPT,
  VoidReason,
  type MyVote,
  type Prediction,
  type PredictionStatus,
  type PublicPrediction,
} from '../../../src/contracts/predictions';
import type { PredictionSplit } from '../../../src/contracts/predictions-push';
import { ApiError } from '../api-error';
import { onAnswer, type Answer } from '../push/live-bus';
import { claimOnce, type SharedCells } from '../push/shared-cells';
import type { FanRecords } from './fan-records';
import type { Fan } from './fans-kept';
import { payouts, refunds, type Stake } from './pool';
import type { PointsLedger } from './points-ledger';
import type { Decider, Decision, PredictionPlan } from './prediction-kinds';

export interface Vote {
  /** The address the fan voted from (null: a simulated viewer): the payout and the record are kept for it. */
  client: string | null;
  outcomeId: number;
  stake: number;
  at: number;
  payout: number | null;
  /** RefundReason when it was given back from a settled prediction; '' otherwise. */
  refund: string;
}

export interface BookPrediction {
  predictionId: number;
  roomId: number;
  matchId: number;
  kind: string;
  question: string;
  outcomes: { outcomeId: number; label: string; stake: number; voters: number }[];
  status: PredictionStatus;
  openedAt: number;
  lockAt: number;
  lockClock: string;
  clockRate: number;
  closeAt: number;
  /** The most delay a vote is counted with: the room's picture's (maxPictureDelayMs); closeAt − lockAt. */
  maxDelayMs: number;
  decidedAt: number | null;
  winningOutcomeId: number;
  voidReason: string;
  totalStake: number;
  voters: number;
  decider: Decider;
  /**
   * The match's answer once known (`decide`), paid at `closeAt` (no vote may come after that). No
   * vote received from its `at` on counts.
   */
  decision: Decision | null;
  /** When the server learned the decision (its `at` or later: the event's way to the server). */
  decisionKnownAt: number | null;
  /** By uid, in vote order. */
  votes: Map<string, Vote>;
}

/** The refusal of a fan's second vote on a prediction: the answer they picked first. */
export function alreadyVoted(prediction: BookPrediction, outcomeId: number): ApiError {
  const label = prediction.outcomes.find((outcome) => outcome.outcomeId === outcomeId)?.label ?? '';
  return new ApiError(PredictionCode.AlreadyVoted, `你已选择「${label}」，每题只能竞猜一次`);
}

/** A room keeps its settled predictions a day. */
const SETTLED_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * A prediction's name for every gateway: its room, id and opening time — a publisher that took
 * over numbers its own from 1 again, and its prediction 1 is another one.
 */
type Named = Pick<BookPrediction, 'roomId' | 'predictionId' | 'openedAt'>;
export const predictionName = (prediction: Named) =>
  `${prediction.roomId}.${prediction.predictionId}-${prediction.openedAt}`;
/** The ledger's keys: one stake and one return per fan and prediction. */
export const stakeKey = (prediction: Named | string) =>
  `stake:${typeof prediction === 'string' ? prediction : predictionName(prediction)}`;
export const returnKey = (prediction: Named | string) =>
  `return:${typeof prediction === 'string' ? prediction : predictionName(prediction)}`;
/**
 * Who pays a prediction's pool, claimed once in the shared cells: its publisher settling it, or
 * — the publisher gone while it was open — the one that took over, giving every stake back.
 */
export const poolClaimKey = (name: string) => `pool.${name}`;
export type PoolPayer = 'settled' | 'refunded';

export class PredictionBook {
  private nextId = 1;
  private readonly byId = new Map<number, BookPrediction>();
  /** Each room's predictions, newest first. */
  private readonly byRoom = new Map<number, BookPrediction[]>();

  constructor(
    readonly ledger: PointsLedger,
    readonly records: FanRecords,
    /** Where the pool is claimed before it is paid; absent: this book alone pays its pools. */
    private readonly cells?: SharedCells,
  ) {}

  find(predictionId: number): BookPrediction | undefined {
    return this.byId.get(predictionId);
  }

  /** The room's predictions, newest first (settled ones of the last day). */
  ofRoom(roomId: number, now: number): BookPrediction[] {
    return (this.byRoom.get(roomId) ?? []).filter(
      (item) => item.decidedAt === null || now - item.decidedAt < SETTLED_KEPT_MS,
    );
  }

  /** Predictions not settled yet, in every room. */
  unsettled(): BookPrediction[] {
    return [...this.byId.values()].filter((item) => item.status === 'open' || item.status === 'locked');
  }

  /** A new prediction of the room; `maxDelayMs`: the most the room's picture can be behind live. */
  open(roomId: number, matchId: number, plan: PredictionPlan, now: number, maxDelayMs: number): BookPrediction {
    const prediction: BookPrediction = {
      predictionId: this.nextId++,
      roomId,
      matchId,
      kind: plan.kind,
      question: plan.question,
      outcomes: plan.outcomes.map((outcome) => ({ ...outcome, stake: 0, voters: 0 })),
      status: 'open',
      openedAt: now,
      lockAt: plan.lock.at,
      lockClock: plan.lock.text,
      clockRate: plan.lock.rate,
      closeAt: plan.lock.at + maxDelayMs,
      maxDelayMs,
      decidedAt: null,
      winningOutcomeId: 0,
      voidReason: '',
      totalStake: 0,
      voters: 0,
      decider: plan.decider,
      decision: null,
      decisionKnownAt: null,
      votes: new Map(),
    };
    this.register(prediction);
    return prediction;
  }

  /**
   * A prediction another publisher opened (carried-questions.ts), kept under its id; false when
   * this book has another one of that id. The ids this book gives from now on come after it.
   */
  adopt(prediction: BookPrediction): boolean {
    if (this.byId.has(prediction.predictionId)) return false;
    this.numberAfter(prediction.predictionId);
    this.register(prediction);
    return true;
  }

  /** The next id this book gives is above `predictionId` (a publisher's before it: clients still hold its ids). */
  numberAfter(predictionId: number): void {
    this.nextId = Math.max(this.nextId, predictionId + 1);
  }

  private register(prediction: BookPrediction): void {
    const { roomId } = prediction;
    this.byId.set(prediction.predictionId, prediction);
    const room = [prediction, ...(this.byRoom.get(roomId) ?? [])];
    // The oldest settled ones go beyond what the room call answers; unsettled ones hold stakes and stay.
    while (room.length > ROOM_PREDICTIONS_KEPT) {
      const index = room.findLastIndex((item) => item.status === 'settled' || item.status === 'void');
      if (index < 0) break;
      this.byId.delete(room[index]!.predictionId);
      room.splice(index, 1);
    }
    this.byRoom.set(roomId, room);
  }

  /**
   * The fan's vote, received at server time `receivedAt` from a picture `delayMs` behind live: taken
   * while the lock has not passed at that picture (the delay counted up to the room's most) and
   * the question is not decided — whatever delay is claimed, nothing counts from the deciding
   * event on. A retry (the same answer and stake) answers the vote taken; the stake is taken once.
   * A user's stake is taken from a shared account (points-ledger.ts): the vote counts once it is.
   */
  vote(
    fan: Fan,
    predictionId: number,
    outcomeId: number,
    stake: number,
    delayMs: number,
    receivedAt: number,
  ): Answer<BookPrediction> {
    const { uid, client } = fan;
    const prediction = this.byId.get(predictionId);
    if (!prediction) throw new ApiError(PredictionCode.NotFound, `竞猜不存在或已结束：${predictionId}`);
    const taken = prediction.votes.get(uid);
    if (taken) {
      if (taken.outcomeId === outcomeId && taken.stake === stake) return prediction;
      throw alreadyVoted(prediction, taken.outcomeId);
    }
    const outcome = this.admissible(prediction, outcomeId, delayMs, receivedAt);
    return onAnswer(this.ledger.take(fan, stake, stakeKey(prediction)), (taken) => {
      if (!taken)
        return onAnswer(this.ledger.balance(fan), (balance): BookPrediction => {
          throw this.pointsShort(balance);
        });
      // Counted while the stake was on its way: the stake was taken once, under its key.
      this.count(prediction, uid, { client, outcomeId: outcome.outcomeId, stake, at: receivedAt });
      return prediction;
    });
  }

  /** Counts a vote whose stake is taken, once per fan (a second one changes nothing). */
  count(prediction: BookPrediction, uid: string, vote: Pick<Vote, 'client' | 'outcomeId' | 'stake' | 'at'>): void {
    const outcome = prediction.outcomes.find((item) => item.outcomeId === vote.outcomeId);
    if (!outcome || prediction.votes.has(uid)) return;
    prediction.votes.set(uid, { ...vote, payout: null, refund: '' });
    outcome.stake += vote.stake;
    outcome.voters += 1;
    prediction.totalStake += vote.stake;
    prediction.voters += 1;
  }

  /**
   * Throws what a new vote would be refused for now (closed, locked, no such answer); else the
   * outcome it goes to. Nothing is taken: a vote claimed elsewhere first (prediction-rooms.ts) is
   * looked at before its claim, so a refused vote claims nothing. The points are the ledger's to
   * say (`pointsShort`).
   */
  admissible(
    prediction: BookPrediction,
    outcomeId: number,
    delayMs: number,
    receivedAt: number,
  ): BookPrediction['outcomes'][number] {
    const closed = prediction.status === 'settled' || prediction.status === 'void';
    if (closed || (prediction.decision !== null && receivedAt >= prediction.decision.at)) {
      throw new ApiError(PredictionCode.Locked, '已封盘：本题已有结果');
    }
    if (!isBeforeLockAtPlayhead(receivedAt, delayMs, prediction.lockAt, prediction.maxDelayMs)) {
      throw new ApiError(PredictionCode.Locked, '已封盘');
    }
    const outcome = prediction.outcomes.find((item) => item.outcomeId === outcomeId);
    if (!outcome) throw new ApiError(PredictionCode.NotFound, `没有这个选项：${outcomeId}`);
    return outcome;
  }

  /** The refusal of a stake over the fan's `balance`. */
  pointsShort(balance: number): ApiError {
    return new ApiError(PredictionCode.NotEnoughPoints, `积分不足：你有 ${balance} 积分`);
  }

  /** The match's answer, learned at `knownAt`: from now on no vote is taken (paid by `settle`). */
  decide(prediction: BookPrediction, decision: Decision, knownAt: number): void {
    if (prediction.decision) return;
    prediction.decision = decision;
    prediction.decisionKnownAt = Math.max(knownAt, decision.at);
  }

  /** The match reached the lock (or the development control locks it now, `at`). */
  lock(prediction: BookPrediction, at: number, now = at): boolean {
    if (prediction.status !== 'open' && !(prediction.status === 'locked' && at < prediction.lockAt)) return false;
    if (at < prediction.lockAt) {
      prediction.lockAt = at;
      prediction.closeAt = at + prediction.maxDelayMs;
    }
    if (now >= prediction.lockAt) prediction.status = 'locked';
    return true;
  }

  /**
   * Pays the decision once (a settled or void prediction stays as it is): the winners share the
   * pool, or — void, or nobody picked the answer that won — every stake goes back. A vote received
   * at or after the deciding event, while the event was on its way to the server (`decide`'s
   * `knownAt`), never counted: its stake goes back (`refund`), out of the pool, the split and the
   * record. A decision made the moment it is known (the development control's) comes after every
   * vote taken. A settled prediction adds a pick to each counted voter's record.
   */
  settle(prediction: BookPrediction, decision: Decision): boolean {
    if (prediction.status === 'settled' || prediction.status === 'void') return false;
    const knownAt = prediction.decision === decision ? (prediction.decisionKnownAt ?? decision.at) : decision.at;
    const isLate = (vote: Vote) => decision.at < knownAt && vote.at >= decision.at;
    const late = [...prediction.votes].filter(([, vote]) => isLate(vote));
    for (const [, vote] of late) this.uncount(prediction, vote);
    const counted = [...prediction.votes].filter(([, vote]) => !isLate(vote));
    const stakes: Stake[] = counted.map(([uid, vote]) => ({ uid, outcomeId: vote.outcomeId, stake: vote.stake }));
    const won = 'outcomeId' in decision ? payouts(stakes, decision.outcomeId) : null;
    const paid = new Map([
      ...(won ?? refunds(stakes)),
      ...late.map(([uid, vote]): [string, number] => [uid, vote.stake]),
    ]);
    const pay = () => {
      for (const [uid, amount] of paid) {
        const given = this.ledger.give(
          { uid, client: prediction.votes.get(uid)!.client },
          amount,
          returnKey(prediction),
        );
        // A shared account that could not be written is said so: the payout is the vote's to show.
        if (given instanceof Promise)
          given.catch((error: unknown) =>
            console.error(`predictions: paying ${uid} ${returnKey(prediction)} failed:`, error),
          );
      }
    };
    for (const [uid, amount] of paid) prediction.votes.get(uid)!.payout = amount;
    const claim = this.cells
      ? claimOnce<PoolPayer>(this.cells, poolClaimKey(predictionName(prediction)), 'settled')
      : null;
    const paying = onAnswer(claim, (claimed) => {
      if (!claimed || claimed.won) pay();
      // A publisher paused past its lease: the one that took over gave the stakes back.
      else console.error(`predictions: ${predictionName(prediction)} was ${claimed.value} elsewhere: not paid here`);
    });
    if (paying instanceof Promise)
      paying.catch((error: unknown) =>
        console.error(`predictions: claiming ${predictionName(prediction)} failed:`, error),
      );
    // Refunded for coming late: said so only where the prediction is settled (a 流局 gives every stake back anyway).
    if (won) for (const [, vote] of late) vote.refund = RefundReason.AfterDecision;
    prediction.decidedAt = decision.at;
    prediction.decision = decision;
    if (won && 'outcomeId' in decision) {
      prediction.status = 'settled';
      prediction.winningOutcomeId = decision.outcomeId;
      for (const [uid, vote] of counted)
        this.records.add({ uid, client: vote.client }, vote.outcomeId === decision.outcomeId);
    } else {
      prediction.status = 'void';
      prediction.voidReason = 'voidReason' in decision ? decision.voidReason : VoidReason.NoWinner;
    }
    return true;
  }

  /** Takes a vote out of the split (it never counted). */
  private uncount(prediction: BookPrediction, vote: Vote): void {
    const outcome = prediction.outcomes.find((item) => item.outcomeId === vote.outcomeId)!;
    outcome.stake -= vote.stake;
    outcome.voters -= 1;
    prediction.totalStake -= vote.stake;
    prediction.voters -= 1;
  }

  /** Points held by predictions not settled yet (what the balances and grants leave out). */
  held(): number {
    return this.unsettled().reduce((sum, item) => sum + item.totalStake, 0);
  }

  publicView(prediction: BookPrediction): PublicPrediction {
    return {
      predictionId: prediction.predictionId,
      roomId: prediction.roomId,
      matchId: prediction.matchId,
      kind: prediction.kind,
      question: prediction.question,
      outcomes: prediction.outcomes.map((outcome) => ({ ...outcome })),
      status: prediction.status,
      openedAt: prediction.openedAt,
      lockAt: prediction.lockAt,
      lockClock: prediction.lockClock,
      clockRate: prediction.clockRate,
      closeAt: prediction.closeAt,
      decidedAt: prediction.decidedAt,
      winningOutcomeId: prediction.winningOutcomeId,
      voidReason: prediction.voidReason,
      totalStake: prediction.totalStake,
      voters: prediction.voters,
    };
  }

  /** The view for a fan (null: a visitor). */
  view(prediction: BookPrediction, uid: string | null): Prediction {
    const vote = uid === null ? undefined : prediction.votes.get(uid);
    // The fan's own vote, field by field: where it came from (`client`) is the server's.
    const myVote: MyVote | null = vote
      ? { outcomeId: vote.outcomeId, stake: vote.stake, at: vote.at, payout: vote.payout, refund: vote.refund }
      : null;
    return { ...this.publicView(prediction), myVote };
  }

  split(prediction: BookPrediction, at: number): PredictionSplit {
    return {
      predictionId: prediction.predictionId,
      roomId: prediction.roomId,
      at,
      outcomes: prediction.outcomes.map(({ outcomeId, stake, voters }) => ({ outcomeId, stake, voters })),
      totalStake: prediction.totalStake,
      voters: prediction.voters,
    };
  }
}

/**
 * A fan's 竞猜 vote claimed once for every gateway, in the cells they share
 * (push/shared-cells.ts), before its stake is taken: two publishers of one prediction (one paused
 * past its lease, the one that took over) or two calls at once count it once and charge once.
 */
import { onAnswer, type Answer } from '../push/live-bus';
import { claimOnce, type SharedCells } from '../push/shared-cells';
import { alreadyVoted, predictionName, type BookPrediction } from './prediction-book';

/**
 * What a claim holds: the vote as the fan sent it; when and from where it came (a publisher that
 * carries the question on counts it as it was received: carried-questions.ts; absent in claims
 * written before they were kept).
 */
export interface ClaimedVote {
  outcomeId: number;
  stake: number;
  at?: number;
  client?: string | null;
}

/** The claim's key: the prediction by its name for every gateway, then the fan. */
export const voteClaimKey = (prediction: Parameters<typeof predictionName>[0], uid: string): string =>
  `vote.${predictionName(prediction)}.${uid}`;

/** `vote.<roomId>.<predictionId>-<openedAt>.<uid>` as the prediction's name and the fan. */
export function voteOfClaimKey(key: string): { name: string; uid: string } | null {
  const match = /^vote\.(\d+\.\d+-\d+)\.(.+)$/.exec(key);
  return match ? { name: match[1]!, uid: match[2]! } : null;
}

export class VoteClaims {
  /** Claims on their way (cells that answer later), by key: a second call of the fan's waits for the first. */
  private readonly pending = new Map<string, Promise<BookPrediction>>();

  constructor(private readonly cells: SharedCells) {}

  /**
   * Claims the fan's vote, then `count`s it in this book; a vote claimed first elsewhere is never
   * counted here: the same vote is answered with the prediction, another one refused.
   */
  claim(
    prediction: BookPrediction,
    uid: string,
    vote: ClaimedVote,
    count: () => Answer<BookPrediction>,
  ): Answer<BookPrediction> {
    const key = voteClaimKey(prediction, uid);
    // The book answers once the first call is counted: the retry, or its refusal.
    const pending = this.pending.get(key);
    if (pending) return pending.then(count, count);
    const answer = onAnswer(claimOnce(this.cells, key, vote), (claim) => {
      if (claim.won) return count();
      if (claim.value.outcomeId === vote.outcomeId && claim.value.stake === vote.stake) return prediction;
      throw alreadyVoted(prediction, claim.value.outcomeId);
    });
    if (answer instanceof Promise) {
      this.pending.set(key, answer);
      const done = () => this.pending.delete(key);
      answer.then(done, done);
    }
    return answer;
  }
}

/**
 * A 竞猜 outlives its publisher: the question is written to the shared cells when it opens
 * (`question.<name>`: what the book needs to lock, decide and pay it, the room's crowd lean and
 * the match as the rooms had seen it), and a publisher that takes over carries on each one whose
 * pool nobody paid or gave back yet — the same id, lock and decider, its fans' votes read from
 * their claims (vote-claims.ts), each stake taken once under the prediction's key (taken already
 * by the publisher that died, or now: a claim is the fan's vote), then locked, decided and paid as
 * its own. A question this book still holds (it paused past its lease while another publisher
 * took votes on it) gets the votes it lacks. A pool with votes but no question (its cell never
 * written) is given back instead (left-pools.ts).
 */
import { leftOpen } from '../push/opened-cells';
import { readAtTakeOver } from '../push/publisher-role';
import { claimOnce, type SharedCells } from '../push/shared-cells';
import type { MatchWatch } from './match-watch';
import type { PointsLedger } from './points-ledger';
import { predictionName, stakeKey, type BookPrediction } from './prediction-book';
import type { PredictionRooms } from './prediction-rooms';
import type { ClaimedVote } from './vote-claims';

/** What a question's cell keeps of its prediction (the rest is the votes' and the settlement's). */
const QUESTION_FIELDS = [
  'predictionId',
  'roomId',
  'matchId',
  'kind',
  'question',
  'openedAt',
  'lockAt',
  'lockClock',
  'clockRate',
  'closeAt',
  'maxDelayMs',
  'decider',
] as const satisfies readonly (keyof BookPrediction)[];

/** What a question's cell holds. */
export interface CarriedQuestion {
  prediction: Pick<BookPrediction, (typeof QUESTION_FIELDS)[number]> & {
    outcomes: { outcomeId: number; label: string }[];
  };
  /** The room's simulated viewers on it: their lean per answer and how many vote. */
  crowd: { lean: number[]; count: number };
  /** The match as the rooms had seen it when the question opened (the goals it is decided by come after). */
  watch: MatchWatch;
}

export const questionKey = (name: string): string => `question.${name}`;

/**
 * A question still open this long after it opened is carried on; an older one was left by a
 * publisher gone long ago, whose taker dealt with it. A match ends within about three hours of a
 * question about it (extra time, a long basketball night): twice that.
 */
export const CARRIED_WITHIN_MS = 6 * 60 * 60 * 1000;

/** An opened question as its cell holds it. */
export const questionOf = (
  prediction: BookPrediction,
  crowd: CarriedQuestion['crowd'],
  watch: MatchWatch,
): CarriedQuestion => ({
  prediction: {
    ...(Object.fromEntries(QUESTION_FIELDS.map((field) => [field, prediction[field]])) as Pick<
      BookPrediction,
      (typeof QUESTION_FIELDS)[number]
    >),
    outcomes: prediction.outcomes.map(({ outcomeId, label }) => ({ outcomeId, label })),
  },
  crowd,
  watch,
});

/** Writes an opened question for the publishers after this one (a failed write: its pool is given back, if it comes to that). */
export function saveQuestion(cells: SharedCells, question: CarriedQuestion): void {
  const name = predictionName(question.prediction);
  Promise.resolve()
    .then(() => claimOnce(cells, questionKey(name), question))
    .catch((error: unknown) => console.error(`predictions: writing the question ${name} failed:`, error));
}

/** A carried question as the book keeps it, no vote counted yet. */
export function bookPredictionOf({ prediction }: CarriedQuestion): BookPrediction {
  return {
    ...prediction,
    outcomes: prediction.outcomes.map(({ outcomeId, label }) => ({ outcomeId, label, stake: 0, voters: 0 })),
    status: 'open',
    decidedAt: null,
    winningOutcomeId: 0,
    voidReason: '',
    totalStake: 0,
    voters: 0,
    decision: null,
    decisionKnownAt: null,
    votes: new Map(),
  };
}

/** A question left open by the publisher before, with its fans' votes whose stakes are taken. */
export interface LeftQuestion {
  question: CarriedQuestion;
  votes: { uid: string; vote: ClaimedVote }[];
}

/**
 * The questions left open since `since` (server time), each with the votes claimed on it whose
 * stakes are taken now or were — of a question `held` names (this book's unsettled ones, by name,
 * with the fans whose votes it counted) only the votes it lacks, and not at all when it lacks none;
 * and the highest prediction id any publisher gave (the ids after it are new to the fans). The
 * cells are listed once each and the questions read side by side: a take-over waits for this.
 */
export async function leftQuestions(
  cells: SharedCells,
  ledger: PointsLedger,
  held: ReadonlyMap<string, ReadonlySet<string>>,
  since: number,
): Promise<{ left: LeftQuestion[]; lastId: number }> {
  const prefixes = { opened: 'question.', closed: 'pool.', claims: 'vote.' };
  const { open, lastId } = await leftOpen(cells, prefixes, since);
  const left = await Promise.all(
    open.map(async ({ key, name, claimants }): Promise<LeftQuestion | null> => {
      const counted = held.get(name);
      const lacking = counted ? claimants.filter((uid) => !counted.has(uid)) : claimants;
      if (counted && lacking.length === 0) return null;
      const question = await cells.read<CarriedQuestion>(key);
      if (!question) return null;
      const votes = await Promise.all(
        lacking.map(async (uid) => {
          const claim = await cells.read<ClaimedVote>(`vote.${name}.${uid}`);
          if (!claim) return null;
          const fan = { uid, client: claim.value.client ?? '' };
          return (await ledger.take(fan, claim.value.stake, stakeKey(name))) ? { uid, vote: claim.value } : null;
        }),
      );
      return { question: question.value, votes: votes.filter((vote) => vote !== null) };
    }),
  );
  return { left: left.filter((item) => item !== null), lastId };
}

/**
 * What a publisher taking over runs before it publishes: the questions left open carried on, the
 * ids it gives after every one given before. Votes wait for it; a failure is said in the log (the
 * pools left open are then given back: left-pools.ts).
 */
export function carryOnLeftQuestions(rooms: PredictionRooms, cells: SharedCells, now: number): Promise<void> {
  const { book } = rooms;
  const held = new Map(
    book.unsettled().map((prediction) => [predictionName(prediction), new Set(prediction.votes.keys())]),
  );
  // Each stake is taken under its prediction's key, so a read tried again takes none twice.
  const carrying = readAtTakeOver(() => leftQuestions(cells, book.ledger, held, now - CARRIED_WITHIN_MS)).then(
    ({ left, lastId }) => {
      book.numberAfter(lastId);
      for (const item of left) rooms.carry(item);
      if (left.length > 0)
        console.log(
          `predictions: carried on ${left.map(({ question }) => predictionName(question.prediction)).join(', ')}`,
        );
    },
    (error: unknown) => console.error('predictions: carrying on the questions left open failed:', error),
  );
  rooms.carrying = carrying;
  return carrying.finally(() => {
    if (rooms.carrying === carrying) rooms.carrying = null;
  });
}

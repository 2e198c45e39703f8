/**
 * The pool of a prediction (pool.ts) and the book that pays it (prediction-book.ts): the winners
 * share the whole pool by stake, rounding's leftovers to the largest remainders; a 流局 gives
 * every stake back; and over any run of votes, settlements and 流局 no point is created or lost —
 * the balances plus the stakes held add up to the grants given.
 */
import fc from 'fast-check';
import { DAILY_GRANT, MAX_COUNTED_DELAY_MS, MAX_STAKE, VoidReason } from '@src/contracts/predictions';
import { ApiError } from '../../../shell-demo/server/api-error';
import { FanRecords } from '../../../shell-demo/server/predictions/fan-records';
import type { Fan } from '../../../shell-demo/server/predictions/fans-kept';
import { PointsLedger } from '../../../shell-demo/server/predictions/points-ledger';
import { uidOf } from '../../../shell-demo/server/sessions';
import { payouts, refunds, type Stake } from '../../../shell-demo/server/predictions/pool';
import { PredictionBook, type BookPrediction } from '../../../shell-demo/server/predictions/prediction-book';
import { fan, plan, T0 } from './prediction-fixtures';

/** A points ledger and the prediction book that pays from it, both at the fixed time `now`. */
function bookAt(now: number) {
  const ledger = new PointsLedger({ now: () => now });
  return { ledger, book: new PredictionBook(ledger, new FanRecords({ now: () => now })) };
}

/** A 竞猜 opened at `now` in room 1 on match 1, locking a minute after T0. */
const openAt = (book: PredictionBook, now: number) => book.open(1, 1, plan(T0 + 60_000), now, MAX_COUNTED_DELAY_MS);

/** Votes written as `uid: [outcomeId, stake]`, in the order voted, at `now` with no delay. */
function voteAt(book: PredictionBook, prediction: BookPrediction, rows: Record<string, [number, number]>, now: number) {
  for (const [uid, [outcomeId, stake]] of Object.entries(rows))
    book.vote(fan(uid), prediction.predictionId, outcomeId, stake, 0, now);
}

describe('pool payouts', () => {
  /** Stakes written as `uid: [outcomeId, stake]`, in the order voted. */
  const staked = (rows: Record<string, [number, number]>): Stake[] =>
    Object.entries(rows).map(([uid, [outcomeId, stake]]) => ({ uid, outcomeId, stake }));
  const points = (rows: Record<string, number>) => new Map(Object.entries(rows));

  it.each([
    [
      'shares the pool by stake among the winners, the losers get nothing',
      { a: [1, 100], b: [1, 50], c: [2, 150] },
      { a: 200, b: 100, c: 0 },
    ],
    // 31 points for three stakes of 10: 10.33 each, the one left over to the first voter.
    [
      'gives the points rounding leaves over to the largest remainders, the earlier vote first on a tie',
      { a: [1, 10], b: [1, 10], c: [1, 10], d: [2, 1] },
      { a: 11, b: 10, c: 10, d: 0 },
    ],
  ] as [string, Record<string, [number, number]>, Record<string, number>][])('%s', (_title, rows, paid) => {
    expect(payouts(staked(rows), 1)).toEqual(points(paid));
  });

  it('answers null when nobody staked on the answer that won (the caller refunds), and refunds every stake', () => {
    const stakes = staked({ a: [1, 30], b: [2, 70] });
    expect(payouts(stakes, 3)).toBeNull();
    expect(refunds(stakes)).toEqual(points({ a: 30, b: 70 }));
  });

  it('pays out exactly the pool, each winner within one point of their exact share (property)', () => {
    const stake = fc.record({
      outcomeId: fc.integer({ min: 1, max: 4 }),
      stake: fc.integer({ min: 1, max: MAX_STAKE }),
    });
    fc.assert(
      fc.property(fc.array(stake, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (rows, winner) => {
        const stakes = rows.map((row, index) => ({ uid: `f${index}`, ...row }));
        const pool = stakes.reduce((sum, item) => sum + item.stake, 0);
        const winning = stakes.filter((item) => item.outcomeId === winner).reduce((sum, item) => sum + item.stake, 0);
        const paid = payouts(stakes, winner);
        if (winning === 0) return paid === null;
        const total = [...paid!.values()].reduce((sum, value) => sum + value, 0);
        return (
          total === pool &&
          stakes.every((item) => {
            const got = paid!.get(item.uid)!;
            if (item.outcomeId !== winner) return got === 0;
            const exact = (item.stake * pool) / winning;
            return got >= Math.floor(exact) && got <= Math.floor(exact) + 1;
          })
        );
      }),
    );
  });
});

describe('prediction book: points move once, none created or lost', () => {
  it('keeps the balances plus the stakes held equal to the grants, whatever the votes, results and 流局 (property)', () => {
    // Votes weigh most, on two predictions among six fans: pools with several winners and a loser are common.
    const action = fc.oneof(
      {
        arbitrary: fc.record({
          kind: fc.constant('vote' as const),
          fan: fc.integer({ min: 0, max: 5 }),
          prediction: fc.integer({ min: 0, max: 1 }),
          outcome: fc.integer({ min: 1, max: 3 }),
          stake: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: MAX_STAKE })),
          repeat: fc.boolean(),
        }),
        weight: 8,
      },
      {
        arbitrary: fc.record({
          kind: fc.constant('settle' as const),
          prediction: fc.integer({ min: 0, max: 1 }),
          outcome: fc.integer({ min: 1, max: 3 }),
        }),
        weight: 1,
      },
      {
        arbitrary: fc.record({ kind: fc.constant('void' as const), prediction: fc.integer({ min: 0, max: 1 }) }),
        weight: 1,
      },
      { arbitrary: fc.record({ kind: fc.constant('day' as const) }), weight: 1 },
    );
    fc.assert(
      fc.property(fc.array(action, { minLength: 5, maxLength: 60 }), (actions) => {
        let now = T0;
        const ledger = new PointsLedger({ now: () => now });
        const book = new PredictionBook(ledger, new FanRecords({ now: () => now }));
        const ids = [0, 1].map(
          () => book.open(1, 1, plan(T0 + 10 * 86_400_000), now, MAX_COUNTED_DELAY_MS).predictionId,
        );
        const fans = Array.from({ length: 6 }, (_, index) => fan(`u${index}`));
        for (const act of actions) {
          if (act.kind === 'day') now += 86_400_000;
          else if (act.kind === 'vote') {
            const times = act.repeat ? 2 : 1;
            for (let time = 0; time < times; time += 1) {
              try {
                book.vote(fans[act.fan]!, ids[act.prediction]!, act.outcome, act.stake, 0, now);
              } catch (error) {
                if (!(error instanceof ApiError)) throw error;
              }
            }
          } else {
            const prediction = book.find(ids[act.prediction]!)!;
            book.settle(
              prediction,
              act.kind === 'settle' ? { outcomeId: act.outcome, at: now } : { voidReason: VoidReason.Host, at: now },
            );
          }
        }
        // A ledger without shared cells answers at once.
        const balances = fans.reduce((sum, fan) => sum + (ledger.balance(fan) as number), 0);
        // Asking every balance gives today's grants: those count as given too.
        return balances + book.held() === ledger.granted;
      }),
      { numRuns: 400 },
    );
  });

  it('pays a settlement once however often it is asked, and refunds a 流局 in full', () => {
    const now = T0;
    const { ledger, book } = bookAt(now);
    const won = openAt(book, now);
    voteAt(book, won, { a: [1, 100], b: [2, 300] }, now);
    expect(book.settle(won, { outcomeId: 1, at: now })).toBe(true);
    expect(book.settle(won, { outcomeId: 2, at: now })).toBe(false);
    expect(ledger.balance(fan('a'))).toBe(DAILY_GRANT - 100 + 400);
    expect(ledger.balance(fan('b'))).toBe(DAILY_GRANT - 300);
    expect(book.view(won, 'a').myVote).toMatchObject({ payout: 400 });
    const voided = openAt(book, now);
    book.vote(fan('a'), voided.predictionId, 1, 50, 0, now);
    book.settle(voided, { voidReason: VoidReason.MatchEnded, at: now });
    expect(ledger.balance(fan('a'))).toBe(DAILY_GRANT + 300);
    expect(book.view(voided, 'a')).toMatchObject({ status: 'void', voidReason: 'match-ended', myVote: { payout: 50 } });
  });

  it('gives back, with the reason, a vote received at or after the deciding event the server learned later: out of the pool, the split and the record', () => {
    let now = T0;
    const { ledger, book } = bookAt(now);
    const prediction = openAt(book, now);
    voteAt(book, prediction, { early: [1, 100], loser: [2, 100] }, now);
    // The goal at T0 + 10 s; a vote half a second later, before the server knows it.
    now = T0 + 10_500;
    book.vote(fan('late'), prediction.predictionId, 1, 500, 0, now);
    now = T0 + 11_000;
    book.decide(prediction, { outcomeId: 1, at: T0 + 10_000 }, now);
    // Known now: a vote from this moment is refused, whatever delay it claims.
    expect(() => book.vote(fan('later'), prediction.predictionId, 1, 100, 45_000, now)).toThrow('已封盘：本题已有结果');
    book.settle(prediction, prediction.decision!);
    expect(book.view(prediction, fan('late').uid).myVote).toMatchObject({ payout: 500, refund: 'after-decision' });
    expect(book.view(prediction, fan('early').uid).myVote).toMatchObject({ payout: 200, refund: '' });
    expect(prediction).toMatchObject({ totalStake: 200, voters: 2 });
    expect(prediction.outcomes.map((outcome) => outcome.stake)).toEqual([100, 100, 0]);
    expect(ledger.balance(fan('late'))).toBe(DAILY_GRANT);
    expect(book.records.of(fan('late').uid)).toBeNull();
    expect(book.records.of(fan('early').uid)).toMatchObject({ picks: 1, hits: 1 });
  });

  it('takes a decision made the moment it is known (the development control’s) as coming after every vote taken', () => {
    const now = T0;
    const { book } = bookAt(now);
    const prediction = openAt(book, now);
    voteAt(book, prediction, { a: [1, 100], b: [2, 100] }, now);
    book.settle(prediction, { outcomeId: 1, at: now });
    expect(book.view(prediction, fan('a').uid).myVote).toMatchObject({ payout: 200, refund: '' });
  });

  it('calls a pool nobody won a 流局 (no-winner) and gives every stake back', () => {
    const now = T0;
    const { ledger, book } = bookAt(now);
    const prediction = openAt(book, now);
    book.vote(fan('a'), prediction.predictionId, 1, 100, 0, now);
    book.settle(prediction, { outcomeId: 3, at: now });
    expect(prediction).toMatchObject({ status: 'void', voidReason: VoidReason.NoWinner, winningOutcomeId: 0 });
    expect(ledger.balance(fan('a'))).toBe(DAILY_GRANT);
  });

  it('grants a user once a day even when its address’s flood of users forgot the account: the new account starts empty until the next day', () => {
    let now = Date.UTC(2026, 10, 21, 12);
    const ledger = new PointsLedger({ now: () => now, usersKept: { perHolder: 2, total: 4 } });
    const greedy = (name: string): Fan => ({ uid: uidOf(name), client: '127.0.0.2' });
    const victim: Fan = { uid: uidOf('victim'), client: '127.0.0.3' };
    expect(ledger.take(greedy('spender'), DAILY_GRANT, 'stake:1')).toBe(true);
    expect(ledger.take(victim, 300, 'stake:1')).toBe(true);
    // The greedy address's next users push its first one's account out.
    for (const name of ['flood-1', 'flood-2', 'flood-3']) expect(ledger.balance(greedy(name))).toBe(DAILY_GRANT);
    expect(ledger.balance(greedy('spender'))).toBe(0);
    expect(ledger.balance(victim)).toBe(DAILY_GRANT - 300);
    now = Date.UTC(2026, 10, 21, 16, 0);
    expect(ledger.balance(greedy('spender'))).toBe(DAILY_GRANT);
  });

  it('grants once a day, on China’s day (UTC+8)', () => {
    let now = Date.UTC(2026, 10, 21, 15, 59);
    const ledger = new PointsLedger({ now: () => now });
    expect(ledger.balance(fan('a'))).toBe(DAILY_GRANT);
    expect(ledger.balance(fan('a'))).toBe(DAILY_GRANT);
    // 16:00 UTC is midnight in China.
    now = Date.UTC(2026, 10, 21, 16, 0);
    expect(ledger.balance(fan('a'))).toBe(2 * DAILY_GRANT);
  });
});

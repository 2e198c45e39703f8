/**
 * Users' 积分 and 竞猜 pools in the cells every gateway shares (push/shared-cells.ts), answered
 * later as on NATS: a stake and a payout move once across ledgers, and a pool its publisher left
 * open is carried on (carried-questions.ts) or given back (left-pools.ts) once.
 */
import { DAILY_GRANT, MAX_COUNTED_DELAY_MS } from '@src/contracts/predictions';
import { FanRecords } from '../../../shell-demo/server/predictions/fan-records';
import type { Fan } from '../../../shell-demo/server/predictions/fans-kept';
import { PointsLedger } from '../../../shell-demo/server/predictions/points-ledger';
import { uidOf } from '../../../shell-demo/server/sessions';
import { refundLeftPools } from '../../../shell-demo/server/predictions/left-pools';
import {
  bookPredictionOf,
  CARRIED_WITHIN_MS,
  leftQuestions,
  questionKey,
  questionOf,
} from '../../../shell-demo/server/predictions/carried-questions';
import {
  poolClaimKey,
  PredictionBook,
  predictionName,
  type BookPrediction,
} from '../../../shell-demo/server/predictions/prediction-book';
import { voteClaimKey } from '../../../shell-demo/server/predictions/vote-claims';
import { claimOnce, InProcessCells, type SharedCells } from '../../../shell-demo/server/push/shared-cells';
import { fan, plan, T0 } from './prediction-fixtures';

describe('users’ accounts in shared cells', () => {
  /** Cells that answer a turn later, as NATS does: two moves of one account race. */
  class LaterCells implements SharedCells {
    private readonly cells: InProcessCells;
    constructor(now: () => number) {
      this.cells = new InProcessCells(now);
    }
    read<T>(key: string) {
      return Promise.resolve().then(() => this.cells.read<T>(key));
    }
    write<T>(key: string, value: T, expected: number) {
      return Promise.resolve().then(() => this.cells.write(key, value, expected));
    }
    keys(prefix: string) {
      return Promise.resolve().then(() => this.cells.keys(prefix));
    }
  }

  /** The book a publisher keeps on `cells`, at the fixed time `now`. */
  const bookOn = (cells: SharedCells, now: number) =>
    new PredictionBook(new PointsLedger({ now: () => now, cells }), new FanRecords({ now: () => now }), cells);

  it('two gateways’ ledgers on one set of cells move a stake and a payout once, and read one balance', async () => {
    const now = T0;
    const cells = new LaterCells(() => now);
    const [a, b] = [new PointsLedger({ now: () => now, cells }), new PointsLedger({ now: () => now, cells })];
    const user = fan(uidOf('shared'));
    // The same stake on both at once: one charge; another stake still moves.
    expect(await Promise.all([a.take(user, 300, 'stake:7.1-0'), b.take(user, 300, 'stake:7.1-0')])).toEqual([
      true,
      true,
    ]);
    expect(await Promise.all([a.give(user, 500, 'return:7.1-0'), b.give(user, 500, 'return:7.1-0')])).toHaveLength(2);
    expect(await a.take(user, 100, 'stake:7.2-0')).toBe(true);
    expect(await b.balance(user)).toBe(DAILY_GRANT - 300 + 500 - 100);
    // Today's grant was given once, by whichever ledger asked first.
    expect(a.granted + b.granted).toBe(DAILY_GRANT);
    expect(await b.take(user, DAILY_GRANT * 2, 'stake:7.3-0')).toBe(false);
  });

  it('a book on shared cells counts a user’s vote once the stake is taken, and refuses a stake over the balance', async () => {
    const now = T0;
    const cells = new LaterCells(() => now);
    const ledger = new PointsLedger({ now: () => now, cells });
    const book = new PredictionBook(ledger, new FanRecords({ now: () => now }));
    const prediction = book.open(7, 1, plan(now + 60_000), now, MAX_COUNTED_DELAY_MS);
    const user = fan(uidOf('voter'));
    await book.vote(user, prediction.predictionId, 1, 200, 0, now);
    expect(prediction.voters).toBe(1);
    await expect(book.vote(fan(uidOf('rich')), prediction.predictionId, 1, DAILY_GRANT + 1, 0, now)).rejects.toThrow(
      `积分不足：你有 ${DAILY_GRANT} 积分`,
    );
    book.settle(prediction, { at: now, outcomeId: 1 });
    // The payout reaches the cell a turn later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await ledger.balance(user)).toBe(DAILY_GRANT);
    expect(prediction.voters).toBe(1);
  });

  it('gives the stakes of a pool its dead publisher left open back once, where they were taken, and a settled one not', async () => {
    const now = T0;
    const cells = new LaterCells(() => now);
    const old = bookOn(cells, now);
    const [open, settled] = [1, 2].map(() => old.open(7, 1, plan(now + 60_000), now, MAX_COUNTED_DELAY_MS));
    const voters = ['left-1', 'left-2', 'left-3'].map((name) => fan(uidOf(name)));
    // Each vote as the rooms take it: claimed in the cells, then its stake taken.
    const vote = async (prediction: typeof open, user: Fan, outcomeId: number, stake: number) => {
      await claimOnce(cells, voteClaimKey(prediction!, user.uid), { outcomeId, stake });
      await old.vote(user, prediction!.predictionId, outcomeId, stake, 0, now);
    };
    await vote(open, voters[0]!, 1, 200);
    await vote(open, voters[1]!, 2, 300);
    await vote(settled, voters[0]!, 1, 100);
    await vote(settled, voters[2]!, 2, 100);
    // A claim whose stake was never taken (its publisher died between the two).
    await claimOnce(cells, voteClaimKey(open!, voters[2]!.uid), { outcomeId: 1, stake: 400 });
    old.settle(settled!, { at: now, outcomeId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));

    // Two publishers taking over at once (one paused past its lease): the pool is given back once.
    const ledger = new PointsLedger({ now: () => now, cells });
    const runs = await Promise.all([refundLeftPools(cells, ledger, []), refundLeftPools(cells, ledger, [])]);
    expect(runs.flat()).toEqual([predictionName(open!)]);
    expect(await refundLeftPools(cells, ledger, [])).toEqual([]);
    const balances = await Promise.all(voters.map((user) => ledger.balance(user)));
    // The open pool's stakes back; the settled pool paid its winner (both stakes), its loser not refunded.
    expect(balances).toEqual([DAILY_GRANT + 100, DAILY_GRANT, DAILY_GRANT - 100]);
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(3 * DAILY_GRANT);
  });

  it('carries on the questions a dead publisher left open: votes whose stakes were taken or can be now, none paid twice, a settled or given-back pool or one opened long ago not', async () => {
    const now = T0;
    const cells = new LaterCells(() => now);
    const old = bookOn(cells, now);
    // The last one opened before the carried window: a publisher gone long ago left it.
    const [open, settled, givenBack, mine, long] = [0, 0, 0, 0, CARRIED_WITHIN_MS + 1].map((ago) =>
      old.open(7, 1, plan(now + 60_000), now - ago, MAX_COUNTED_DELAY_MS),
    ) as [BookPrediction, BookPrediction, BookPrediction, BookPrediction, BookPrediction];
    const watch = { seen: { home: 0, away: 0, listed: 0 }, goals: [], goalsBefore: 0, takenBackAt: null };
    for (const prediction of [open, settled, givenBack, mine, long])
      await claimOnce(
        cells,
        questionKey(predictionName(prediction)),
        questionOf(prediction, { lean: [1, 1, 1], count: 3 }, watch),
      );
    const [rich, taken, poor] = ['carried-1', 'carried-2', 'carried-3'].map((name) => fan(uidOf(name)));
    await claimOnce(cells, voteClaimKey(open, rich!.uid), {
      outcomeId: 1,
      stake: 200,
      at: now + 5,
      client: rich!.client,
    });
    await old.vote(rich!, open.predictionId, 1, 200, 0, now + 5);
    // Claimed, its stake never taken (the publisher died between the two): taken once now.
    await claimOnce(cells, voteClaimKey(open, taken!.uid), { outcomeId: 2, stake: 300 });
    // Claimed, and the balance no longer covers it: not counted.
    await claimOnce(cells, voteClaimKey(open, poor!.uid), { outcomeId: 2, stake: DAILY_GRANT });
    await new PointsLedger({ now: () => now, cells }).take(poor!, 1, 'elsewhere');
    old.settle(settled, { at: now, outcomeId: 1 });
    await claimOnce(cells, poolClaimKey(predictionName(givenBack)), 'refunded');

    const ledger = new PointsLedger({ now: () => now, cells });
    const runs = await Promise.all([
      leftQuestions(cells, ledger, new Map([[predictionName(mine), new Set<string>()]]), now - CARRIED_WITHIN_MS),
      leftQuestions(cells, ledger, new Map([[predictionName(mine), new Set<string>()]]), now - CARRIED_WITHIN_MS),
    ]);
    for (const { left, lastId } of runs) {
      expect(lastId).toBe(long.predictionId);
      expect(left.map(({ question }) => question.prediction.predictionId)).toEqual([open.predictionId]);
      const votes = Object.fromEntries(
        left[0]!.votes.map(({ uid, vote }) => [uid, [vote.outcomeId, vote.stake, vote.at]]),
      );
      expect(votes).toEqual({ [rich!.uid]: [1, 200, now + 5], [taken!.uid]: [2, 300, undefined] });
    }
    // Two take-overs at once charged each stake once.
    expect(await Promise.all([rich, taken, poor].map((user) => ledger.balance(user!)))).toEqual([
      DAILY_GRANT - 200,
      DAILY_GRANT - 300,
      DAILY_GRANT - 1,
    ]);
    // A book that holds the question (paused past its lease) reads only the votes it lacks, and
    // takes no stake again.
    const held = new Map([
      [predictionName(open), new Set([rich!.uid])],
      [predictionName(mine), new Set<string>()],
    ]);
    const again = await leftQuestions(cells, ledger, held, now - CARRIED_WITHIN_MS);
    expect(
      again.left.map(({ question, votes }) => [question.prediction.predictionId, votes.map(({ uid }) => uid)]),
    ).toEqual([[open.predictionId, [taken!.uid]]]);
    expect(await ledger.balance(taken!)).toBe(DAILY_GRANT - 300);
    const carried = bookPredictionOf(runs[0]!.left[0]!.question);
    expect([carried.predictionId, carried.lockAt, carried.closeAt, carried.decider, carried.status]).toEqual([
      open.predictionId,
      open.lockAt,
      open.closeAt,
      open.decider,
      'open',
    ]);
  });
});

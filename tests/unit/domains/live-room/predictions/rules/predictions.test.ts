/**
 * The 竞猜 card's rules: the lock at the viewer's playhead (fair to every delay, closing a
 * little before the server would), a result only once the picture has reached it, the countdown
 * in match time, the stakes, the split in whole percents, the pool odds, and views merged so a
 * later one is never taken back.
 */
import { isBeforeLockAtPlayhead, MAX_COUNTED_DELAY_MS, MAX_STAKE, MIN_STAKE } from '@src/contracts/predictions';
import type * as PredictionsModule from '@src/domains/live-room/predictions/rules/predictions';
import {
  applySplit,
  currentPrediction,
  formatMatchSeconds,
  formatOdds,
  matchSecondsToLock,
  mergePrediction,
  poolOdds,
  predictionPhase,
  RESULT_SHOWN_MS,
  splitPercents,
  stakeFor,
  VOTE_TRANSIT_MS,
  withPrediction,
} from '@src/domains/live-room/predictions/rules/predictions';
import { freshModule } from '@tests/support/fresh-module';
import { LOCK_AT, prediction } from '../../support/prediction-fixtures';

const split = (stakes: number[]) =>
  stakes.map((stake, index) => ({ outcomeId: index + 1, stake, voters: stake > 0 ? 1 : 0 }));

describe('the lock at the voter’s playhead', () => {
  it('takes a vote while the server time minus the delay is before the lock, whatever the delay', () => {
    expect(isBeforeLockAtPlayhead(LOCK_AT - 1, 0, LOCK_AT)).toBe(true);
    expect(isBeforeLockAtPlayhead(LOCK_AT, 0, LOCK_AT)).toBe(false);
    // 8 s behind live: the vote 7 s after the lock is in time for their picture, 8 s after is not.
    expect(isBeforeLockAtPlayhead(LOCK_AT + 7_999, 8_000, LOCK_AT)).toBe(true);
    expect(isBeforeLockAtPlayhead(LOCK_AT + 8_000, 8_000, LOCK_AT)).toBe(false);
  });

  it('counts no more delay than MAX_COUNTED_DELAY_MS, and no negative one', () => {
    expect(isBeforeLockAtPlayhead(LOCK_AT + MAX_COUNTED_DELAY_MS, 10 * 60_000, LOCK_AT)).toBe(false);
    expect(isBeforeLockAtPlayhead(LOCK_AT + MAX_COUNTED_DELAY_MS - 1, 10 * 60_000, LOCK_AT)).toBe(true);
    expect(isBeforeLockAtPlayhead(LOCK_AT, -5_000, LOCK_AT)).toBe(false);
  });

  it('closes the card VOTE_TRANSIT_MS before the server would, at the viewer’s own picture', () => {
    const open = prediction();
    expect(predictionPhase(open, { now: LOCK_AT - VOTE_TRANSIT_MS - 1, delayMs: 0 })).toBe('open');
    expect(predictionPhase(open, { now: LOCK_AT - VOTE_TRANSIT_MS, delayMs: 0 })).toBe('locked');
    // Locked live already, still open for a picture 10 s behind.
    const locked = prediction({ status: 'locked' });
    expect(predictionPhase(locked, { now: LOCK_AT + 5_000, delayMs: 10_000 })).toBe('open');
  });

  it('shows a result only once the picture has reached the event that decided it', () => {
    const settled = prediction({ status: 'settled', decidedAt: LOCK_AT + 30_000, winningOutcomeId: 11 });
    expect(predictionPhase(settled, { now: LOCK_AT + 50_000, delayMs: 25_000 })).toBe('locked');
    expect(predictionPhase(settled, { now: LOCK_AT + 55_000, delayMs: 25_000 })).toBe('settled');
    expect(predictionPhase(prediction({ status: 'void', decidedAt: LOCK_AT }), { now: LOCK_AT, delayMs: 0 })).toBe(
      'void',
    );
  });

  it('keeps a result shown once the viewer has seen it, though the delay is measured a little longer', () => {
    const settled = prediction({ status: 'settled', decidedAt: LOCK_AT + 30_000, winningOutcomeId: 11 });
    const later = { now: LOCK_AT + 55_000, delayMs: 26_000 };
    expect(predictionPhase(settled, later)).toBe('locked');
    expect(predictionPhase(settled, later, new Set([1]))).toBe('settled');
  });
});

describe('the countdown', () => {
  it('counts match seconds to the lock at the picture (a basketball clock runs at 0.4)', () => {
    expect(matchSecondsToLock(prediction(), { now: LOCK_AT - 61_000 - VOTE_TRANSIT_MS, delayMs: 0 })).toBe(61);
    expect(matchSecondsToLock(prediction(), { now: LOCK_AT - 1_000, delayMs: 20_000 })).toBe(20);
    expect(matchSecondsToLock(prediction({ clockRate: 0.4 }), { now: LOCK_AT - 101_000, delayMs: 0 })).toBe(40);
    expect(matchSecondsToLock(prediction(), { now: LOCK_AT + 1, delayMs: 0 })).toBe(0);
  });

  it('writes mm:ss, minutes past 59 as a match clock does', () => {
    expect(formatMatchSeconds(61)).toBe('01:01');
    expect(formatMatchSeconds(3725)).toBe('62:05');
  });
});

describe('stakes, split and odds', () => {
  it('stakes a preset within the balance, 全部 as the balance up to the cap, 0 when it cannot', () => {
    expect(stakeFor(50, 1000)).toBe(50);
    expect(stakeFor(100, 60)).toBe(0);
    expect(stakeFor('all', 60)).toBe(60);
    expect(stakeFor('all', 5000)).toBe(MAX_STAKE);
    expect(stakeFor('all', 0)).toBe(0);
    // The smallest stake is one point: a preset of it stakes, less than it (half a point left) does not.
    expect(stakeFor(MIN_STAKE, 10)).toBe(MIN_STAKE);
    expect(stakeFor('all', MIN_STAKE / 2)).toBe(0);
  });

  it('splits the stakes in whole percents adding up to 100, all 0 with nothing staked', () => {
    expect(splitPercents(split([1, 1, 1]))).toEqual([34, 33, 33]);
    expect(splitPercents(split([10, 30]))).toEqual([25, 75]);
    expect(splitPercents(split([0, 0]))).toEqual([0, 0]);
    const odd = splitPercents(split([7, 13, 29, 51]));
    expect(odd.reduce((sum, value) => sum + value, 0)).toBe(100);
  });

  it('gives the points rounding leaves over to the largest remainders, the earlier answer first of equal ones', () => {
    // 33.3 and 66.7: the point left goes to the second answer, whose part is nearer the next percent.
    expect(splitPercents(split([1, 2]))).toEqual([33, 67]);
    // 14.3, 28.6, 57.1: to the second again, not the first or the largest share.
    expect(splitPercents(split([1, 2, 4]))).toEqual([14, 29, 57]);
    // 42.9, 42.9 and 14.3: the two points over go to the two 42.9, wherever they stand.
    expect(splitPercents(split([3, 3, 1]))).toEqual([43, 43, 14]);
    expect(splitPercents(split([1, 3, 3]))).toEqual([14, 43, 43]);
  });

  it('gives the pool odds (pool ÷ the answer’s stakes), none for an answer nobody backed', () => {
    expect(poolOdds({ outcomeId: 1, stake: 40, voters: 2 }, 100)).toBe(2.5);
    expect(poolOdds({ outcomeId: 1, stake: 0, voters: 0 }, 100)).toBeNull();
    expect(formatOdds(100 / 30)).toBe('3.33');
  });
});

describe('merging views', () => {
  const vote = { outcomeId: 11, stake: 50, at: LOCK_AT - 1000, payout: null };

  it('never takes a later status or a fuller split back, and keeps the fan’s vote', () => {
    const held = prediction({ status: 'locked', voters: 9, myVote: vote });
    expect(mergePrediction(held, prediction({ status: 'open', voters: 20 }))).toMatchObject({
      status: 'locked',
      voters: 9,
      myVote: vote,
    });
    expect(mergePrediction(held, prediction({ status: 'settled', voters: 9, winningOutcomeId: 11 }))).toMatchObject({
      status: 'settled',
      myVote: vote,
    });
    expect(mergePrediction(held, prediction({ status: 'locked', voters: 3 })).voters).toBe(9);
    // Within the same status, the view with more voters is the newer one.
    expect(mergePrediction(held, prediction({ status: 'locked', voters: 12, totalStake: 600 }))).toMatchObject({
      voters: 12,
      totalStake: 600,
      myVote: vote,
    });
  });

  it('applies a pushed split unless it is older than what is held', () => {
    const held = prediction({ voters: 5, totalStake: 100 });
    const newer = {
      predictionId: 1,
      roomId: 7,
      at: 0,
      outcomes: [{ outcomeId: 12, stake: 150, voters: 6 }],
      totalStake: 150,
      voters: 6,
    };
    expect(applySplit(held, newer)).toMatchObject({ voters: 6, totalStake: 150 });
    expect(applySplit(held, newer).outcomes[1]).toMatchObject({ stake: 150, voters: 6 });
    expect(applySplit(held, { ...newer, voters: 4 })).toBe(held);
    // The same split again (one vote a fan: as many voters, the same stakes) leaves the card as it is.
    expect(applySplit(held, { ...newer, voters: 5, totalStake: 100 })).toBe(held);
  });

  it('puts a new prediction first, newest opened first', () => {
    const older = prediction({ predictionId: 1, openedAt: 1 });
    const list = withPrediction([older], prediction({ predictionId: 2, openedAt: 2 }));
    expect(list.map((item) => item.predictionId)).toEqual([2, 1]);
    // One opened between the two held goes between them.
    const between = withPrediction(list, prediction({ predictionId: 3, openedAt: 1.5 }));
    expect(between.map((item) => item.predictionId)).toEqual([2, 3, 1]);
  });

  it('merges a view of a prediction held in its place, the others left as they are', () => {
    const newest = prediction({ predictionId: 2, openedAt: 2 });
    const older = prediction({ predictionId: 1, openedAt: 1 });
    const list = withPrediction(
      [newest, older],
      prediction({ predictionId: 1, openedAt: 1, status: 'locked', voters: 4 }),
    );
    expect(list.map((item) => [item.predictionId, item.status])).toEqual([
      [2, 'open'],
      [1, 'locked'],
    ]);
    expect(list[0]).toBe(newest);
  });

  it('shows the open one first, else one waiting for its result, else a result for a while', () => {
    const clock = { now: LOCK_AT + 60_000, delayMs: 0 };
    const open = prediction({ predictionId: 3, lockAt: LOCK_AT + 120_000 });
    const waiting = prediction({ predictionId: 2, status: 'locked' });
    const decided = prediction({ predictionId: 1, status: 'settled', decidedAt: LOCK_AT + 50_000 });
    expect(currentPrediction([open, waiting, decided], clock)?.predictionId).toBe(3);
    expect(currentPrediction([waiting, decided], clock)?.predictionId).toBe(2);
    expect(currentPrediction([decided], clock)?.predictionId).toBe(1);
    expect(currentPrediction([decided], { now: LOCK_AT + 50_000 + RESULT_SHOWN_MS, delayMs: 0 })).toBeNull();
  });

  it('shows an older prediction still taking votes before a newer one that has locked', () => {
    const clock = { now: LOCK_AT + 60_000, delayMs: 0 };
    const waiting = prediction({ predictionId: 4, status: 'locked' });
    const open = prediction({ predictionId: 3, lockAt: LOCK_AT + 120_000 });
    expect(currentPrediction([waiting, open], clock)?.predictionId).toBe(3);
  });

  it('shows a result for two minutes', () => {
    // The while is the module's constant: read through the module loaded for this test.
    const fresh = freshModule<typeof PredictionsModule>('@src/domains/live-room/predictions/rules/predictions');
    const decided = prediction({ predictionId: 1, status: 'settled', decidedAt: LOCK_AT + 50_000 });
    const at = (serverNow: number) => fresh.currentPrediction([decided], { now: serverNow, delayMs: 0 })?.predictionId;
    expect(at(LOCK_AT + 50_000 + 119_000)).toBe(1);
    expect(at(LOCK_AT + 50_000 + 120_000)).toBeUndefined();
  });

  it('shows a result for its while from when the fan’s playhead reached it, not the live moment', () => {
    const decided = prediction({ predictionId: 1, status: 'settled', decidedAt: LOCK_AT + 50_000 });
    // Live is past the while, the picture 5 s behind is not.
    const clock = { now: LOCK_AT + 50_000 + RESULT_SHOWN_MS + 1000, delayMs: 5000 };
    expect(currentPrediction([decided], clock)?.predictionId).toBe(1);
  });
});

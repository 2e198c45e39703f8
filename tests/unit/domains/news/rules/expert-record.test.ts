import { expertRecord, ticketOdds, unitReturn, WEEK_MS } from '@src/domains/news/rules/expert-record';
import { openSelection, tip } from '../support/fixtures';

const NOW = Date.UTC(2026, 10, 22, 12, 0);
const HOUR = 3_600_000;

/** A settled tip `hoursAgo` hours before NOW with one selection at `odds`. */
const settled = (id: number, result: string, hoursAgo: number, odds = 2) =>
  tip({
    id,
    result: result as never,
    settledAt: NOW - hoursAgo * HOUR,
    messageMatchList: [openSelection({ odds, result: result as never })],
  });

describe("an expert's record from the settled tips the page lists", () => {
  it('counts hits (win, winHalf) and misses (lose, loseHalf); pushes, cancellations and waiting tips do not count', () => {
    const record = expertRecord(
      [
        settled(1, 'win', 1),
        settled(2, 'winHalf', 2),
        settled(3, 'lose', 3),
        settled(4, 'draw', 4),
        settled(5, 'cancel', 5),
        tip({ id: 6 }),
      ],
      NOW,
    );
    expect(record.settled).toBe(3);
    expect(record.hitPercents).toBe(67);
    expect(record.lastTen.map((item) => item.tipId)).toEqual([1, 2, 3]);
    expect(record.tenWin).toBe(2);
  });

  it('does not count a tip with a result but no settlement moment, as the server does not', () => {
    expect(expertRecord([tip({ id: 1, result: 'win', settledAt: null })], NOW).settled).toBe(0);
  });

  it('takes the newest settlement first, whatever order the list came in', () => {
    const record = expertRecord([settled(1, 'lose', 10), settled(2, 'win', 1), settled(3, 'win', 5)], NOW);
    expect(record.lastTen.map((item) => item.tipId)).toEqual([2, 3, 1]);
    expect(record.winContinuous).toBe(2);
  });

  it('puts the later tip (higher id) first among tips settled at the same moment', () => {
    const record = expertRecord([settled(1, 'win', 2), settled(3, 'lose', 2), settled(2, 'win', 2)], NOW);
    expect(record.lastTen.map((item) => item.tipId)).toEqual([3, 2, 1]);
  });

  it('keeps the last ten only, and finds the current and longest runs of hits', () => {
    const results = ['win', 'win', 'lose', 'win', 'win', 'win', 'win', 'lose', 'win', 'lose', 'win', 'win'];
    const record = expertRecord(
      results.map((result, index) => settled(index + 1, result, index + 1)),
      NOW,
    );
    expect(record.lastTen).toHaveLength(10);
    expect(record.tenWin).toBe(7);
    expect(record.winContinuous).toBe(2);
    expect(record.longestWin).toBe(4);
    expect(record.hitPercents).toBe(Math.round((9 / 12) * 100));
  });

  it('returns the mean return per unit over the last seven days, to one decimal', () => {
    // +1 (odds 2, win), −1 (lose), +0.5 ((2.0−1)/2, winHalf): mean 0.1667 → 16.7 %; the old tip is out of the week.
    const record = expertRecord(
      [settled(1, 'win', 1), settled(2, 'lose', 2), settled(3, 'winHalf', 3), settled(4, 'win', WEEK_MS / HOUR + 1, 5)],
      NOW,
    );
    expect(record.weekRateReturn).toBe(16.7);
  });

  it('counts a tip settled exactly seven days ago in the week', () => {
    // A win at odds 3 returns 2 units: 200 %.
    expect(expertRecord([settled(1, 'win', WEEK_MS / HOUR, 3)], NOW).weekRateReturn).toBe(200);
  });

  it('has zeros and no history for an expert with nothing settled', () => {
    expect(expertRecord([tip()], NOW)).toEqual({
      settled: 0,
      hitPercents: 0,
      lastTen: [],
      tenWin: 0,
      winContinuous: 0,
      longestWin: 0,
      weekRateReturn: 0,
    });
  });

  it('odds of a parlay multiply; pushed and cancelled legs count as 1', () => {
    expect(ticketOdds([openSelection({ odds: 1.5 }), openSelection({ odds: 2, result: 'win' })])).toBe(3);
    expect(ticketOdds([openSelection({ odds: 1.5 }), openSelection({ odds: 2, result: 'draw' })])).toBe(1.5);
    expect(ticketOdds([openSelection({ odds: 1.5 }), openSelection({ odds: 2, result: 'cancel' })])).toBe(1.5);
    expect(unitReturn({ result: 'loseHalf', messageMatchList: [openSelection({ odds: 3 })] })).toBe(-0.5);
  });
});

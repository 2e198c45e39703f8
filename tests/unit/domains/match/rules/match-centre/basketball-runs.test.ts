import {
  gameSecondsAt,
  leadChanges,
  leadTracker,
  periodScores,
  scoringRuns,
} from '@src/domains/match/rules/match-centre/basketball-runs';
import { event } from './centre-events';

function baskets(list: [side: 'home' | 'away', points: number, period?: number][]) {
  let home = 0;
  let away = 0;
  let clock = 720;
  return list.map(([side, points, period = 1]) => {
    if (side === 'home') home += points;
    else away += points;
    clock -= 20;
    return event({ kind: 'score', side, value: points, period, clockSeconds: clock, homeScore: home, awayScore: away });
  });
}

describe('basketball runs, lead changes and the lead tracker', () => {
  it('counts game time over quarters and overtimes', () => {
    expect(gameSecondsAt(1, 720)).toBe(0);
    expect(gameSecondsAt(2, 600)).toBe(720 + 120);
    expect(gameSecondsAt(5, 0)).toBe(4 * 720 + 300);
  });

  it('ends regulation after the fourth quarter of 12 minutes and counts each overtime as 5', () => {
    expect(gameSecondsAt(4, 0)).toBe(4 * 720);
    expect(gameSecondsAt(6, 0)).toBe(4 * 720 + 2 * 300);
    expect(gameSecondsAt(6, 120)).toBe(4 * 720 + 300 + 180);
  });

  it('counts no time before the first quarter, whatever the clock reads', () => {
    expect(gameSecondsAt(0, 720)).toBe(0);
  });

  it('tracks the margin after every basket', () => {
    const events = baskets([
      ['home', 2],
      ['away', 3],
      ['home', 2],
    ]);
    expect(leadTracker(events).map((point) => point.margin)).toEqual([0, 2, -1, 1]);
  });

  it('puts a point on the tracker for baskets only', () => {
    const [first, second] = baskets([
      ['home', 2],
      ['away', 3],
    ]);
    const foul = event({ kind: 'foul', side: 'away', period: 1, clockSeconds: 690, homeScore: 2, awayScore: 0 });
    expect(leadTracker([first!, foul, second!]).map((point) => point.margin)).toEqual([0, 2, -1]);
  });

  it('finds runs of 8 or more unanswered points, a run still going included', () => {
    const events = baskets([
      ['home', 3],
      ['home', 2],
      ['home', 3], // 8–0 home run
      ['away', 2],
      ['home', 2],
      ['away', 3],
      ['away', 3],
      ['away', 2],
      ['away', 2], // 10–0 away run, still going
    ]);
    const runs = scoringRuns(events);
    expect(runs.map((run) => [run.side, run.points])).toEqual([
      ['home', 8],
      ['away', 10],
    ]);
    expect(runs[0]!.from).toBe(events[0]);
    expect(runs[0]!.to).toBe(events[2]);
  });

  it('counts a lead change only when the other side goes in front (a tie is none)', () => {
    const events = baskets([
      ['home', 2],
      ['away', 2],
      ['away', 2],
      ['home', 3],
      ['home', 1],
    ]);
    // 2–0, 2–2 tie, 2–4 away leads (change), 5–4 home leads (change), 6–4 no change.
    expect(leadChanges(events)).toEqual([events[2], events[3]]);
  });

  it('keeps the lead with the side that had it when a tie is broken the same way', () => {
    const homeAgain = baskets([
      ['home', 2],
      ['away', 2],
      ['home', 2],
    ]);
    const awayAgain = baskets([
      ['away', 2],
      ['home', 2],
      ['away', 2],
    ]);
    expect(leadChanges(homeAgain)).toEqual([]);
    expect(leadChanges(awayAgain)).toEqual([]);
  });

  it('sums the quarter scores', () => {
    const events = baskets([
      ['home', 2, 1],
      ['away', 3, 1],
      ['home', 3, 2],
    ]);
    expect(periodScores(events)).toEqual({ home: [2, 3], away: [3, 0] });
  });

  it('adds up the baskets of one side in the same quarter', () => {
    const events = baskets([
      ['home', 2, 1],
      ['home', 3, 1],
      ['away', 1, 2],
      ['away', 2, 2],
    ]);
    expect(periodScores(events)).toEqual({ home: [5, 0], away: [0, 3] });
  });

  it('counts made baskets only, of a side, in a quarter', () => {
    const events = [
      // A miss is no points, whatever value it carries.
      event({ kind: 'miss', side: 'home', value: 3, period: 1 }),
      // A basket credited to neither side counts for neither.
      event({ kind: 'score', side: '', value: 2, period: 1 }),
      // Nor one without a quarter.
      event({ kind: 'score', side: 'home', value: 2, period: 0 }),
    ];
    expect(periodScores(events)).toEqual({ home: [0], away: [0] });
    expect(periodScores(events.slice(2))).toEqual({ home: [], away: [] });
  });
});

/**
 * Basketball from its baskets: the lead tracker (margin over game time), scoring runs
 * (one side scoring RUN_MIN_POINTS or more unanswered), lead changes and the quarter scores.
 */
import { BasketballEventKind, type MatchCentreEvent } from '../../../../contracts/match-centre';

const QUARTER_SECONDS = 12 * 60;
const OVERTIME_SECONDS = 5 * 60;
/** A run worth a timeline line: 8–0 or more. */
export const RUN_MIN_POINTS = 8;

/** Game seconds elapsed at an event (quarters of 12 minutes, overtimes of 5). */
export function gameSecondsAt(period: number, clockSeconds: number): number {
  if (period <= 0) return 0;
  const before = Math.min(period - 1, 4) * QUARTER_SECONDS + Math.max(0, period - 5) * OVERTIME_SECONDS;
  const length = period <= 4 ? QUARTER_SECONDS : OVERTIME_SECONDS;
  return before + Math.max(0, length - clockSeconds);
}

export interface LeadPoint {
  /** Game seconds elapsed. */
  seconds: number;
  /** Home minus away. */
  margin: number;
}

const isScore = (event: MatchCentreEvent): boolean => event.kind === BasketballEventKind.Score;

/** The margin after every basket, starting at 0–0. */
export function leadTracker(events: readonly MatchCentreEvent[]): LeadPoint[] {
  const points: LeadPoint[] = [{ seconds: 0, margin: 0 }];
  for (const event of events) {
    if (!isScore(event)) continue;
    points.push({
      seconds: gameSecondsAt(event.period, event.clockSeconds),
      margin: event.homeScore - event.awayScore,
    });
  }
  return points;
}

export interface ScoringRun {
  side: 'home' | 'away';
  /** Points of the side during the run (the other side scored none). */
  points: number;
  /** The first and the last basket of the run. */
  from: MatchCentreEvent;
  to: MatchCentreEvent;
}

/** Runs of at least `minPoints` unanswered points, in game order. A run still going counts. */
export function scoringRuns(events: readonly MatchCentreEvent[], minPoints = RUN_MIN_POINTS): ScoringRun[] {
  const runs: ScoringRun[] = [];
  let current: ScoringRun | null = null;
  const close = () => {
    if (current && current.points >= minPoints) runs.push(current);
  };
  for (const event of events) {
    if (!isScore(event) || (event.side !== 'home' && event.side !== 'away')) continue;
    if (current && current.side === event.side) {
      current.points += event.value;
      current.to = event;
    } else {
      close();
      current = { side: event.side, points: event.value, from: event, to: event };
    }
  }
  close();
  return runs;
}

/**
 * The baskets that put the other side in front (a tie is no lead change, the basket after it may be).
 * Every event carries the score after it, so only a basket can move the margin: the others read as
 * the leader kept.
 */
export function leadChanges(events: readonly MatchCentreEvent[]): MatchCentreEvent[] {
  const changes: MatchCentreEvent[] = [];
  let leader: 'home' | 'away' | null = null;
  for (const event of events) {
    const margin = event.homeScore - event.awayScore;
    const now = margin > 0 ? 'home' : margin < 0 ? 'away' : null;
    if (now !== null && leader !== null && now !== leader) changes.push(event);
    if (now !== null) leader = now;
  }
  return changes;
}

/** Points per period for each side, from the baskets (index 0 = first quarter). */
export function periodScores(events: readonly MatchCentreEvent[]): { home: number[]; away: number[] } {
  const home: number[] = [];
  const away: number[] = [];
  for (const event of events) {
    if (event.period < 1) continue;
    while (home.length < event.period) {
      home.push(0);
      away.push(0);
    }
    if (!isScore(event)) continue;
    const scores = event.side === 'home' ? home : event.side === 'away' ? away : null;
    if (scores) scores[event.period - 1] = (scores[event.period - 1] ?? 0) + event.value;
  }
  return { home, away };
}

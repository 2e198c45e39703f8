/**
 * What the room's streamer asks (predictions.ts's PredictionKind), and how the match's events
 * answer it. A plan is made from the match as it is now: its question and answers, its lock at a
 * match time (match-clock.ts) and what decides it. The decision reads only what has happened
 * (`MatchFacts`, observed by prediction-rooms.ts) — never the script's future.
 */
import { PredictionKind, VoidReason } from '../../../src/contracts/predictions';
import { MINUTE } from '../world/clock';
import type { BasketballScript, FootballScript } from '../world/play-types';
import type { Rng } from '../world/random';
import { basketballLock, footballDeadline, footballLock, type ClockPoint } from './match-clock';

export const HOME = 1;
export const AWAY = 2;
/** 无进球 / 平局 (a three-answer question's third); 小 of an over/under question is 2. */
export const NEITHER = 3;
export const OVER = 1;
export const UNDER = 2;

/** What decides a prediction. */
export type Decider =
  /** The first goal in [from, until): whose; none by `until` → NEITHER. */
  | { kind: 'next-goal'; from: number; until: number }
  /** The first goal from kick-off; none by full time → NEITHER. */
  | { kind: 'first-goal'; from: number }
  /** The match's goals over `line` (as soon as they are) or under it (at full time). */
  | { kind: 'over-under'; line: number }
  /** A basketball period's result at its end: the winner, or with `line` its points over or under. */
  | { kind: 'period'; period: number; endAt: number; line: number | null }
  /** The match's winner at full time (penalties aside). */
  | { kind: 'match-winner' };

export interface PredictionPlan {
  kind: string;
  question: string;
  outcomes: { outcomeId: number; label: string }[];
  lock: ClockPoint;
  decider: Decider;
}

/** What a plan is made from. */
export interface PlanContext {
  now: number;
  /** Where the lock should fall (the window's end); the plan takes the match time reached there. */
  target: number;
  home: string;
  away: string;
  /** Goals (football) or points (basketball, the period's) so far. */
  scoreSoFar: number;
  rng: Rng;
}

export type MatchScripts =
  | { sport: 'football'; kickoff: number; notStarted: boolean; script: FootballScript }
  | { sport: 'basketball'; kickoff: number; notStarted: boolean; script: BasketballScript };

/** Kick-off must be this near for 谁先进球 (the window is at most five minutes). */
const FIRST_GOAL_AHEAD = { min: MINUTE, max: 5 * MINUTE } as const;
/** 下一个进球 looks this many match minutes past its lock (to the half's regular end at most). */
const NEXT_GOAL_SPAN = 10;
/** A 下一个进球 lock leaves at least this much of the half. */
const NEXT_GOAL_ROOM = 5;
/** Points of a basketball period when too little of it is played to tell. */
const PERIOD_POINTS_GUESS = 54;

const teams = (context: PlanContext, third: string) => [
  { outcomeId: HOME, label: context.home },
  { outcomeId: AWAY, label: context.away },
  { outcomeId: NEITHER, label: third },
];
const overUnder = (line: number) => [
  { outcomeId: OVER, label: `大于 ${line}` },
  { outcomeId: UNDER, label: `小于 ${line}` },
];

function footballPlans(scripts: Extract<MatchScripts, { sport: 'football' }>, context: PlanContext): PredictionPlan[] {
  const { script, kickoff } = scripts;
  if (scripts.notStarted) {
    const ahead = kickoff - context.now;
    if (ahead < FIRST_GOAL_AHEAD.min || ahead > FIRST_GOAL_AHEAD.max) return [];
    return [
      {
        kind: PredictionKind.FirstGoal,
        question: '谁先进球？',
        outcomes: teams(context, '全场无进球'),
        lock: { at: kickoff, text: '开赛', rate: 1 },
        decider: { kind: 'first-goal', from: kickoff },
      },
    ];
  }
  const plans: PredictionPlan[] = [];
  const next = footballLock(script, kickoff, context.now, context.target, NEXT_GOAL_ROOM);
  if (next) {
    const deadline = Math.min(next.minute + NEXT_GOAL_SPAN, next.phase.baseMinute + next.phase.regularLength);
    plans.push({
      kind: PredictionKind.NextGoal,
      question: `下一个进球？（${next.text} 至 ${deadline}:00）`,
      outcomes: teams(context, `${deadline}' 前无进球`),
      lock: next,
      decider: { kind: 'next-goal', from: next.at, until: footballDeadline(kickoff, next.phase, deadline) },
    });
  }
  const total = footballLock(script, kickoff, context.now, context.target);
  if (total) {
    const line = context.scoreSoFar + 1.5;
    plans.push({
      kind: PredictionKind.OverUnder,
      question: `全场总进球（含加时）大于还是小于 ${line}？`,
      outcomes: overUnder(line),
      lock: total,
      decider: { kind: 'over-under', line },
    });
  }
  return plans;
}

function basketballPlans(
  scripts: Extract<MatchScripts, { sport: 'basketball' }>,
  context: PlanContext,
): PredictionPlan[] {
  if (scripts.notStarted) return [];
  const lock = basketballLock(scripts.script, scripts.kickoff, context.now, context.target);
  if (!lock) return [];
  const name = lock.text.split(' ')[0]!;
  // The period's points so far, run on to its end; a guess early in the period.
  const played = (context.now - lock.startAt) / (lock.endAt - lock.startAt);
  const expected = played > 0.2 ? context.scoreSoFar / played : PERIOD_POINTS_GUESS;
  const line = Math.round(expected) + 0.5;
  return [
    {
      kind: PredictionKind.PeriodWinner,
      question: `${name}谁赢？`,
      outcomes: teams(context, '平局'),
      lock,
      decider: { kind: 'period', period: lock.period, endAt: lock.endAt, line: null },
    },
    {
      kind: PredictionKind.PeriodTotal,
      question: `${name}两队总得分大于还是小于 ${line}？`,
      outcomes: overUnder(line),
      lock,
      decider: { kind: 'period', period: lock.period, endAt: lock.endAt, line },
    },
  ];
}

/** The questions the match allows now (none before it is near, at a break, near a period's end). */
export function plansFor(scripts: MatchScripts, context: PlanContext): PredictionPlan[] {
  return scripts.sport === 'football' ? footballPlans(scripts, context) : basketballPlans(scripts, context);
}

/**
 * 全场胜负 with its lock exactly at `lock` (what the development control opens: any time before
 * the end, whatever the match is doing).
 */
export function matchWinnerPlan(sport: MatchScripts['sport'], context: PlanContext, lock: ClockPoint): PredictionPlan {
  const outcomes = teams(context, '平局');
  return {
    kind: PredictionKind.MatchWinner,
    question: '全场谁赢？',
    outcomes: sport === 'football' ? outcomes : outcomes.slice(0, 2),
    lock,
    decider: { kind: 'match-winner' },
  };
}

/** What has happened in the match (observed since its first prediction opened). */
export interface MatchFacts {
  /** The world's time: everything up to it has happened. */
  now: number;
  /** playing: not over (before kick-off, in play, at a break); abandoned: abandoned, cancelled, interrupted, postponed. */
  state: 'playing' | 'finished' | 'abandoned';
  endedAt: number | null;
  /** Goals seen, in time order (football). */
  goals: readonly { at: number; side: 'home' | 'away' }[];
  /** Goals before the first of them. */
  goalsBefore: number;
  /** When a goal was taken back (the score went down), else null. */
  takenBackAt: number | null;
  /** Points of each period played to its end (basketball). */
  periods: { home: readonly number[]; away: readonly number[] };
  /** The score now. */
  score: { home: number; away: number };
}

export type Decision = { outcomeId: number; at: number } | { voidReason: string; at: number };

const sideOutcome = (side: 'home' | 'away') => (side === 'home' ? HOME : AWAY);

/** The prediction's decision, or null while the match has not answered it. */
export function decide(decider: Decider, facts: MatchFacts): Decision | null {
  const endedAt = facts.endedAt ?? facts.now;
  if (facts.state === 'abandoned') return { voidReason: VoidReason.Abandoned, at: endedAt };
  if (decider.kind === 'period') {
    if (facts.now < decider.endAt)
      return facts.state === 'finished' ? { voidReason: VoidReason.MatchEnded, at: endedAt } : null;
    const home = facts.periods.home[decider.period - 1];
    const away = facts.periods.away[decider.period - 1];
    if (home === undefined || away === undefined) return null;
    const at = decider.endAt;
    if (decider.line !== null) return { outcomeId: home + away > decider.line ? OVER : UNDER, at };
    return { outcomeId: home > away ? HOME : away > home ? AWAY : NEITHER, at };
  }
  if (decider.kind === 'match-winner') {
    if (facts.state !== 'finished') return null;
    const { home, away } = facts.score;
    return { outcomeId: home > away ? HOME : away > home ? AWAY : NEITHER, at: endedAt };
  }
  if (facts.takenBackAt !== null) return { voidReason: VoidReason.GoalCancelled, at: facts.takenBackAt };
  if (decider.kind === 'over-under') {
    const needed = Math.floor(decider.line) + 1 - facts.goalsBefore;
    const deciding = needed <= 0 ? null : facts.goals[needed - 1];
    if (needed <= 0) return { outcomeId: OVER, at: facts.now };
    if (deciding) return { outcomeId: OVER, at: deciding.at };
    return facts.state === 'finished' ? { outcomeId: UNDER, at: endedAt } : null;
  }
  const until = decider.kind === 'next-goal' ? decider.until : Number.POSITIVE_INFINITY;
  const first = facts.goals.find((goal) => goal.at >= decider.from && goal.at < until);
  if (first) return { outcomeId: sideOutcome(first.side), at: first.at };
  if (facts.now >= until) return { outcomeId: NEITHER, at: until };
  if (facts.state === 'finished') {
    // 谁先进球 asks about the whole match: none scored. 下一个进球 was cut short by the end.
    return decider.kind === 'first-goal'
      ? { outcomeId: NEITHER, at: endedAt }
      : { voidReason: VoidReason.MatchEnded, at: endedAt };
  }
  return null;
}

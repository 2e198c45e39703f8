/**
 * Reading a basketball game's state at a moment off its script. Real-time layout: quarters of
 * 30 minutes, 3-minute breaks after Q1 and Q3, a 15-minute half-time, and for each overtime a
 * 2-minute pause plus 12 minutes of play (status 9 throughout).
 */
import { MINUTE } from '../clock';
import { BasketballStatus, type BasketballStatusId } from '../status';
import type { BasketballMatch } from '../match-types';
import type { BasketballScript } from '../play-types';
import { periodPointsSoFar } from './baskets';

interface BasketballPhase {
  statusId: BasketballStatusId;
  from: number;
  to: number;
  /** The period being played (or just played, during a break). */
  period: number;
  playing: boolean;
}

const QUARTER = 30;
const SHORT_BREAK = 3;
const HALF_TIME = 15;
const OVERTIME_PAUSE = 2;
const OVERTIME = 12;
const QUARTER_CLOCK_SECONDS = 12 * 60;
const OVERTIME_CLOCK_SECONDS = 5 * 60;

const REGULATION_LAYOUT: readonly { statusId: BasketballStatusId; length: number; period: number; playing: boolean }[] =
  [
    { statusId: BasketballStatus.firstQuarter, length: QUARTER, period: 1, playing: true },
    { statusId: BasketballStatus.firstBreak, length: SHORT_BREAK, period: 1, playing: false },
    { statusId: BasketballStatus.secondQuarter, length: QUARTER, period: 2, playing: true },
    { statusId: BasketballStatus.halfTime, length: HALF_TIME, period: 2, playing: false },
    { statusId: BasketballStatus.thirdQuarter, length: QUARTER, period: 3, playing: true },
    { statusId: BasketballStatus.thirdBreak, length: SHORT_BREAK, period: 3, playing: false },
    { statusId: BasketballStatus.fourthQuarter, length: QUARTER, period: 4, playing: true },
  ];

const phaseCache = new WeakMap<BasketballScript, BasketballPhase[]>();

function phasesOf(script: BasketballScript): BasketballPhase[] {
  const cached = phaseCache.get(script);
  if (cached) return cached;
  const phases: BasketballPhase[] = [];
  let from = 0;
  for (const step of REGULATION_LAYOUT) {
    phases.push({ statusId: step.statusId, from, to: from + step.length, period: step.period, playing: step.playing });
    from += step.length;
  }
  for (let period = 5; period <= script.homePeriods.length; period += 1) {
    phases.push({
      statusId: BasketballStatus.overtime,
      from,
      to: from + OVERTIME_PAUSE,
      period: period - 1,
      playing: false,
    });
    from += OVERTIME_PAUSE;
    phases.push({ statusId: BasketballStatus.overtime, from, to: from + OVERTIME, period, playing: true });
    from += OVERTIME;
  }
  phaseCache.set(script, phases);
  return phases;
}

/** Real-time minutes from tip-off at which each period's play starts and ends. */
export function playingPeriods(script: BasketballScript): { period: number; from: number; to: number }[] {
  return phasesOf(script)
    .filter((phase) => phase.playing)
    .map((phase) => ({ period: phase.period, from: phase.from, to: phase.to }));
}

/** Minutes from tip-off to the final buzzer. */
export function basketballDuration(script: BasketballScript): number {
  const phases = phasesOf(script);
  return phases[phases.length - 1]?.to ?? 0;
}

export function basketballStatusTimeline(script: BasketballScript): { statusId: BasketballStatusId; at: number }[] {
  const timeline: { statusId: BasketballStatusId; at: number }[] = [];
  for (const phase of phasesOf(script)) {
    if (timeline[timeline.length - 1]?.statusId !== phase.statusId)
      timeline.push({ statusId: phase.statusId, at: phase.from * MINUTE });
  }
  timeline.push({ statusId: BasketballStatus.finished, at: basketballDuration(script) * MINUTE });
  return timeline;
}

/** The match's fields that move while it is played. */
export type BasketballState = Pick<
  BasketballMatch,
  'statusId' | 'period' | 'clockSeconds' | 'homeScore' | 'awayScore' | 'homePeriodScores' | 'awayPeriodScores'
>;

const sum = (values: readonly number[]): number => values.reduce((acc, value) => acc + value, 0);

export function basketballStateAt(script: BasketballScript, offsetMs: number): BasketballState {
  if (offsetMs < 0) {
    return {
      statusId: BasketballStatus.notStarted,
      period: 0,
      clockSeconds: QUARTER_CLOCK_SECONDS,
      homeScore: 0,
      awayScore: 0,
      homePeriodScores: [],
      awayPeriodScores: [],
    };
  }
  const offset = offsetMs / MINUTE;
  const phases = phasesOf(script);
  const phase = phases.find((candidate) => offset >= candidate.from && offset < candidate.to);
  if (!phase) {
    return {
      statusId: BasketballStatus.finished,
      period: script.homePeriods.length,
      clockSeconds: 0,
      homeScore: sum(script.homePeriods),
      awayScore: sum(script.awayPeriods),
      homePeriodScores: script.homePeriods.slice(),
      awayPeriodScores: script.awayPeriods.slice(),
    };
  }
  const completed = phase.playing ? phase.period - 1 : phase.period;
  const homePeriodScores = script.homePeriods.slice(0, completed);
  const awayPeriodScores = script.awayPeriods.slice(0, completed);
  let clockSeconds = 0;
  if (phase.playing) {
    const fraction = (offset - phase.from) / (phase.to - phase.from);
    // Basket by basket (basketball/baskets), as the match centre's timeline tells them.
    homePeriodScores.push(periodPointsSoFar(script, 'home', phase.period, fraction));
    awayPeriodScores.push(periodPointsSoFar(script, 'away', phase.period, fraction));
    const periodClock = phase.period <= 4 ? QUARTER_CLOCK_SECONDS : OVERTIME_CLOCK_SECONDS;
    clockSeconds = Math.ceil(periodClock * (1 - fraction));
  }
  return {
    statusId: phase.statusId,
    period: phase.period,
    clockSeconds,
    homeScore: sum(homePeriodScores),
    awayScore: sum(awayPeriodScores),
    homePeriodScores,
    awayPeriodScores,
  };
}

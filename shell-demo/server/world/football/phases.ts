/**
 * The phases of a football match in minutes of real time from kickoff: halves with their added
 * time, the breaks, extra time and the shoot-out, and the display minute (45+2) of a moment.
 */
import { FootballStatus } from '../status';
import type { FootballPhase } from '../play-types';
import type { Rng } from '../random';

const HALF_TIME_MINUTES = 15;
const BEFORE_EXTRA_TIME_MINUTES = 5;
const EXTRA_TIME_BREAK_MINUTES = 2;
const SHOOTOUT_MINUTES = 12;

export interface PhasePlan {
  phases: FootballPhase[];
  regulation: FootballPhase[];
  extraTime: FootballPhase[];
}

function playingPhase(
  statusId: FootballPhase['statusId'],
  from: number,
  regularLength: number,
  added: number,
  baseMinute: number,
): FootballPhase {
  return { statusId, from, to: from + regularLength + added, baseMinute, regularLength };
}

function breakPhase(
  statusId: FootballPhase['statusId'],
  from: number,
  length: number,
  baseMinute: number,
): FootballPhase {
  return { statusId, from, to: from + length, baseMinute, regularLength: 0 };
}

export function planRegulation(rng: Rng): PhasePlan {
  const firstHalf = playingPhase(FootballStatus.firstHalf, 0, 45, rng.int(1, 4), 0);
  const halfTime = breakPhase(FootballStatus.halfTime, firstHalf.to, HALF_TIME_MINUTES, 45);
  const secondHalf = playingPhase(FootballStatus.secondHalf, halfTime.to, 45, rng.int(2, 7), 45);
  return { phases: [firstHalf, halfTime, secondHalf], regulation: [firstHalf, secondHalf], extraTime: [] };
}

export function addExtraTime(rng: Rng, plan: PhasePlan): void {
  const last = plan.phases[plan.phases.length - 1];
  if (!last) return;
  const pause = breakPhase(FootballStatus.extraTime, last.to, BEFORE_EXTRA_TIME_MINUTES, 90);
  const first = playingPhase(FootballStatus.extraTime, pause.to, 15, rng.int(0, 2), 90);
  const turn = breakPhase(FootballStatus.extraTime, first.to, EXTRA_TIME_BREAK_MINUTES, 105);
  const second = playingPhase(FootballStatus.extraTime, turn.to, 15, rng.int(0, 3), 105);
  plan.phases.push(pause, first, turn, second);
  plan.extraTime.push(first, second);
}

/** Display minute of a moment `elapsed` minutes into a playing phase. */
export function displayMinute(phase: FootballPhase, elapsed: number): { minute: number; extraMinute: number } {
  if (phase.regularLength === 0) return { minute: phase.baseMinute, extraMinute: 0 };
  const played = Math.floor(Math.max(0, elapsed)) + 1;
  return {
    minute: phase.baseMinute + Math.min(played, phase.regularLength),
    extraMinute: Math.max(0, played - phase.regularLength),
  };
}

/** The shoot-out after extra time. */
export function addShootout(plan: PhasePlan): void {
  const last = plan.phases[plan.phases.length - 1];
  if (last) plan.phases.push(breakPhase(FootballStatus.penaltyShootout, last.to, SHOOTOUT_MINUTES, 120));
}

/**
 * Match time ↔ server time for a prediction's lock (predictions.ts: a prediction closes at a match
 * time), read off the match's script: a football half runs its clock at real speed (23:00 is
 * 23 minutes after kick-off in the first half); a basketball period runs 12 minutes of clock in
 * 30 of real time (basketball/progress.ts), counting down. Locks fall on a whole minute of the
 * clock, inside the period being played.
 */
import { playingPeriods, basketballStateAt } from '../world/basketball/progress';
import { MINUTE, SECOND } from '../world/clock';
import type { BasketballScript, FootballPhase, FootballScript } from '../world/play-types';

/** A moment of the match: its server time, its clock as the card shows it, and the clock's speed. */
export interface ClockPoint {
  at: number;
  text: string;
  /** Match seconds per second of server time. */
  rate: number;
}

const two = (value: number) => String(value).padStart(2, '0');
const clockText = (seconds: number) => `${two(Math.floor(seconds / 60))}:${two(Math.floor(seconds % 60))}`;

/** The playing half (or extra-time half) of a football script at `offsetMs` after kick-off. */
function footballPhaseAt(script: FootballScript, offsetMs: number): FootballPhase | undefined {
  return script.phases.find(
    (phase) => phase.regularLength > 0 && offsetMs >= phase.from * MINUTE && offsetMs < phase.to * MINUTE,
  );
}

/** Server time at which a football phase's clock shows `minute`:00. */
const footballMinuteAt = (kickoff: number, phase: FootballPhase, minute: number): number =>
  kickoff + (phase.from + minute - phase.baseMinute) * MINUTE;

/**
 * The first whole minute of the football clock at or after `target` (server ms), in the same half
 * as `now` and before its regular end less `room` minutes (a question that needs play after its
 * lock); null when there is none.
 */
export function footballLock(
  script: FootballScript,
  kickoff: number,
  now: number,
  target: number,
  room = 0,
): (ClockPoint & { phase: FootballPhase; minute: number }) | null {
  const phase = footballPhaseAt(script, now - kickoff);
  if (!phase) return null;
  const elapsed = (target - kickoff) / MINUTE - phase.from;
  const minute = phase.baseMinute + Math.ceil(elapsed);
  if (minute > phase.baseMinute + phase.regularLength - room) return null;
  return { at: footballMinuteAt(kickoff, phase, minute), text: clockText(minute * 60), rate: 1, phase, minute };
}

/** Server time at which the football phase's clock shows `minute`:00 (a question's deadline). */
export const footballDeadline = footballMinuteAt;

/** The basketball period being played at `offsetMs` after tip-off. */
function periodAt(script: BasketballScript, offsetMs: number) {
  const offset = offsetMs / MINUTE;
  return playingPeriods(script).find((period) => offset >= period.from && offset < period.to);
}

const periodName = (period: number) => (period <= 4 ? `第${period}节` : `加时${period - 4}`);

/**
 * The first whole minute of a basketball period's clock (counting down) reached at or after
 * `target`, in the period being played at `now`; null when the period ends first. `startAt` and
 * `endAt` are the period's.
 */
export function basketballLock(
  script: BasketballScript,
  tipOff: number,
  now: number,
  target: number,
): (ClockPoint & { period: number; startAt: number; endAt: number }) | null {
  const period = periodAt(script, now - tipOff);
  if (!period) return null;
  const start = tipOff + period.from * MINUTE;
  const length = (period.to - period.from) * MINUTE;
  // The clock at the period's start is its full length (12 minutes, 5 in overtime).
  const periodClock = basketballStateAt(script, period.from * MINUTE).clockSeconds;
  const rate = (periodClock * SECOND) / length;
  const clockAtTarget = periodClock - ((target - start) / SECOND) * rate;
  const minute = Math.floor(clockAtTarget / 60);
  if (minute <= 0) return null;
  const at = start + ((periodClock - minute * 60) * SECOND) / rate;
  return {
    at,
    text: `${periodName(period.period)} ${clockText(minute * 60)}`,
    rate,
    period: period.period,
    startAt: start,
    endAt: start + length,
  };
}

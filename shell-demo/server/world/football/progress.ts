/** Reading a football match's state at a moment off its script. */
import { MINUTE } from '../clock';
import { FootballStatus, type FootballStatusId } from '../status';
import type { FootballMatch } from '../match-types';
import type { FootballScript } from '../play-types';
import { displayMinute } from './phases';

/** The match's fields that move while it is played, and how many of the script's goals have happened. */
export type FootballState = Pick<
  FootballMatch,
  | 'statusId'
  | 'minute'
  | 'extraMinute'
  | 'homeScore'
  | 'awayScore'
  | 'homeHalfScore'
  | 'awayHalfScore'
  | 'homePenaltyScore'
  | 'awayPenaltyScore'
> & { goalCount: number };

/** The distinct statuses a match passes through, with the offset (ms after kickoff) each begins. */
export function footballStatusTimeline(script: FootballScript): { statusId: FootballStatusId; at: number }[] {
  const timeline: { statusId: FootballStatusId; at: number }[] = [];
  for (const phase of script.phases) {
    if (timeline[timeline.length - 1]?.statusId !== phase.statusId)
      timeline.push({ statusId: phase.statusId, at: phase.from * MINUTE });
  }
  timeline.push({ statusId: FootballStatus.finished, at: script.endsAfter * MINUTE });
  return timeline;
}

function shootoutProgress(
  script: FootballScript,
  elapsedInShootout: number,
  length: number,
): { home: number; away: number } {
  const penalties = script.penalties;
  if (!penalties) return { home: 0, away: 0 };
  const taken = Math.min(
    penalties.kicks.length,
    Math.floor((elapsedInShootout / length) * (penalties.kicks.length + 1)),
  );
  let home = 0;
  let away = 0;
  for (const kick of penalties.kicks.slice(0, taken)) {
    if (!kick.scored) continue;
    if (kick.side === 'home') home += 1;
    else away += 1;
  }
  return { home, away };
}

/** The state `offsetMs` after kickoff (negative: not started). */
export function footballStateAt(script: FootballScript, offsetMs: number): FootballState {
  const firstHalfEnd = (script.phases[0]?.to ?? 0) * MINUTE;
  let homeScore = 0;
  let awayScore = 0;
  let homeHalfScore = 0;
  let awayHalfScore = 0;
  let goalCount = 0;
  for (const goal of script.goals) {
    if (goal.at > offsetMs) break;
    goalCount += 1;
    const home = goal.teamId === script.homeId;
    if (home) homeScore += 1;
    else awayScore += 1;
    if (goal.at < firstHalfEnd) {
      if (home) homeHalfScore += 1;
      else awayHalfScore += 1;
    }
  }
  const base = { homeScore, awayScore, homeHalfScore, awayHalfScore, goalCount };
  if (offsetMs < 0) {
    return {
      ...base,
      statusId: FootballStatus.notStarted,
      minute: 0,
      extraMinute: 0,
      homePenaltyScore: null,
      awayPenaltyScore: null,
    };
  }
  const offsetMinutes = offsetMs / MINUTE;
  if (offsetMinutes >= script.endsAfter) {
    const playedExtraTime = script.phases.some((phase) => phase.statusId === FootballStatus.extraTime);
    return {
      ...base,
      statusId: FootballStatus.finished,
      minute: playedExtraTime ? 120 : 90,
      extraMinute: 0,
      homePenaltyScore: script.penalties ? script.penalties.home : null,
      awayPenaltyScore: script.penalties ? script.penalties.away : null,
    };
  }
  const phase = script.phases.find((candidate) => offsetMinutes >= candidate.from && offsetMinutes < candidate.to);
  if (!phase) throw new Error(`no phase at ${offsetMinutes} min of match ${script.matchId}`);
  const { minute, extraMinute } = displayMinute(phase, offsetMinutes - phase.from);
  const shootout =
    phase.statusId === FootballStatus.penaltyShootout
      ? shootoutProgress(script, offsetMinutes - phase.from, phase.to - phase.from)
      : null;
  return {
    ...base,
    statusId: phase.statusId,
    minute,
    extraMinute,
    homePenaltyScore: shootout ? shootout.home : null,
    awayPenaltyScore: shootout ? shootout.away : null,
  };
}

/** A moment of a match's regular time: a minute of play (1–90), or the half-time break. */
export type FootballMoment = { minute: number } | 'half-time';

/**
 * How long after kickoff (ms) the script reaches `moment`: the start of that minute of play (its
 * half's added time left out), or of the break. Null for a minute outside 1–90.
 */
export function footballOffsetOf(script: FootballScript, moment: FootballMoment): number | null {
  const phase = (statusId: FootballStatusId) => script.phases.find((candidate) => candidate.statusId === statusId);
  if (moment === 'half-time') return (phase(FootballStatus.halfTime)?.from ?? 0) * MINUTE;
  const { minute } = moment;
  if (!Number.isInteger(minute) || minute < 1 || minute > 90) return null;
  const half = minute <= 45 ? phase(FootballStatus.firstHalf) : phase(FootballStatus.secondHalf);
  if (!half) return null;
  return (half.from + minute - 1 - half.baseMinute) * MINUTE;
}

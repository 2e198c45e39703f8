/**
 * What a tracker state says on screen: its caption (危险进攻, 射门, 角球, 可能进球…; the view puts
 * the side's team before it) and its danger zone — how hard the side with the ball presses
 * (safe: its own half or back court; attack; danger: a chance, a shot, a set piece near goal;
 * none: play stopped). A kind the app does not know has no caption and no zone: the ball still moves.
 */
import { SHOT_KINDS, TrackerKind, TrackerPhase, type TrackerState } from '../../../../contracts/match-tracker-push';
import { matchWords } from '../../match-messages';
import { wordsNow } from '../../../../platform/i18n/messages';
import { trackerWords } from '../../tracker-messages';

export type TrackerZone = 'safe' | 'attack' | 'danger' | 'none';

const K = TrackerKind;
/** From here (0–100 towards the goal attacked) a football free kick is a danger. */
const DANGEROUS_FREE_KICK = 70;
/** From here a basketball possession is in the front court. */
const FRONT_COURT = 50;
const REGULAR_PERIODS = 4;

/** A word of a table by a wire value: `constructor` and the like find none (not Object's members). */
const wordFor = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** How far (0–100) the state's side has the ball towards the goal or basket it attacks. */
export const progressOf = (state: Pick<TrackerState, 'side' | 'x'>): number =>
  state.side === 'away' ? 100 - state.x : state.x;

/** Kinds of a chance (a shot, a set piece near goal, a free throw); the rest of play is attack or safe. */
const DANGER_KINDS: readonly string[] = [K.DangerousAttack, K.Corner, K.Penalty, K.Goal, K.FreeThrow, ...SHOT_KINDS];
const ATTACK_KINDS: readonly string[] = [K.Attack, K.Rebound];

export function trackerZone(state: TrackerState): TrackerZone {
  if (state.phase === TrackerPhase.Cancelled) return 'none';
  if (state.kind === K.FreeKick) return progressOf(state) >= DANGEROUS_FREE_KICK ? 'danger' : 'attack';
  if (state.kind === K.Possession) return progressOf(state) >= FRONT_COURT ? 'attack' : 'safe';
  if (DANGER_KINDS.includes(state.kind)) return 'danger';
  if (ATTACK_KINDS.includes(state.kind)) return 'attack';
  return state.kind === K.Safe ? 'safe' : 'none';
}

/** The caption of a state, without the team ('' for a kind the app does not know). */
export function trackerCaption(state: TrackerState): string {
  // The view that asks reads the tracker's words too, so they are here and it renders again on a switch.
  const words = wordsNow(trackerWords);
  switch (state.kind) {
    case K.Shot:
      return wordFor(words.shot, state.detail) ?? words.shotAny;
    case K.Goal:
    case K.Penalty: {
      const phases = state.kind === K.Goal ? words.goal : words.penalty;
      return state.phase === '' ? phases.confirmed : phases[state.phase];
    }
    case K.FreeKick: {
      const card = wordFor(words.card, state.detail);
      return card ? words.withCard(words.football[K.FreeKick]!, card) : words.football[K.FreeKick]!;
    }
    case K.ShotMade:
      return words.made(state.value || 2);
    case K.ShotMissed:
      return state.detail === 'blocked' ? words.blocked : words.missed(state.value || 2);
    case K.FreeThrow:
      return wordFor(words.freeThrow, state.detail) ?? words.freeThrow.made!;
    case K.Foul:
      return state.detail === 'technical' ? words.basketball.technical! : words.basketball.foul!;
    case K.Break:
      return wordFor(words.breaks, state.detail) ?? '';
    default:
      return wordFor(words.football, state.kind) ?? wordFor(words.basketball, state.kind) ?? '';
  }
}

/** The clock at a state: football's minute ('67'', '45+2''), basketball's period and time left ('第3节 04:07'). */
export function trackerClock(state: TrackerState, sport: string): string {
  const words = wordsNow(matchWords);
  if (sport !== 'basketball') return words.minute(state.minute, state.extraMinute);
  const period = Math.max(1, state.period);
  const name = period > REGULAR_PERIODS ? words.overtime(period - REGULAR_PERIODS) : words.quarter(period);
  const seconds = Math.max(0, Math.round(state.clockSeconds));
  return `${name} ${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

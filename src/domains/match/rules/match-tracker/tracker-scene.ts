/**
 * What the tracker draws at the fan's playhead: the states shown there (rules/playhead.ts; live
 * shows each state as it comes), so nothing the video has not shown is drawn.
 *
 * Two-phase events are paired by `pairId`: a possible goal (or penalty) is drawn as a possible one
 * until its decision is released — never as a goal, whatever the app already holds of what
 * follows: a goal pulses only once its confirmation is at the playhead, a cancelled one never
 * does. A VAR check of the pair shows a banner until the decision, which the banner then says for
 * a few seconds (进球无效, the feed having cancelled it).
 */
import { TrackerKind, TrackerPhase, type TrackerState } from '../../../../contracts/match-tracker-push';
import { nextShownIn, playheadAt, shownAt, type Playhead } from '../playhead';

/** A shot's marker stays this long. */
export const SHOT_MARKER_MS = 30_000;
/** A confirmed goal pulses this long. */
export const GOAL_PULSE_MS = 2500;
/** A VAR decision stays on the banner this long. */
export const VAR_DECISION_MS = 4000;
/** How far back a pair is looked for (its states are at most this many seconds apart). */
const PAIR_LOOKBACK = 60;

export interface VarBanner {
  pairId: number;
  subject: 'goal' | 'penalty';
  status: 'checking' | 'cancelled' | 'confirmed';
}

export interface TrackerScene {
  /** The newest released state (undefined before any). */
  state: TrackerState | undefined;
  /** The server moment at the playhead. */
  playheadAt: number;
  banner: VarBanner | null;
  /** The playhead at which the banner's decision leaves it; null while it checks, or without one. */
  bannerLeavesAt: number | null;
  /** A goal whose confirmation was released in the last GOAL_PULSE_MS. */
  goal: TrackerState | null;
  /** Shots of the last SHOT_MARKER_MS (football's confirmed goals among them), oldest first. */
  markers: TrackerState[];
}

const isDecision = (state: TrackerState) =>
  state.phase === TrackerPhase.Confirmed || state.phase === TrackerPhase.Cancelled;

/** The newest two-phase pair among the released states: its possible, VAR check and decision as far as released. */
function newestPair(released: readonly TrackerState[]) {
  let pairId = 0;
  let check: TrackerState | undefined;
  let decision: TrackerState | undefined;
  let subject: VarBanner['subject'] = 'goal';
  for (let index = released.length - 1; index >= Math.max(0, released.length - PAIR_LOOKBACK); index -= 1) {
    const state = released[index]!;
    if (state.pairId === 0) continue;
    if (pairId === 0) pairId = state.pairId;
    if (state.pairId !== pairId) break;
    if (state.kind === TrackerKind.Var) check = state;
    else {
      if (state.kind === TrackerKind.Penalty) subject = 'penalty';
      // The earliest second of the decision: it is held on screen for a few seconds.
      if (isDecision(state)) decision = state;
    }
  }
  // No pair found: no check and no decision, so nothing of a pair is drawn.
  return { pairId, check, decision, subject };
}

export function trackerSceneAt(
  states: readonly TrackerState[],
  shots: readonly TrackerState[],
  playhead: Playhead,
): TrackerScene {
  const released = shownAt(states, playhead);
  const at = playheadAt(playhead);
  const { pairId, check, decision, subject } = newestPair(released);
  let banner: VarBanner | null = null;
  let bannerLeavesAt: number | null = null;
  let goal: TrackerState | null = null;
  const decidedFor = decision ? at - decision.at : 0;
  if (!decision && check) banner = { pairId, subject, status: 'checking' };
  if (decision && check && decidedFor < VAR_DECISION_MS) {
    banner = { pairId, subject, status: decision.phase === TrackerPhase.Cancelled ? 'cancelled' : 'confirmed' };
    bannerLeavesAt = decision.at + VAR_DECISION_MS;
  }
  if (decision?.kind === TrackerKind.Goal && decision.phase === TrackerPhase.Confirmed && decidedFor < GOAL_PULSE_MS)
    goal = decision;
  const markers = shownAt(shots, playhead).filter((shot) => shot.at > at - SHOT_MARKER_MS);
  return { state: released.at(-1), playheadAt: at, banner, bannerLeavesAt, goal, markers };
}

/**
 * Milliseconds until the scene changes though no state arrives: the next held-back state, a
 * banner's, a pulse's or a marker's end; null when nothing is pending.
 */
export function sceneChangeIn(scene: TrackerScene, states: readonly TrackerState[], playhead: Playhead): number | null {
  const at = scene.playheadAt;
  const ends = [nextShownIn(states, playhead)];
  if (scene.bannerLeavesAt !== null) ends.push(scene.bannerLeavesAt - at);
  if (scene.goal) ends.push(scene.goal.at + GOAL_PULSE_MS - at);
  const oldest = scene.markers[0];
  if (oldest) ends.push(oldest.at + SHOT_MARKER_MS - at);
  const pending = ends.filter((wait): wait is number => wait !== null);
  return pending.length === 0 ? null : Math.max(0, Math.min(...pending));
}

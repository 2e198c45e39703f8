/**
 * 动画直播 in the world (the contract: src/contracts/match-tracker.ts): every football and
 * basketball match in play tells where the ball is once a second of play, from kick-off to the
 * final whistle — the sport's module (football-tracker, basketball-tracker) says what each second
 * shows, this adds the state's number, the clock, the score and the possession of the last five
 * minutes, publishes the seconds the simulator passes as `match-tracker` changes, and answers the
 * snapshot (the last minute and every shot so far).
 *
 * A snapshot costs the same for any match: a match in play has its timeline kept from its first
 * second (the simulator builds it once — a few tens of milliseconds — and drops it when the match
 * is over, keeping only its final state); a match over answers that final state, or nothing when
 * it ended before this server followed it; one not started answers nothing. Nothing a client asks
 * builds a timeline for a match that is over, and the timelines kept are the matches in play (the
 * world's few, and those the development control kicks off).
 *
 * States are numbered by the seconds of play: seq 1 is the kick-off's second, and each stretch of
 * play (a half, a quarter) ends with its break's state, so the next stretch goes on from the
 * number after it — a jump in seq is always a missed state.
 */
import type { TrackerSnapshot } from '@src/contracts/match-tracker';
import { SHOT_KINDS, TrackerKind, TrackerPhase, type TrackerState } from '@src/contracts/match-tracker-push';
import type { Emit } from '../changes';
import { basketballScriptOf, centreScriptOf } from '../match-centre/centre';
import { ensureFootballScript } from '../scripts';
import { BasketballStatus, FootballStatus, isBasketballLive, isFootballLive } from '../status';
import type { WorldMatch } from '../match-types';
import type { World } from '../types';
import { basketballTracker } from './basketball-tracker';
import { footballTracker } from './football-tracker';
import type { SportTracker } from './sport-tracker';
import { between, firstAbove, otherSide, toward, type Beat, type Side } from './tracker-plan';

/** States the snapshot gives (a minute), and the most one advance of the world publishes per match. */
export const STATES_KEPT = 60;
/** Possession is counted over this many seconds of play. */
const POSSESSION_WINDOW = 300;
/** Seconds the ball takes to go back to open play after a play. */
const SETTLE_SECONDS = 4;
/** Two-phase events made by the development control are numbered from here. */
const FORCED_PAIR_IDS = 100_000;

interface Timeline {
  match: WorldMatch;
  tracker: SportTracker;
  /** States before each stretch of play (its first state is the next). */
  seqBefore: number[];
  /** Seconds of play up to each state (inclusive) with the ball on the home side, and on either. */
  homeSeconds: Uint16Array;
  sidedSeconds: Uint16Array;
  /** Goals the development control scored, counted from the second of their confirmation. */
  forcedGoals: { second: number; side: Side }[];
  nextPairId: number;
}

/** The timelines of the matches in play, per world. */
const timelines = new WeakMap<World, Map<number, Timeline>>();
/** The final state of each match the server saw end, per world: what its snapshot answers. */
const finals = new WeakMap<World, Map<number, TrackerState>>();

const kept = <V>(maps: WeakMap<World, Map<number, V>>, world: World): Map<number, V> => {
  let map = maps.get(world);
  if (!map) maps.set(world, (map = new Map()));
  return map;
};

/** Started (its teams known) and not over: live, at a break, or interrupted (it may go on). */
function isInPlay(match: WorldMatch): boolean {
  if (match.homeId === 0 || match.awayId === 0) return false;
  return match.sport === 'football'
    ? isFootballLive(match.statusId) || match.statusId === FootballStatus.interrupted
    : isBasketballLive(match.statusId) || match.statusId === BasketballStatus.interrupted;
}

function sportTracker(world: World, match: WorldMatch): SportTracker | undefined {
  const centre = centreScriptOf(world, match);
  if (!centre) return undefined;
  if (match.sport === 'football') return footballTracker(world.seed, ensureFootballScript(world, match), centre);
  const script = basketballScriptOf(world, match);
  return script && basketballTracker(world.seed, script, centre);
}

/** Index (seq − 1) of a second of play, or -1 for a second outside every stretch. */
function indexOf(timeline: Timeline, second: number): number {
  const stretches = timeline.tracker.stretches;
  for (let stretch = 0; stretch < stretches.length; stretch += 1) {
    const { from, to } = stretches[stretch]!;
    if (second >= from && second <= to) return timeline.seqBefore[stretch]! + second - from;
  }
  return -1;
}

/** The seconds of play in [first, last], oldest first. */
function secondsBetween(timeline: Timeline, first: number, last: number): number[] {
  const seconds: number[] = [];
  for (const { from, to } of timeline.tracker.stretches)
    for (let second = Math.max(first, from); second <= Math.min(last, to); second += 1) seconds.push(second);
  return seconds;
}

function beatAt(tracker: SportTracker, second: number): Beat {
  const planned = tracker.plan.beats.get(second);
  if (planned) return planned;
  const stretch = tracker.stretches.find((item) => second >= item.from && second <= item.to);
  if (stretch && second === stretch.to)
    return {
      x: 50,
      y: 50,
      kind: TrackerKind.Break,
      side: '',
      detail: stretch.breakDetail,
      value: 0,
      phase: '',
      pairId: 0,
      first: true,
    };
  const open = tracker.filler(second);
  // Out of a play the ball goes back to open play over a few seconds, not in one jump.
  const { seconds, beats } = tracker.plan;
  const previous = seconds[firstAbove(seconds, second - 1) - 1];
  if (previous === undefined || !stretch || previous < stretch.from || second - previous >= SETTLE_SECONDS) return open;
  return { ...open, ...between(beats.get(previous)!, open, (second - previous) / SETTLE_SECONDS) };
}

function buildTimeline(world: World, match: WorldMatch): Timeline | undefined {
  const tracker = sportTracker(world, match);
  if (!tracker) return undefined;
  const seqBefore: number[] = [];
  let count = 0;
  for (const { from, to } of tracker.stretches) {
    seqBefore.push(count);
    count += to - from + 1;
  }
  const homeSeconds = new Uint16Array(count);
  const sidedSeconds = new Uint16Array(count);
  let home = 0;
  let sided = 0;
  let index = 0;
  for (const { from, to } of tracker.stretches) {
    for (let second = from; second <= to; second += 1) {
      const side = tracker.plan.beats.get(second)?.side ?? (second === to ? '' : tracker.sideAt(second));
      if (side === 'home') home += 1;
      if (side !== '') sided += 1;
      homeSeconds[index] = home;
      sidedSeconds[index] = sided;
      index += 1;
    }
  }
  return { match, tracker, seqBefore, homeSeconds, sidedSeconds, forcedGoals: [], nextPairId: FORCED_PAIR_IDS };
}

/** The tracker of a match in play, built on its first use (undefined before kick-off, once over, or without its teams). */
function timelineOf(world: World, match: WorldMatch): Timeline | undefined {
  if (!isInPlay(match)) return undefined;
  const matches = kept(timelines, world);
  let timeline = matches.get(match.id);
  if (!timeline) {
    timeline = buildTimeline(world, match);
    if (timeline) matches.set(match.id, timeline);
  }
  return timeline;
}

/** The last second of play up to `second` (inclusive); undefined before the first. */
function lastSecondOfPlay(timeline: Timeline, second: number): number | undefined {
  let last: number | undefined;
  for (const { from, to } of timeline.tracker.stretches) if (from <= second) last = Math.min(second, to);
  return last;
}

/** A match seen to end: its timeline goes, its final state stays. */
function keepFinal(world: World, match: WorldMatch, at: number): void {
  const matches = kept(timelines, world);
  const timeline = matches.get(match.id);
  if (!timeline) return;
  matches.delete(match.id);
  const last = lastSecondOfPlay(timeline, Math.floor((at - match.matchDate) / 1000));
  if (last !== undefined) kept(finals, world).set(match.id, stateAt(timeline, last));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function stateAt(timeline: Timeline, second: number): TrackerState {
  const index = indexOf(timeline, second);
  const beat = beatAt(timeline.tracker, second);
  const offset = second * 1000;
  const moment = timeline.tracker.momentAt(Math.max(offset, beat.scoreOffset ?? 0));
  let homeScore = moment.homeScore;
  let awayScore = moment.awayScore;
  for (const goal of timeline.forcedGoals) {
    if (goal.second > second) continue;
    if (goal.side === 'home') homeScore += 1;
    else awayScore += 1;
  }
  const before = index - POSSESSION_WINDOW;
  const home = timeline.homeSeconds[index]! - (before >= 0 ? timeline.homeSeconds[before]! : 0);
  const sided = timeline.sidedSeconds[index]! - (before >= 0 ? timeline.sidedSeconds[before]! : 0);
  return {
    matchId: timeline.match.id,
    seq: index + 1,
    at: timeline.match.matchDate + offset,
    kind: beat.kind,
    side: beat.side,
    x: round1(beat.x),
    y: round1(beat.y),
    detail: beat.detail,
    value: beat.value,
    phase: beat.phase,
    pairId: beat.pairId,
    minute: moment.minute,
    extraMinute: moment.extraMinute,
    period: moment.period,
    clockSeconds: moment.clockSeconds,
    homeScore,
    awayScore,
    possession: sided === 0 ? 50 : Math.round((home / sided) * 100),
  };
}

/** Publishes the states of the seconds of play in (from, to] (world times), at most the newest STATES_KEPT. */
export function emitTrackerStates(world: World, match: WorldMatch, from: number, to: number, emit: Emit): void {
  if (to < match.matchDate) return;
  // The advance that ended the match: its last seconds go out from the timeline kept, then only its final state stays.
  const timeline = timelines.get(world)?.get(match.id) ?? timelineOf(world, match);
  if (!timeline) return;
  const first = Math.max(0, Math.floor((from - match.matchDate) / 1000) + 1);
  const seconds = secondsBetween(timeline, first, Math.floor((to - match.matchDate) / 1000));
  for (const second of seconds.slice(-STATES_KEPT)) {
    const state = stateAt(timeline, second);
    emit({ kind: 'match-tracker', at: state.at, state });
  }
  if (!isInPlay(match)) keepFinal(world, match, to);
}

const isShot = (beat: Beat) =>
  beat.first &&
  (SHOT_KINDS.includes(beat.kind) || (beat.kind === TrackerKind.Goal && beat.phase === TrackerPhase.Confirmed));

/**
 * The match so far as the tracker tells it: in play, its last minute of play and every shot; over,
 * its final state (when the server saw it end); before kick-off, nothing.
 */
export function trackerSnapshot(world: World, match: WorldMatch): TrackerSnapshot {
  const empty = { matchId: match.id, sport: match.sport, states: [], shots: [], nextSeq: 1 };
  const final = finals.get(world)?.get(match.id);
  if (final && !isInPlay(match)) return { ...empty, states: [final], nextSeq: final.seq + 1 };
  const timeline = timelineOf(world, match);
  if (!timeline) return empty;
  const now = Math.floor((world.currentTime - match.matchDate) / 1000);
  const played = secondsBetween(timeline, 0, now);
  if (played.length === 0) return empty;
  const { seconds, beats } = timeline.tracker.plan;
  return {
    ...empty,
    states: played.slice(-STATES_KEPT).map((second) => stateAt(timeline, second)),
    shots: seconds
      .filter((second) => second <= now && isShot(beats.get(second)!))
      .map((second) => stateAt(timeline, second)),
    nextSeq: played.length + 1,
  };
}

/**
 * A goal the development control makes (POST /__dev/world/goal): on the tracker from the next
 * second of play, a shot and a possible goal, then its confirmation — or, `cancelled`, a VAR check
 * and the goal taken back. False when the match is not in a stretch of play long enough for it.
 */
export function forceTrackerGoal(
  world: World,
  match: WorldMatch,
  side: Side,
  cancelled: boolean,
  now: number,
): boolean {
  const timeline = timelineOf(world, match);
  if (!timeline) return false;
  const start = Math.floor((Math.max(now, world.currentTime) - match.matchDate) / 1000) + 1;
  const length = cancelled ? 16 : 11;
  const stretch = timeline.tracker.stretches.find((item) => start >= item.from && start + length < item.to);
  if (!stretch) return false;
  const pairId = timeline.nextPairId++;
  const shot = toward(side, 86, 40);
  const net = toward(side, 99.5, 50);
  const beat = (kind: string, at: { x: number; y: number }, fields: Partial<Beat> = {}): Beat => ({
    ...at,
    kind,
    side,
    detail: '',
    value: 0,
    phase: '',
    pairId: 0,
    first: true,
    ...fields,
  });
  const goal = (phase: Beat['phase']) => beat(TrackerKind.Goal, net, { phase, pairId });
  const steps: [number, Beat][] = [[0, beat(TrackerKind.Shot, shot, { detail: 'on-target' })]];
  const hold = (from: number, seconds: number, first: Beat) => {
    for (let step = 0; step < seconds; step += 1) steps.push([from + step, { ...first, first: step === 0 }]);
  };
  if (cancelled) {
    hold(1, 5, goal(TrackerPhase.Possible));
    hold(6, 4, beat(TrackerKind.Var, net, { pairId, detail: 'goal' }));
    hold(10, 3, goal(TrackerPhase.Cancelled));
    hold(13, 3, beat(TrackerKind.FreeKick, toward(otherSide(side), 15, 50), { side: otherSide(side) }));
  } else {
    hold(1, 2, goal(TrackerPhase.Possible));
    hold(3, 4, goal(TrackerPhase.Confirmed));
    hold(7, 4, beat(TrackerKind.Safe, { x: 50, y: 50 }, { side: otherSide(side) }));
    timeline.forcedGoals.push({ second: start + 3, side });
  }
  const { beats } = timeline.tracker.plan;
  for (const [step, value] of steps) beats.set(start + step, value);
  timeline.tracker.plan.seconds = [...beats.keys()].sort((a, b) => a - b);
  return true;
}

/**
 * A football match as the tracker tells it, from its match-centre events (so the pitch, the
 * events list and the score agree): a shot comes after an attack and a dangerous attack, a goal
 * in two phases (possible, then confirmed on the second the world's score moves), a goal or a
 * penalty VAR takes back as possible → VAR check → cancelled, a foul as the other side's free kick
 * (with its card), a corner, an offside, a substitution, now and then an injury. Open play between
 * them: the side with the ball by the minute's possession, the ball wandering between waypoints.
 * Every second is a function of the match alone, so any second can be told again (a snapshot).
 */
import { TrackerKind, TrackerPhase } from '@src/contracts/match-tracker-push';
import { footballStateAt } from '../football/progress';
import type { CentreScript } from '../match-centre/centre-types';
import type { FootballScript } from '../play-types';
import { FootballStatus } from '../status';
import type { SportTracker, Stretch } from './sport-tracker';
import {
  between,
  otherSide,
  placePlays,
  toward,
  unit,
  type Beat,
  type Part,
  type Play,
  type Point,
  type Side,
} from './tracker-plan';

const K = TrackerKind;
/** Open play: the side with the ball is drawn per stretch of this many seconds… */
const POSSESSION_SECONDS = 12;
/** …and the ball moves between waypoints this many seconds apart. */
const WAYPOINT_SECONDS = 4;
/** From this far towards the other goal, open play is an attack. */
const ATTACKING_THIRD = 66;
const PENALTY_SPOT = 89.5;

export function footballTracker(seed: number, script: FootballScript, centre: CentreScript): SportTracker {
  const id = script.matchId;
  const random = (...parts: (string | number)[]) => unit(seed, 'tracker', id, ...parts);
  const playing = script.phases.filter((phase) => phase.regularLength > 0);
  const stretches: Stretch[] = playing.map((phase) => {
    const next = script.phases[script.phases.indexOf(phase) + 1];
    const breakDetail =
      !next || phase.to >= script.endsAfter
        ? 'full-time'
        : next.statusId === FootballStatus.halfTime
          ? 'half-time'
          : next.statusId === FootballStatus.penaltyShootout
            ? 'shootout'
            : 'extra-time';
    return { from: Math.round(phase.from * 60), to: Math.round(phase.to * 60), breakDetail };
  });
  const windowOf = (second: number): readonly [number, number] | undefined => {
    const stretch = stretches.find((item) => second >= item.from && second < item.to);
    return stretch && [stretch.from, stretch.to];
  };

  // The home side's share of the ball, minute by minute (the centre's possession events close each minute).
  const shares: number[] = [];
  for (const event of centre.events)
    if (event.kind === 'possession')
      shares[Math.floor(Math.max(0, event.offset - 1) / 60_000)] = event.numbers.possession ?? 50;
  const sides = new Map<number, Side>();
  const sideAt = (second: number): Side => {
    const stretch = Math.floor(second / POSSESSION_SECONDS);
    let side = sides.get(stretch);
    if (!side) {
      const share = (shares[Math.floor((stretch * POSSESSION_SECONDS) / 60)] ?? 50) / 100;
      side = random('side', stretch) < share ? 'home' : 'away';
      sides.set(stretch, side);
    }
    return side;
  };
  const waypoints = new Map<number, Point>();
  const waypoint = (index: number): Point => {
    let point = waypoints.get(index);
    if (!point) {
      point = toward(sideAt(index * WAYPOINT_SECONDS), 22 + 50 * random('x', index), 12 + 76 * random('y', index));
      waypoints.set(index, point);
    }
    return point;
  };
  const openPlay = (second: number): Point => {
    const index = Math.floor(second / WAYPOINT_SECONDS);
    return between(waypoint(index), waypoint(index + 1), (second % WAYPOINT_SECONDS) / WAYPOINT_SECONDS);
  };
  const plays: Play[] = [];
  let pairs = 0;
  const spots = (side: Side, key: number) => ({
    shot: () => toward(side, 78 + 16 * random('shot-x', key), 22 + 56 * random('shot-y', key)),
    net: () => toward(side, 99.5, 45 + 10 * random('net', key)),
    penalty: () => toward(side, PENALTY_SPOT, 50),
    box: () => toward(side, 88, 38 + 24 * random('box', key)),
    corner: () => toward(side, 99.5, random('corner', key) < 0.5 ? 1 : 99),
    ownGoal: () => toward(side, 6, 50),
  });
  const add = (offset: number, parts: Part[]) => {
    const anchor = Math.ceil(offset / 1000);
    const window = windowOf(anchor) ?? windowOf(anchor - 1);
    if (window) plays.push({ anchor, window, parts });
  };
  const attackInto = (side: Side, at: number, key: number, length = 9): Part[] => [
    {
      at,
      duration: Math.ceil(length / 2),
      kind: K.Attack,
      side,
      from: 'prior',
      to: toward(side, 70, 30 + 40 * random('run', key)),
    },
    {
      at: at + Math.ceil(length / 2),
      duration: Math.floor(length / 2),
      kind: K.DangerousAttack,
      side,
      from: toward(side, 74, 30 + 40 * random('run', key)),
      to: spots(side, key).box(),
    },
  ];
  /**
   * A goal, or one VAR takes back, ending at `goalAt`: the shot, the possible goal, for one taken
   * back the VAR check, then the decision — a confirmed goal reads its score from `scoreOffset`,
   * the world's moment of the goal.
   */
  const twoPhaseGoal = (side: Side, key: number, cancelled: boolean, scoreOffset: number, goalAt: number): Part[] => {
    pairs += 1;
    const pairId = pairs;
    const spot = spots(side, key);
    const goal = { kind: K.Goal, side, from: spot.net(), pairId, essential: true } as const;
    const shotAt = goalAt - (cancelled ? 10 : 5);
    const shot: Part = {
      at: shotAt,
      duration: 1,
      kind: K.Shot,
      side,
      from: spot.shot(),
      detail: 'on-target',
      essential: true,
    };
    const possible: Part = { ...goal, at: shotAt + 1, duration: cancelled ? 5 : 4, phase: TrackerPhase.Possible };
    if (!cancelled)
      return [shot, possible, { ...goal, at: goalAt, duration: 4, phase: TrackerPhase.Confirmed, scoreOffset }];
    return [
      shot,
      possible,
      { ...goal, at: goalAt - 4, duration: 4, kind: K.Var, detail: 'goal' },
      { ...goal, at: goalAt, duration: 3, phase: TrackerPhase.Cancelled },
    ];
  };
  const penaltyAwarded = (side: Side, at: number, hold: number): Part[] => {
    pairs += 1;
    const spot = spots(side, at).penalty();
    const base = { kind: K.Penalty, side, from: spot, pairId: pairs, essential: true } as const;
    return [
      { ...base, at, duration: 4, phase: TrackerPhase.Possible },
      { ...base, at: at + 4, duration: hold, phase: TrackerPhase.Confirmed },
    ];
  };
  const events = centre.events;
  events.forEach((event, index) => {
    if (event.side === '') return;
    const side = event.side;
    const other = otherSide(side);
    const spot = spots(side, index);
    switch (event.kind) {
      case 'shot': {
        const after: Part =
          event.detail === 'on-target' || event.detail === 'off-target'
            ? { at: 1, duration: 3, kind: K.Safe, side: other, from: spots(other, index).ownGoal() }
            : { at: 1, duration: 2, kind: K.DangerousAttack, side, from: spot.box() };
        add(event.offset, [
          ...attackInto(side, -9, index),
          { at: 0, duration: 1, kind: K.Shot, side, from: spot.shot(), detail: event.detail, essential: true },
          after,
        ]);
        return;
      }
      case 'goal': {
        const kickOff: Part = { at: 4, duration: 4, kind: K.Safe, side: other, from: { x: 50, y: 50 } };
        if (event.detail === 'penalty') {
          add(event.offset, [
            ...penaltyAwarded(side, -31, 22),
            { at: -5, duration: 1, kind: K.Shot, side, from: spot.penalty(), detail: 'on-target', essential: true },
            ...twoPhaseGoal(side, index, false, event.offset, 0).slice(1),
            kickOff,
          ]);
          return;
        }
        add(event.offset, [
          ...attackInto(side, -13, index, 8),
          ...twoPhaseGoal(side, index, false, event.offset, 0),
          kickOff,
        ]);
        return;
      }
      case 'var':
        if (event.detail === 'goal-disallowed')
          add(event.offset, [
            ...attackInto(side, -18, index, 8),
            ...twoPhaseGoal(side, index, true, event.offset, 0),
            { at: 3, duration: 4, kind: K.FreeKick, side: other, from: spots(other, index).ownGoal() },
          ]);
        if (event.detail === 'penalty-cancelled') {
          const awarded = penaltyAwarded(side, -12, 1);
          const possible = awarded[0]!;
          add(event.offset, [
            { at: -15, duration: 3, kind: K.DangerousAttack, side, from: 'prior', to: spot.box() },
            possible,
            {
              at: -8,
              duration: 8,
              kind: K.Var,
              side,
              from: spot.penalty(),
              pairId: possible.pairId!,
              detail: 'penalty',
              essential: true,
            },
            { ...possible, at: 0, duration: 3, phase: TrackerPhase.Cancelled },
            { at: 3, duration: 3, kind: K.FreeKick, side: other, from: spots(other, index).ownGoal() },
          ]);
        }
        return;
      case 'penalty-missed':
        add(event.offset, [
          { at: -34, duration: 3, kind: K.DangerousAttack, side, from: 'prior', to: spot.box() },
          ...penaltyAwarded(side, -31, 26),
          {
            at: 0,
            duration: 1,
            kind: K.Shot,
            side,
            from: spot.penalty(),
            detail: random('miss', index) < 0.5 ? 'on-target' : 'off-target',
            essential: true,
          },
          { at: 1, duration: 3, kind: K.Safe, side: other, from: spots(other, index).ownGoal() },
        ]);
        return;
      case 'corner':
        add(event.offset, [
          { at: 0, duration: 6, kind: K.Corner, side, from: spot.corner(), essential: true },
          { at: 6, duration: 3, kind: K.DangerousAttack, side, from: spot.box() },
        ]);
        return;
      case 'attack':
        add(event.offset, [
          ...attackInto(side, -4, index, 8).slice(0, 1),
          {
            at: 0,
            duration: 5,
            kind: K.DangerousAttack,
            side,
            from: toward(side, 76, 50),
            to: spot.box(),
            essential: true,
          },
          { at: 5, duration: 2, kind: K.Safe, side: other, from: spots(other, index).ownGoal() },
        ]);
        return;
      case 'foul': {
        // The free kick is the other side's, where the foul was; a card shown for it comes a moment later.
        const card = events[index + 1];
        const detail = card?.kind === 'card' && card.playerId === event.playerId ? card.detail : '';
        const progress = 30 + 55 * random('foul', index);
        add(event.offset, [
          {
            at: 0,
            duration: 5,
            kind: K.FreeKick,
            side: other,
            from: toward(other, progress, 10 + 80 * random('foul-y', index)),
            detail,
            essential: true,
          },
          ...(progress >= ATTACKING_THIRD
            ? [{ at: 5, duration: 3, kind: K.DangerousAttack, side: other, from: spots(other, index).box() } as Part]
            : []),
        ]);
        return;
      }
      case 'offside':
        add(event.offset, [
          {
            at: 0,
            duration: 3,
            kind: K.Offside,
            side,
            from: toward(side, 80, 20 + 60 * random('offside', index)),
            essential: true,
          },
          { at: 3, duration: 3, kind: K.FreeKick, side: other, from: toward(other, 18, 50) },
        ]);
        return;
      case 'substitution':
        add(event.offset, [
          { at: 0, duration: 4, kind: K.Substitution, side, from: { x: 50, y: 99 }, essential: true },
        ]);
        return;
      default:
        return;
    }
  });
  // Now and then a player is down for a while.
  const injuries = Math.floor(random('injuries') * 3);
  const playSeconds = stretches.reduce((sum, stretch) => sum + stretch.to - stretch.from, 0);
  for (let injury = 0; injury < injuries; injury += 1) {
    let second = Math.floor(random('injury', injury) * playSeconds);
    const stretch = stretches.find((item) => {
      if (second < item.to - item.from) return true;
      second -= item.to - item.from;
      return false;
    });
    if (!stretch) continue;
    const at = stretch.from + second;
    const side: Side = random('injured', injury) < 0.5 ? 'home' : 'away';
    add(at * 1000, [{ at: 0, duration: 20, kind: K.Injury, side, from: openPlay(at), essential: true }]);
  }

  const filler = (second: number): Beat => {
    const side = sideAt(second);
    const at = openPlay(second);
    const progress = side === 'home' ? at.x : 100 - at.x;
    return {
      ...at,
      kind: progress >= ATTACKING_THIRD ? K.Attack : K.Safe,
      side,
      detail: '',
      value: 0,
      phase: '',
      pairId: 0,
      first: false,
    };
  };
  return {
    sport: 'football',
    stretches,
    plan: placePlays(plays, openPlay),
    filler,
    sideAt,
    momentAt: (offset) => ({ ...footballStateAt(script, offset), period: 0, clockSeconds: 0 }),
  };
}

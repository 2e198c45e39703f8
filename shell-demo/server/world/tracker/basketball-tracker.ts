/**
 * A basketball game as the tracker tells it, from its match-centre events (the baskets the
 * score is made of, misses and their rebounds, turnovers, fouls, timeouts): each shot from its
 * spot — a three from beyond the arc, a two inside it, a free throw from the line — on the second
 * the world's score counts it. Between them the side with the ball (the last basket, rebound,
 * turnover or foul says which) brings it up the floor and works it around the half court.
 */
import { TrackerKind } from '@src/contracts/match-tracker-push';
import { countAtOrBelow } from '@src/lib/sorted-search';
import { basketballStateAt, playingPeriods } from '../basketball/progress';
import type { CentreDraft, CentreScript } from '../match-centre/centre-types';
import type { BasketballScript } from '../play-types';
import type { SportTracker, Stretch } from './sport-tracker';
import type { Beat, Part, Play, Point, Side } from './tracker-plan';
import { between, otherSide, placePlays, toward, unit } from './tracker-plan';

const K = TrackerKind;
/** The court is 94 × 50 feet: x counts 100 per 94 feet, y 100 per 50. */
const X_PER_FOOT = 100 / 94;
const Y_PER_FOOT = 2;
const BASKET = 100 - 5.25 * X_PER_FOOT;
const FREE_THROW_LINE = 100 - 19 * X_PER_FOOT;
const WAYPOINT_SECONDS = 3;

/** A shot `feet` from the basket `side` attacks, at `angle` (radians, 0 straight out, ± towards the sidelines). */
function shotSpot(side: Side, feet: number, angle: number): Point {
  const y = Math.min(96, Math.max(4, 50 + feet * Math.sin(angle) * Y_PER_FOOT));
  return toward(side, BASKET - feet * Math.cos(angle) * X_PER_FOOT, y);
}

/** Events after which `side` has the ball, or null for one that does not say. */
function nextPossession(event: CentreDraft): Side | null {
  if (event.side === '') return null;
  switch (event.kind) {
    case 'score':
    case 'turnover':
    case 'foul':
    case 'technical':
      return otherSide(event.side);
    case 'miss':
      return event.detail === 'ft' ? otherSide(event.side) : null;
    case 'rebound':
    case 'timeout':
      return event.side;
    default:
      return null;
  }
}

export function basketballTracker(seed: number, script: BasketballScript, centre: CentreScript): SportTracker {
  const id = script.matchId;
  const random = (...parts: (string | number)[]) => unit(seed, 'tracker', id, ...parts);
  const windows = playingPeriods(script);
  const stretches: Stretch[] = windows.map((window, index) => ({
    from: Math.round(window.from * 60),
    to: Math.round(window.to * 60),
    breakDetail:
      index === windows.length - 1
        ? 'full-time'
        : window.period === 2
          ? 'half-time'
          : window.period >= 4
            ? 'overtime'
            : 'quarter',
  }));
  const windowOf = (second: number): readonly [number, number] | undefined => {
    const stretch = stretches.find((item) => second >= item.from && second < item.to);
    return stretch && [stretch.from, stretch.to];
  };

  // Who has the ball: the last event that says, in the stretch of play (a jump ball starts each).
  const deciders = centre.events
    .map((event) => ({ second: Math.ceil(event.offset / 1000), side: nextPossession(event) }))
    .filter((item): item is { second: number; side: Side } => item.side !== null);
  const possessionAt = (second: number): { side: Side; since: number } => {
    const last = deciders[countAtOrBelow(deciders, second, (item) => item.second) - 1];
    const stretchIndex = stretches.findIndex((item) => second >= item.from && second <= item.to);
    const stretch = stretches[stretchIndex];
    if (last && (!stretch || last.second >= stretch.from)) return { side: last.side, since: last.second };
    return { side: stretchIndex % 2 === 0 ? 'home' : 'away', since: stretch?.from ?? 0 };
  };
  const waypoint = (side: Side, since: number, index: number): Point =>
    toward(side, 66 + 24 * random('x', since, index), 12 + 76 * random('y', since, index));
  const openPlay = (second: number): Point & { side: Side } => {
    const { side, since } = possessionAt(second);
    const elapsed = second - since;
    // Up the floor first, then around the half court.
    if (elapsed < 5) return { ...toward(side, 15 + 11 * elapsed, 30 + 40 * random('up', since)), side };
    const index = Math.floor(elapsed / WAYPOINT_SECONDS);
    const share = (elapsed % WAYPOINT_SECONDS) / WAYPOINT_SECONDS;
    return { ...between(waypoint(side, since, index), waypoint(side, since, index + 1), share), side };
  };

  const plays: Play[] = [];
  let lastShooter: Side = 'home';
  centre.events.forEach((event, index) => {
    if (event.side === '') return;
    const side = event.side;
    const anchor = Math.ceil(event.offset / 1000);
    const window = windowOf(anchor) ?? windowOf(anchor - 1);
    if (!window) return;
    const angle = (random('angle', index) - 0.5) * Math.PI * 0.9;
    const feet = (points: string) =>
      points === '3' ? 23.75 + 2 * random('far', index) : 2 + 16 * random('near', index);
    const part = (fields: Omit<Part, 'at' | 'essential'>): Part => ({ at: 0, essential: true, ...fields });
    let parts: Part[] = [];
    switch (event.kind) {
      case 'score':
        lastShooter = side;
        parts =
          event.value === 1
            ? [part({ duration: 2, kind: K.FreeThrow, side, from: toward(side, FREE_THROW_LINE, 50), detail: 'made' })]
            : [
                part({
                  duration: 1,
                  kind: K.ShotMade,
                  side,
                  from: shotSpot(side, feet(String(event.value)), angle),
                  value: event.value,
                  scoreOffset: event.offset,
                }),
              ];
        break;
      case 'miss':
        lastShooter = side;
        parts =
          event.detail === 'ft'
            ? [
                part({
                  duration: 2,
                  kind: K.FreeThrow,
                  side,
                  from: toward(side, FREE_THROW_LINE, 50),
                  detail: 'missed',
                }),
              ]
            : [
                part({
                  duration: 1,
                  kind: K.ShotMissed,
                  side,
                  from: shotSpot(side, feet(event.detail), angle),
                  value: event.detail === '3' ? 3 : 2,
                  detail: event.otherId ? 'blocked' : '',
                }),
              ];
        break;
      case 'rebound':
        parts = [
          part({
            duration: 2,
            kind: K.Rebound,
            side,
            from: shotSpot(lastShooter, 4 + 6 * random('board', index), angle),
          }),
        ];
        break;
      case 'turnover':
        parts = [
          part({
            duration: 2,
            kind: K.Turnover,
            side,
            from: toward(side, 60 + 25 * random('lost', index), 15 + 70 * random('lost-y', index)),
          }),
        ];
        break;
      case 'foul':
      case 'technical':
        parts = [
          part({
            duration: 3,
            kind: K.Foul,
            side,
            from: toward(otherSide(side), 55 + 35 * random('foul', index), 15 + 70 * random('foul-y', index)),
            detail: event.kind === 'technical' ? 'technical' : '',
          }),
        ];
        break;
      case 'timeout':
        parts = [part({ duration: 12, kind: K.Timeout, side, from: { x: 50, y: 97 } })];
        break;
      default:
        return;
    }
    plays.push({ anchor, window, parts });
  });

  const filler = (second: number): Beat => {
    const { side, ...at } = openPlay(second);
    return { ...at, kind: K.Possession, side, detail: '', value: 0, phase: '', pairId: 0, first: false };
  };
  return {
    sport: 'basketball',
    stretches,
    plan: placePlays(plays, openPlay),
    filler,
    sideAt: (second) => possessionAt(second).side,
    momentAt: (offset) => ({ ...basketballStateAt(script, offset), minute: 0, extraMinute: 0 }),
  };
}

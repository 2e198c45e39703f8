/**
 * 动画直播's state and its push message (the whole contract: match-tracker.ts): one state on the
 * match's own channel `match:<id>` (namespace `match`, name `tracker`). A file of its own so the
 * match layer's push handlers, on the app's first screen, take the declaration without the
 * snapshot call's.
 */
import { matchClock, matchScore } from './match';
import { MATCH_TRACKER_STATE, MatchPush } from './match-push';
import { asNumber, asString, numberOr0, stringOrEmpty, wholeNumber, withDefault } from './parse';
import { pushMessages } from './push';
import { object, oneOf, type Infer } from './schema';

/** What a state says happens. */
export const TrackerKind = {
  /** Football: the side keeps the ball in its own half or midfield. */
  Safe: 'safe',
  Attack: 'attack',
  DangerousAttack: 'dangerous-attack',
  /** `detail` on-target | off-target | blocked | woodwork; `x`, `y` the spot it was hit from. */
  Shot: 'shot',
  Corner: 'corner',
  /** `detail` '' or the card shown for the foul (yellow | second-yellow | red). */
  FreeKick: 'free-kick',
  /** Two-phase: possible, then confirmed (the ball on the spot) or cancelled. */
  Penalty: 'penalty',
  /** Two-phase: possible, then confirmed or cancelled (disallowed). */
  Goal: 'goal',
  Offside: 'offside',
  Substitution: 'substitution',
  Injury: 'injury',
  /** VAR is checking the pair `pairId`. */
  Var: 'var',
  /** Basketball: the side has the ball. */
  Possession: 'possession',
  /** `value` 2 or 3; `x`, `y` the spot it was shot from. */
  ShotMade: 'shot-made',
  ShotMissed: 'shot-missed',
  /** `detail` made | missed. */
  FreeThrow: 'free-throw',
  /** `detail` '' or technical. */
  Foul: 'foul',
  Timeout: 'timeout',
  Rebound: 'rebound',
  Turnover: 'turnover',
  /** Play stopped: `detail` half-time | full-time | extra-time | shootout | quarter | overtime. */
  Break: 'break',
} as const;

export const TrackerPhase = { None: '', Possible: 'possible', Confirmed: 'confirmed', Cancelled: 'cancelled' } as const;
export type TrackerPhaseName = (typeof TrackerPhase)[keyof typeof TrackerPhase];

/** The kinds a shot marker is drawn for (football goals: their confirmation). */
export const SHOT_KINDS: readonly string[] = [TrackerKind.Shot, TrackerKind.ShotMade, TrackerKind.ShotMissed];

const side = withDefault(oneOf(['home', 'away', ''], "'home' | 'away' | ''"), '');
const phase = withDefault(oneOf<TrackerPhaseName>(Object.values(TrackerPhase)), '');
/** A position on the 0–100 scale; a value outside is brought to its edge, not refused. */
const coordinate = (value: unknown, path: string) => Math.min(100, Math.max(0, asNumber(value, path)));

export const trackerState = object({
  matchId: asNumber,
  /** 1, 2, 3… per match: a jump means missed states. */
  seq: wholeNumber('sequence number'),
  /** Server time of the state (ms since the epoch), the clock of the live values' `at`. */
  at: asNumber,
  kind: asString,
  side,
  x: coordinate,
  y: coordinate,
  detail: stringOrEmpty,
  value: numberOr0,
  phase,
  /** Ties a two-phase event's states together; 0 for a state of one phase. */
  pairId: numberOr0,
  ...matchClock,
  ...matchScore,
  possession: withDefault(coordinate, 50),
});
export type TrackerState = Infer<typeof trackerState>;

/** The tracker's push message: one state on the match's own channel. */
export const MatchTrackerPush = {
  state: pushMessages(MATCH_TRACKER_STATE.namespace).event(
    MATCH_TRACKER_STATE.name,
    [MatchPush.channel.kind],
    trackerState,
  ),
} as const;

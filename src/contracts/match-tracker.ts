/**
 * 动画直播, the match tracker: where the ball is and what is happening, about once a second, for a
 * football or basketball match in play. OUR EXTENSION like the match centre: a backend may lack it,
 * and the app then shows no 动画 entry; nothing else changes (a 404 from the snapshot call, or no
 * `match.tracker` message, is not an error).
 *
 * Snapshot: POST /api/forehead/match/tracker (form, signed like every call) {matchId}
 *   → data {matchId, sport, states: [...], shots: [...], nextSeq}
 *   `states`: the last minute of play (the newest 60 states, in seq order; a match not in play has
 *   its last ones, or none before kick-off); `shots`: every shot state of the match so far (for
 *   football the confirmed goals too), in seq order. Late joiners and a client back from a
 *   reconnect start from it; a client that sees a `seq` jump asks it again.
 *   HTTP 404 (or code 404 in the envelope): the backend has no tracker.
 *
 * Push (MatchTrackerPush.state): channel `match:<id>`, namespace `match`, name `tracker`, payload
 *   one TrackerState. An event, not a latest value: the push snapshot does not keep it.
 *
 * A state: `x`, `y` 0–100 on the pitch or court seen from the side — x from the home team's goal
 * (or basket) at 0 to the away team's at 100, so the home side attacks to the right; y from the top
 * touchline at 0 to the bottom one at 100. `side` has the ball (or made the play), `kind` says what
 * happens (TrackerKind; a client draws the ball of a kind it does not know and names nothing).
 * Big events come in two phases, as real feeds send them: first `phase: 'possible'` (a possible
 * goal, a possible penalty), then the same `kind` with `phase: 'confirmed'` or `'cancelled'` and the
 * same `pairId`, a few seconds later; between them a `var` state of that `pairId` may say VAR is
 * checking. The score and clock are the match's at the state; `possession` is the home side's
 * share of the ball over the 5 minutes of play before it (0–100).
 */
import { postFormCall } from './http';
import { matchClock, matchScore } from './match';
import { MatchPush } from './match-push';
import { asNumber, asString, listOf, numberOr0, stringOrEmpty, wholeNumber, withDefault } from './parse';
import { pushMessages } from './push';
import { idParam } from './request';
import { answer, derive, object, oneOf, type Infer } from './schema';

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

const trackerState = object({
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
export const parseTrackerState = answer(trackerState);

const trackerSnapshot = derive(
  object({
    matchId: asNumber,
    /** 'football' | 'basketball' */
    sport: asString,
    states: listOf(trackerState),
    shots: listOf(trackerState),
    /** The seq the next state will have (absent or 0: after the last state). */
    nextSeq: numberOr0,
  }),
  (snapshot) => ({ ...snapshot, nextSeq: snapshot.nextSeq || (snapshot.states.at(-1)?.seq ?? 0) + 1 }),
);
export type TrackerSnapshot = Infer<typeof trackerSnapshot>;

export const MatchTrackerCalls = {
  snapshot: postFormCall('/api/forehead/match/tracker', { matchId: idParam }, trackerSnapshot),
} as const;

/** The tracker's push message: one state on the match's own channel. */
export const MatchTrackerPush = {
  state: pushMessages('match').event('tracker', [MatchPush.channel.kind], trackerState),
} as const;

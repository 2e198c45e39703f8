/**
 * The match centre: what happens inside a match — key events, shots, corners, cards,
 * substitutions, basketball possessions — and its line-ups. OUR EXTENSION: the spec defines none
 * of it, so a backend may lack it. The app then shows no 赛况 panel and no sparkline; nothing else
 * changes (a 404 from the snapshot call, or no `match.event` message, is not an error).
 *
 * Snapshot: POST /api/forehead/match/centre (form, signed like every call) {matchId}
 *   → data {matchId, sport, home, away, events: [...], nextIndex}
 *   The line-ups of both teams and every event of the match so far, in `index` order. Late joiners
 *   start from it; a client that sees an event index jump (a missed message) asks it again.
 *   HTTP 404 (or code 404 in the envelope): the backend has no match centre.
 *
 * Push (MatchCentrePush in match-centre-push.ts, in the catalogue of src/contracts/push.ts): channel `match:<id>`, namespace `match`,
 *   name `event`, payload one MatchCentreEvent. Not kept by the push snapshot (it is an event, not
 *   a latest value): the centre snapshot above repairs gaps.
 *
 * Events are facts, not derived values: momentum, ratings, scoring runs, lead changes and team
 * statistics are computed by the app from them (src/domains/match/rules/match-centre), so any
 * backend that sends events gets them. A client ignores kinds it does not know.
 */
import { postFormCall } from './http';
import { asBoolean, asNumber, asString, listOf, numberOr0, stringOrEmpty, withDefault } from './parse';
import { matchCentreEvent } from './match-centre-push';
export type { MatchCentreEvent } from './match-centre-push';
import { numberParam, required } from './request';
import { answer, derive, object, type Infer } from './schema';

/** Football event kinds. */
export const FootballEventKind = {
  /** Period marks: `detail` kick-off | half-time | second-half | full-time | extra-time | shootout. */
  Period: 'period',
  /** `detail` goal | penalty | own-goal; `otherId` the assist (0 none). */
  Goal: 'goal',
  /** `detail` on-target | off-target | blocked | woodwork (a shot that was not a goal). */
  Shot: 'shot',
  Corner: 'corner',
  Foul: 'foul',
  Offside: 'offside',
  /** `detail` yellow | second-yellow | red. */
  Card: 'card',
  /** `playerId` comes on, `otherId` goes off. */
  Substitution: 'substitution',
  /** `detail` goal-confirmed | goal-disallowed | penalty-awarded | penalty-cancelled. */
  Var: 'var',
  PenaltyMissed: 'penalty-missed',
  /** A goalkeeper's save (`playerId` the keeper, `side` his team). */
  Save: 'save',
  /** A dangerous attack (no shot). */
  Attack: 'attack',
  /** One per minute: `numbers.possession` home share of the ball (0–100), `numbers.finalThird` home share of the ball in the final thirds. */
  Possession: 'possession',
} as const;

/** Basketball event kinds. */
export const BasketballEventKind = {
  /** `detail` start | end; `period` the quarter (5+ overtime). */
  Period: 'period',
  /** A made basket: `value` its points (1 free throw, 2, 3), `detail` 2 | 3 | ft, `otherId` the assist. */
  Score: 'score',
  /** A missed shot: `detail` 2 | 3 | ft; `otherId` the blocker (0 none). */
  Miss: 'miss',
  /** `side`/`playerId` the rebounder. */
  Rebound: 'rebound',
  /** `otherId` the stealer (of the other team), 0 none. */
  Turnover: 'turnover',
  Foul: 'foul',
  Technical: 'technical',
  Timeout: 'timeout',
  /** `playerId` comes on, `otherId` goes off. */
  Substitution: 'substitution',
} as const;

const matchCentrePlayer = object({
  playerId: asNumber,
  name: asString,
  shirtNumber: numberOr0,
  /** Football goalkeeper | defender | midfielder | forward; basketball the position name. */
  position: stringOrEmpty,
  starter: asBoolean,
});
export type MatchCentrePlayer = Infer<typeof matchCentrePlayer>;

const matchCentreTeam = object({
  teamId: asNumber,
  /** Football formation of the starters, e.g. "4-3-3"; '' for basketball. */
  formation: stringOrEmpty,
  /** Starters first (football: goalkeeper, defenders, midfielders, forwards), then the bench. */
  players: withDefault(listOf(matchCentrePlayer), []),
});
export type MatchCentreTeam = Infer<typeof matchCentreTeam>;

const matchCentreSnapshot = derive(
  object({
    matchId: asNumber,
    /** 'football' | 'basketball' */
    sport: asString,
    home: matchCentreTeam,
    away: matchCentreTeam,
    events: listOf(matchCentreEvent),
    /** The index the next event will have (absent or 0: after the last event). */
    nextIndex: numberOr0,
  }),
  (snapshot) => ({ ...snapshot, nextIndex: snapshot.nextIndex || snapshot.events.length }),
);
export type MatchCentreSnapshot = Infer<typeof matchCentreSnapshot>;
export const parseMatchCentreSnapshot = answer(matchCentreSnapshot);

export const MatchCentreCalls = {
  snapshot: postFormCall('/api/forehead/match/centre', { matchId: required(numberParam) }, matchCentreSnapshot, {
    optional: true,
  }),
} as const;

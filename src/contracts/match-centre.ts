/**
 * The match centre (issue 25): what happens inside a match — key events, shots, corners, cards,
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
 * Push (MatchCentrePush, in the catalogue of src/contracts/push.ts): channel `match:<id>`, namespace `match`,
 *   name `event`, payload one MatchCentreEvent. Not kept by the push snapshot (it is an event, not
 *   a latest value): the centre snapshot above repairs gaps.
 *
 * Events are facts, not derived values: momentum, ratings, scoring runs, lead changes and team
 * statistics are computed by the app from them (src/domains/match/rules/match-centre), so any
 * backend that sends events gets them. A client ignores kinds it does not know.
 */
import { postFormCall, type CallSpec } from './http';
import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  listOf,
  MalformedDataError,
  numberOr0,
  stringOrEmpty,
  type Json,
} from './parse';
import { definePushMessage } from './push';

export const MatchCentreCalls = {
  snapshot: postFormCall('/api/forehead/match/centre'),
} as const satisfies Record<string, CallSpec>;

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

export type MatchSide = 'home' | 'away' | '';

export interface MatchCentreEvent {
  matchId: number;
  /** 0, 1, 2, … per match: a jump means a missed message. */
  index: number;
  /** Server time of the event (ms since the epoch), the clock of the live values' `at`. */
  at: number;
  kind: string;
  side: MatchSide;
  /** Football clock. */
  minute: number;
  extraMinute: number;
  /** Basketball period and seconds left in it. */
  period: number;
  clockSeconds: number;
  /** 0 when no player. */
  playerId: number;
  playerName: string;
  otherId: number;
  otherName: string;
  detail: string;
  value: number;
  /** The score after the event. */
  homeScore: number;
  awayScore: number;
  /** Extra figures of the kind (see Possession). */
  numbers: Record<string, number>;
  /** 文字直播: the commentary line of the moment, '' when it is not worth a line. */
  text: string;
}

export interface MatchCentrePlayer {
  playerId: number;
  name: string;
  shirtNumber: number;
  /** Football goalkeeper | defender | midfielder | forward; basketball the position name. */
  position: string;
  starter: boolean;
}

export interface MatchCentreTeam {
  teamId: number;
  /** Football formation of the starters, e.g. "4-3-3"; '' for basketball. */
  formation: string;
  /** Starters first (football: goalkeeper, defenders, midfielders, forwards), then the bench. */
  players: MatchCentrePlayer[];
}

export interface MatchCentreSnapshot {
  matchId: number;
  /** 'football' | 'basketball' */
  sport: string;
  home: MatchCentreTeam;
  away: MatchCentreTeam;
  events: MatchCentreEvent[];
  /** The index the next event will have. */
  nextIndex: number;
}

// ---------------------------------------------------------------------------------------------
// Parsers

function asSide(value: Json, path: string): MatchSide {
  const side = stringOrEmpty(value, path);
  if (side === 'home' || side === 'away' || side === '') return side;
  throw new MalformedDataError(path, "'home' | 'away' | ''", side);
}

function asNumbers(value: Json, path: string): Record<string, number> {
  if (value === undefined || value === null) return {};
  const row = asObject(value, path);
  const numbers: Record<string, number> = {};
  for (const [key, item] of Object.entries(row)) numbers[key] = asNumber(item, `${path}.${key}`);
  return numbers;
}

export function parseMatchCentreEvent(value: Json, path = 'payload'): MatchCentreEvent {
  const row = asObject(value, path);
  const index = asNumber(row.index, `${path}.index`);
  if (!Number.isInteger(index) || index < 0) throw new MalformedDataError(`${path}.index`, 'event index', index);
  return {
    matchId: asNumber(row.matchId, `${path}.matchId`),
    index,
    at: asNumber(row.at, `${path}.at`),
    kind: asString(row.kind, `${path}.kind`),
    side: asSide(row.side, `${path}.side`),
    minute: numberOr0(row.minute, `${path}.minute`),
    extraMinute: numberOr0(row.extraMinute, `${path}.extraMinute`),
    period: numberOr0(row.period, `${path}.period`),
    clockSeconds: numberOr0(row.clockSeconds, `${path}.clockSeconds`),
    playerId: numberOr0(row.playerId, `${path}.playerId`),
    playerName: stringOrEmpty(row.playerName, `${path}.playerName`),
    otherId: numberOr0(row.otherId, `${path}.otherId`),
    otherName: stringOrEmpty(row.otherName, `${path}.otherName`),
    detail: stringOrEmpty(row.detail, `${path}.detail`),
    value: numberOr0(row.value, `${path}.value`),
    homeScore: numberOr0(row.homeScore, `${path}.homeScore`),
    awayScore: numberOr0(row.awayScore, `${path}.awayScore`),
    numbers: asNumbers(row.numbers, `${path}.numbers`),
    text: stringOrEmpty(row.text, `${path}.text`),
  };
}

function parsePlayer(value: Json, path: string): MatchCentrePlayer {
  const row = asObject(value, path);
  return {
    playerId: asNumber(row.playerId, `${path}.playerId`),
    name: asString(row.name, `${path}.name`),
    shirtNumber: numberOr0(row.shirtNumber, `${path}.shirtNumber`),
    position: stringOrEmpty(row.position, `${path}.position`),
    starter: asBoolean(row.starter, `${path}.starter`),
  };
}

function parseTeam(value: Json, path: string): MatchCentreTeam {
  const row = asObject(value, path);
  return {
    teamId: asNumber(row.teamId, `${path}.teamId`),
    formation: stringOrEmpty(row.formation, `${path}.formation`),
    players: listOf(parsePlayer)(row.players ?? [], `${path}.players`),
  };
}

export function parseMatchCentreSnapshot(data: Json): MatchCentreSnapshot {
  const row = asObject(data, 'data');
  const events = asArray(row.events, 'data.events').map((item, index) =>
    parseMatchCentreEvent(item, `data.events[${index}]`),
  );
  return {
    matchId: asNumber(row.matchId, 'data.matchId'),
    sport: asString(row.sport, 'data.sport'),
    home: parseTeam(row.home, 'data.home'),
    away: parseTeam(row.away, 'data.away'),
    events,
    nextIndex: numberOr0(row.nextIndex, 'data.nextIndex') || events.length,
  };
}

/**
 * The match centre's push message (the catalogue of src/contracts/push.ts): one event on the
 * match's own channel (`MatchPush.channel`, kind `match`). An event, not a latest value — the
 * push snapshot does not keep it; the centre snapshot above repairs gaps.
 */
export const MatchCentrePush = {
  event: definePushMessage<MatchCentreEvent>({
    namespace: 'match',
    name: 'event',
    channels: ['match'],
    mode: 'event',
    parse: (payload) => parseMatchCentreEvent(payload),
  }),
} as const;

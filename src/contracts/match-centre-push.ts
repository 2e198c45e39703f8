/**
 * The match centre's event as it is pushed (and as the centre's snapshot lists them): its own file,
 * because the push handler is registered at start-up and must not bring the snapshot's call and
 * answer (match-centre.ts) into the first screen.
 */
import { matchClock, matchScore } from './match';
import { MatchPush } from './match-push';
import { asNumber, asString, numberOr0, stringOrEmpty, wholeNumber, withDefault } from './parse';
import { pushMessages } from './push';
import { object, oneOf, record, type Infer } from './schema';

/** The side of an event; '' when it is neither team's (a period mark). */
const side = withDefault(oneOf(['home', 'away', ''], "'home' | 'away' | ''"), '');

/** Named figures; absent is none. */
const figures = withDefault(record(asNumber), {});

export const matchCentreEvent = object({
  matchId: asNumber,
  /** 0, 1, 2, … per match: a jump means a missed message. */
  index: wholeNumber('event index'),
  /** Server time of the event (ms since the epoch), the clock of the live values' `at`. */
  at: asNumber,
  kind: asString,
  side,
  ...matchClock,
  /** 0 when no player. */
  playerId: numberOr0,
  playerName: stringOrEmpty,
  otherId: numberOr0,
  otherName: stringOrEmpty,
  detail: stringOrEmpty,
  value: numberOr0,
  /** The score after the event. */
  ...matchScore,
  /** Extra figures of the kind (see Possession). */
  numbers: figures,
  /** 文字直播: the commentary line of the moment, '' when it is not worth a line. */
  text: stringOrEmpty,
});
export type MatchCentreEvent = Infer<typeof matchCentreEvent>;

/**
 * The match centre's push message (the catalogue of src/contracts/push.ts): one event on the
 * match's own channel (`MatchPush.channel`, kind `match`). An event, not a latest value — the
 * push snapshot does not keep it; the centre snapshot above repairs gaps.
 */
export const MatchCentrePush = {
  event: pushMessages('match').event('event', [MatchPush.channel.kind], matchCentreEvent),
} as const;

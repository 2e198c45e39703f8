/**
 * The match layer's push messages (protocol and catalogue in push.ts): one `match:<id>` channel per
 * match carrying its live fields after each change, and goals. Published by the development
 * server's world feed, applied by src/domains/match/store/match-push-handlers.ts. A file of its
 * own so the app's first screen takes the declarations without the match centre's contract.
 */
import { matchClock, penaltyScore } from './match';
import { asNumber, asString } from './parse';
import { channelKind, pushMessages, type PushAddress, type PushPayload } from './push';
import { object } from './schema';

/** A pushed score is always sent (0 is a score, not an absence). */
const scoreFields = { matchId: asNumber, homeScore: asNumber, awayScore: asNumber };

const matchLive = object({
  ...scoreFields,
  /** 'football' | 'basketball' */
  sport: asString,
  statusId: asNumber,
  ...matchClock,
  ...penaltyScore,
});

/**
 * The tracker's (动画直播) states travel on the match channel too (match-tracker-push.ts declares
 * them, with their schema): their address, for the first screen to expect them before the
 * tracker's chunk brings the rest.
 */
export const MATCH_TRACKER_STATE: PushAddress = { namespace: 'match', name: 'tracker' };

const match = pushMessages(MATCH_TRACKER_STATE.namespace);
const channel = channelKind('match');
/** The live fields of the match after each change: one latest value per match. */
const liveMessage = (name: string) => match.latest(name, [channel.kind], matchLive, (value) => String(value.matchId));

/** The match layer's push catalogue: its channel and its messages. */
export const MatchPush = {
  channel,
  status: liveMessage('status'),
  score: liveMessage('score'),
  clock: liveMessage('clock'),
  /** A goal: the new score of a match (the full live value follows as a score message). */
  goal: match.event('goal', [channel.kind], object(scoreFields)),
} as const;
export type MatchLivePayload = PushPayload<typeof MatchPush.status>;
export type MatchGoalPayload = PushPayload<typeof MatchPush.goal>;

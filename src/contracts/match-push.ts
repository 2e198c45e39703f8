/**
 * The match layer's push messages (protocol and catalogue in push.ts): one `match:<id>` channel per
 * match carrying its live fields after each change, and goals. Published by the development
 * server's world feed, applied by src/domains/match/store/match-push-handlers.ts. A file of its
 * own so the app's first screen takes the declarations without the rest of the match contract.
 */
import { asNumber, asString, nullableNumber, numberOr0 } from './parse';
import { channelName, definePushMessage, type ChannelName } from './push';
import { answer, object, type Infer } from './schema';

const scoreFields = { matchId: asNumber, homeScore: asNumber, awayScore: asNumber };

const matchLive = object({
  ...scoreFields,
  /** 'football' | 'basketball' */
  sport: asString,
  statusId: asNumber,
  /** Football minute (0 outside play). */
  minute: numberOr0,
  extraMinute: numberOr0,
  /** Basketball period (1–4, 5+ overtime) and seconds left in it. */
  period: numberOr0,
  clockSeconds: numberOr0,
  homePenaltyScore: nullableNumber,
  awayPenaltyScore: nullableNumber,
});
export type MatchLivePayload = Infer<typeof matchLive>;
export const parseMatchLivePayload = answer(matchLive, 'payload');

/** A goal: the new score of a match (the full live value follows as a score message). */
const matchGoal = object(scoreFields);
export type MatchGoalPayload = Infer<typeof matchGoal>;
export const parseMatchGoalPayload = answer(matchGoal, 'payload');

const MATCH_CHANNEL = 'match';

/** The live fields of the match after each change: one latest value per match. */
const matchLiveMessage = (name: string) =>
  definePushMessage<MatchLivePayload>({
    namespace: 'match',
    name,
    channels: [MATCH_CHANNEL],
    mode: 'latest',
    parse: parseMatchLivePayload,
    key: (value) => String(value.matchId),
  });

/** The match layer's push catalogue: its channel and its messages. */
export const MatchPush = {
  channel: (matchId: string | number): ChannelName => channelName(MATCH_CHANNEL, matchId),
  status: matchLiveMessage('status'),
  score: matchLiveMessage('score'),
  clock: matchLiveMessage('clock'),
  goal: definePushMessage<MatchGoalPayload>({
    namespace: 'match',
    name: 'goal',
    channels: [MATCH_CHANNEL],
    mode: 'event',
    parse: parseMatchGoalPayload,
  }),
} as const;

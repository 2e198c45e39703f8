/**
 * The match layer's push messages (protocol and catalogue in push.ts): one `match:<id>` channel per
 * match carrying its live fields after each change, and goals. Published by the development
 * server's world feed, applied by src/domains/match/store/match-push-handlers.ts. A file of its
 * own so the app's first screen takes the declarations without the rest of the match contract.
 */
import { asNumber, asObject, asString, withDefault, type Json } from './parse';
import { channelName, definePushMessage, type ChannelName } from './push';

export interface MatchLivePayload {
  matchId: number;
  /** 'football' | 'basketball' */
  sport: string;
  statusId: number;
  homeScore: number;
  awayScore: number;
  /** Football minute (0 outside play). */
  minute: number;
  extraMinute: number;
  /** Basketball period (1–4, 5+ overtime) and seconds left in it. */
  period: number;
  clockSeconds: number;
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
}

export function parseMatchLivePayload(value: Json): MatchLivePayload {
  const row = asObject(value, 'payload');
  const penalty = (field: Json, path: string) => (field === null || field === undefined ? null : asNumber(field, path));
  return {
    matchId: asNumber(row.matchId, 'payload.matchId'),
    sport: asString(row.sport, 'payload.sport'),
    statusId: asNumber(row.statusId, 'payload.statusId'),
    homeScore: asNumber(row.homeScore, 'payload.homeScore'),
    awayScore: asNumber(row.awayScore, 'payload.awayScore'),
    minute: withDefault(asNumber, 0)(row.minute, 'payload.minute'),
    extraMinute: withDefault(asNumber, 0)(row.extraMinute, 'payload.extraMinute'),
    period: withDefault(asNumber, 0)(row.period, 'payload.period'),
    clockSeconds: withDefault(asNumber, 0)(row.clockSeconds, 'payload.clockSeconds'),
    homePenaltyScore: penalty(row.homePenaltyScore, 'payload.homePenaltyScore'),
    awayPenaltyScore: penalty(row.awayPenaltyScore, 'payload.awayPenaltyScore'),
  };
}

/** A goal: the new score of a match (the full live value follows as a score message). */
export interface MatchGoalPayload {
  matchId: number;
  homeScore: number;
  awayScore: number;
}

export function parseMatchGoalPayload(value: Json): MatchGoalPayload {
  const row = asObject(value, 'payload');
  return {
    matchId: asNumber(row.matchId, 'payload.matchId'),
    homeScore: asNumber(row.homeScore, 'payload.homeScore'),
    awayScore: asNumber(row.awayScore, 'payload.awayScore'),
  };
}

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

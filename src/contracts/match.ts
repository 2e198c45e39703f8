/**
 * The match summary every domain shows (issue 14 §1): anchors, the five leagues, the cups, Euro,
 * World Cup and NBA read the same shape — teams, score, status id (spec section 4), clock — and
 * the streamers attached to it (spec "Match": anchorInfo). Shared by the app's match layer
 * (src/domains/match), the development server and the tests. Parsers throw MalformedDataError.
 */
import { asDate, asId, asNumber, asString, listOf, nullableNumber, numberOr0, optional, stringOrEmpty } from './parse';
import { derive, object, type Infer } from './schema';

// Groups of match fields that several answers and push messages carry, declared once and spread
// into their objects (`object({ ...matchClock, round: numberOr0 })`).

/** The clock: football minute (0 outside play) and added minutes; basketball period (1–4, 5+ overtime) and seconds left in it. */
export const matchClock = { minute: numberOr0, extraMinute: numberOr0, period: numberOr0, clockSeconds: numberOr0 };

/** The score, 0 while it has none. */
export const matchScore = { homeScore: numberOr0, awayScore: numberOr0 };

/** A penalty shootout's score; null without one. */
export const penaltyScore = { homePenaltyScore: nullableNumber, awayPenaltyScore: nullableNumber };

/** Host.liveStatus: 1 live, 0 off, 3 banned (dropped by the app). */
export const StreamerLiveStatus = { Off: 0, Live: 1, Banned: 3 } as const;
/** Schedule liveStatus (spec section 4): 0 not started, 1 in progress, 2 ended. */
export const ScheduleLiveStatus = { NotStarted: 0, InProgress: 1, Ended: 2 } as const;
/** A streamer on a match (spec Match.anchorInfo). */
export const anchorInfo = object({
  hostId: asNumber,
  nickName: stringOrEmpty,
  pictureId: stringOrEmpty,
  hostLiveStatus: numberOr0,
  watcherCount: numberOr0,
  liveStatus: asNumber,
  liveRoomId: asNumber,
  liveUserGroupId: nullableNumber,
  liveGroupUserType: nullableNumber,
  matchSource: asNumber,
  isTop: numberOr0,
});
export type AnchorInfo = Infer<typeof anchorInfo>;

/** A team as a match or a table shows it; the short name falls back to the full one. */
export const teamRow = object({ id: asId, nameZh: asString, shortNameZh: stringOrEmpty, logoFileId: stringOrEmpty });
export const withShortName = <T extends { nameZh: string; shortNameZh: string }>(team: T): T => ({
  ...team,
  shortNameZh: team.shortNameZh || team.nameZh,
});
export const teamSummary = derive(teamRow, withShortName);
export type TeamSummary = Infer<typeof teamSummary>;

/** A match as every page shows it: teams, score, status, clock, and the streamers on it. */
export const matchSummary = object({
  id: asId,
  /** 'football' | 'basketball' */
  sport: asString,
  competitionName: stringOrEmpty,
  stageName: stringOrEmpty,
  stageId: numberOr0,
  matchDate: asDate,
  statusId: asNumber,
  homeId: asId,
  awayId: asId,
  ...matchScore,
  home: teamSummary,
  away: teamSummary,
  ...matchClock,
  /** Absent when no streamer is left for the user (private rooms rule). */
  anchorInfo: optional(listOf(anchorInfo)),
});
export type MatchSummary = Infer<typeof matchSummary>;

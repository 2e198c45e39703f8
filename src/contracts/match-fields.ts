/**
 * Groups of match fields that several answers and push messages carry, declared once and spread
 * into their objects (`object({ ...matchClock, round: numberOr0 })`). A file of its own, with
 * only the readers, so the first screen's push declarations take it without the match contract.
 */
import { asNumber, nullableNumber, numberOr0 } from './parse';

/** The clock: football minute (0 outside play) and added minutes; basketball period (1–4, 5+ overtime) and seconds left in it. */
export const matchClock = { minute: numberOr0, extraMinute: numberOr0, period: numberOr0, clockSeconds: numberOr0 };

/** The score, 0 while it has none. */
export const matchScore = { homeScore: numberOr0, awayScore: numberOr0 };

/** A penalty shootout's score; null without one. */
export const penaltyScore = { homePenaltyScore: nullableNumber, awayPenaltyScore: nullableNumber };

/**
 * A streamer's room on a match (spec "Match": anchorInfo, and a host's schedule entries): whether
 * it is live, the room, and the private-room group that may watch it (rules/private-rooms.ts).
 */
export const matchRoom = {
  liveStatus: asNumber,
  liveRoomId: asNumber,
  liveUserGroupId: nullableNumber,
  liveGroupUserType: nullableNumber,
  matchSource: asNumber,
  isTop: numberOr0,
};

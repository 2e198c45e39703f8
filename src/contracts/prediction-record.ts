/**
 * A fan's 竞猜 record, computed by the server over the predictions they voted on that settled
 * (a 流局 counts for nothing): what the record call answers (predictions.ts) and what a chat line
 * carries of its sender (room-crowd-push.ts), so the chat shows it beside the name as a title.
 * A file of its own: the chat's chunk reads the record without the predictions' calls.
 */
import { numberOr0 } from './parse';
import { object, type Infer } from './schema';

/** How many of a fan's latest settled picks `recent` and `recentHits` look at (近10中N). */
export const RECENT_PICKS = 10;

export const fanRecordFields = {
  /** Settled picks, all time. */
  picks: numberOr0,
  /** Of them, those that hit. */
  hits: numberOr0,
  /** The latest settled picks, at most RECENT_PICKS. */
  recent: numberOr0,
  /** Of them, those that hit. */
  recentHits: numberOr0,
  /** Hits in a row up to the latest settled pick (0 when the latest missed). */
  streak: numberOr0,
  /** The longest run of hits. */
  bestStreak: numberOr0,
};

export const fanRecord = object(fanRecordFields);
export type FanRecord = Infer<typeof fanRecord>;

export const EMPTY_RECORD: FanRecord = { picks: 0, hits: 0, recent: 0, recentHits: 0, streak: 0, bestStreak: 0 };

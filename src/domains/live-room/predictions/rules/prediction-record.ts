/**
 * A fan's 竞猜 record as a title beside their name (chat rows, the history sheet): a run of three
 * or more hits says so (3连中); otherwise the latest picks' hits (近10中7). Nothing before a
 * first settled pick. Light: the chat's chunk imports it.
 */
import type { FanRecord } from '../../../../contracts/prediction-record';
import type { PredictionWords } from '../prediction-messages';

/** Hits in a row from which the title shows the run rather than 近N中M. */
export const STREAK_TITLE_FROM = 3;

export function recordTitle(
  record: FanRecord | null,
  words: Pick<PredictionWords, 'recordStreak' | 'recordRecent'>,
): string | undefined {
  if (!record || record.picks === 0) return undefined;
  if (record.streak >= STREAK_TITLE_FROM) return words.recordStreak(record.streak);
  return words.recordRecent(record.recent, record.recentHits);
}

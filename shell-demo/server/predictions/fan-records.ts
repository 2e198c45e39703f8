/**
 * Fans' 竞猜 records (prediction-record.ts): each settled prediction a fan voted on is a pick that
 * hit or missed; a 流局 is no pick. Kept a month after the last pick, a user's per the address it
 * voted from (fans-kept.ts).
 */
import { EMPTY_RECORD, RECENT_PICKS, type FanRecord } from '../../../src/contracts/prediction-record';
import type { ServerContext } from '../server-context';
import { FansKept, type Fan } from './fans-kept';

interface Kept {
  record: FanRecord;
  /** The latest picks, oldest first, at most RECENT_PICKS: hit or not. */
  latest: boolean[];
}

/** The record after one more settled pick. */
export function withPick(kept: Kept, hit: boolean): Kept {
  const latest = [...kept.latest, hit].slice(-RECENT_PICKS);
  const streak = hit ? kept.record.streak + 1 : 0;
  return {
    latest,
    record: {
      picks: kept.record.picks + 1,
      hits: kept.record.hits + (hit ? 1 : 0),
      recent: latest.length,
      recentHits: latest.filter(Boolean).length,
      streak,
      bestStreak: Math.max(kept.record.bestStreak, streak),
    },
  };
}

export const NO_PICKS: Kept = { record: EMPTY_RECORD, latest: [] };

export class FanRecords {
  private readonly kept: FansKept<Kept>;

  constructor(server: Pick<ServerContext, 'now' | 'usersKept'>) {
    this.kept = new FansKept(server);
  }

  add(fan: Fan, hit: boolean): void {
    this.kept.update(fan, (kept) => withPick(kept ?? NO_PICKS, hit));
  }

  /** The fan's record; null before their first settled pick. */
  of(uid: string): FanRecord | null {
    return this.kept.peek(uid)?.record ?? null;
  }
}

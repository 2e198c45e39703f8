/**
 * A moment changed in every feed that shows it (a like counts in the home's feed and in the
 * streamer's alike). Shared by the taps (moments-actions.ts) and the server's totals
 * (moment-calls.ts), which are in different chunks.
 */
import type { Moment } from '../../../contracts/anchors';
import type { AnchorsState, MomentFeed } from './initial-state';

export function mapMoment(
  moments: AnchorsState['moments'],
  momentId: number,
  update: (moment: Moment) => Moment,
): AnchorsState['moments'] {
  const next: Record<string, MomentFeed> = {};
  for (const [key, feed] of Object.entries(moments)) {
    next[key] = feed.list.some((moment) => moment.id === momentId)
      ? { ...feed, list: feed.list.map((moment) => (moment.id === momentId ? update(moment) : moment)) }
      : feed;
  }
  return next;
}

/** A streamer's moments as a live room's 动态 tab shows them (the named panel `anchors.streamerMoments`). */
import { streamerFeedKey } from '../store/initial-state';
import { MomentFeed } from './moment-feed';

export default function StreamerMomentsPanel({ hostId }: { hostId: number }) {
  return <MomentFeed feedKey={streamerFeedKey(hostId)} showAuthor={false} autoLoad />;
}

/** The weekly streamer ranking: rank, face, name, live state, watchers and fans; rows open the room. */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { type StreamerRankItem } from '../../../contracts/anchors';
import { StreamerLiveStatus } from '../../../contracts/match';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { anchorPaths } from '../anchor-paths';
import { messages } from '../messages';
import { formatCount } from '../../../lib/counts';
import styles from './rank-list.module.css';
import { useFileUrl } from '../../../platform/config/use-file-url';

const PODIUM = 3;

interface RankListProps {
  items: readonly StreamerRankItem[];
  /** Marks this streamer's row (the live room's own streamer). */
  currentStreamerId?: number;
}

export function RankList({ items, currentStreamerId }: RankListProps) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <RankRow item={item} current={item.id === currentStreamerId} />
        </li>
      ))}
    </ol>
  );
}

const RankRow = memo(function RankRow({ item, current }: { item: StreamerRankItem; current: boolean }) {
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  return (
    <Link
      className={current ? `${styles.row} ${styles.current}` : styles.row}
      to={href(anchorPaths.detail(item.id))}
      aria-current={current ? 'true' : undefined}
    >
      <span className={item.rank <= PODIUM ? `${styles.rank} ${styles[`top${item.rank}`]}` : styles.rank}>
        <span aria-hidden="true">{item.rank}</span>
        <VisuallyHidden>{messages.rankLabel(item.rank)}</VisuallyHidden>
      </span>
      <Avatar src={toUrl(item.pictureId)} name={item.nickName} alt="" size="m" />
      <span className={styles.body}>
        <span className={styles.nameLine}>
          <span className={styles.name}>{item.nickName}</span>
          {item.liveStatus === StreamerLiveStatus.Live && <Badge variant="live" />}
        </span>
        <span className={styles.figures}>
          <span>{messages.watchers(formatCount(item.watcherCount))}</span>
          <span>{messages.fans(formatCount(item.fansCount))}</span>
        </span>
      </span>
    </Link>
  );
});

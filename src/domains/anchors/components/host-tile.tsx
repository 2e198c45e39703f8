/** One anchor of the home's groups: face (ringed while streaming), name, watchers, first tag. */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Streamer } from '../../../contracts/anchors';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { anchorPaths } from '../anchor-paths';
import { messages } from '../messages';
import { formatCount } from '../../../lib/counts';
import { isStreaming } from '../rules/streamer-display';
import styles from './host-tile.module.css';
import { useFileUrl } from '../../../platform/config/use-file-url';

export const StreamerTile = memo(function StreamerTile({ host }: { host: Streamer }) {
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const live = isStreaming(host);
  return (
    <Link className={styles.tile} to={href(anchorPaths.detail(host.id))}>
      <span className={live ? `${styles.face} ${styles.live}` : styles.face}>
        <Avatar src={toUrl(host.pictureId)} name={host.nickName} alt="" size="l" className={styles.avatar} />
        {live && <Badge variant="live" className={styles.pill} />}
      </span>
      <span className={styles.name}>{host.nickName}</span>
      <span className={styles.watchers}>{messages.watchers(formatCount(host.watcherCount))}</span>
      {host.tags[0] && (
        <Badge variant="tag" tone="neutral" className={styles.tag}>
          {host.tags[0]}
        </Badge>
      )}
    </Link>
  );
});

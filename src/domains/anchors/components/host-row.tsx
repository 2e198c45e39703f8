/** An anchor of the all-anchors list: face (to their profile), then name, age, tags and watchers (to their room). */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Streamer } from '../../../contracts/anchors';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { anchorPaths } from '../anchor-paths';
import { messages } from '../messages';
import { formatCount } from '../../../lib/counts';
import { streamerAgeLabel } from '../rules/host-profile';
import { isStreaming } from '../rules/streamer-display';
import styles from './host-row.module.css';
import { useFileUrl } from '../../../platform/config/use-file-url';

const SHOWN_TAGS = 3;

export const StreamerRow = memo(function StreamerRow({ host, now }: { host: Streamer; now: number }) {
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const live = isStreaming(host);
  return (
    <div className={styles.row}>
      <Link
        className={styles.face}
        to={href(anchorPaths.anchorImage(host.id))}
        aria-label={messages.viewProfile(host.nickName)}
      >
        <Avatar src={toUrl(host.pictureId)} name={host.nickName} alt="" size="l" />
      </Link>
      <Link className={styles.body} to={href(anchorPaths.detail(host.id))}>
        <span className={styles.nameLine}>
          <span className={styles.name}>{host.nickName}</span>
          {live && <Badge variant="live" />}
        </span>
        <span className={styles.meta}>
          {streamerAgeLabel(host.birthday, now)} · {messages.watchers(formatCount(host.watcherCount))}
        </span>
        {host.tags.length > 0 && (
          <span className={styles.tags}>
            {host.tags.slice(0, SHOWN_TAGS).map((tag) => (
              <Badge key={tag} variant="tag" tone="neutral">
                {tag}
              </Badge>
            ))}
          </span>
        )}
      </Link>
    </div>
  );
});

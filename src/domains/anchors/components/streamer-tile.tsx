/** One anchor of the home's groups: face (ringed while streaming), name, watchers, first tag. */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Streamer } from '../../../contracts/anchors';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { formatCount } from '../../../platform/i18n/formats';
import { isStreaming } from '../../match/rules/streamer-display';
import styles from './streamer-tile.module.css';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { linkTo } from '../../../platform/domain/domain-links';
import { matchWords } from '../../match/match-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';

export const StreamerTile = memo(function StreamerTile({ streamer }: { streamer: Streamer }) {
  const matchText = useMessages(matchWords);
  const locale = useLocale();
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const live = isStreaming(streamer);
  return (
    <Link className={styles.tile} to={href(linkTo('live-room.room', { id: streamer.id }))}>
      <span className={live ? `${styles.face} ${styles.live}` : styles.face}>
        <Avatar src={toUrl(streamer.pictureId)} name={streamer.nickName} alt="" size="l" className={styles.avatar} />
        {live && <Badge variant="live" className={styles.pill} />}
      </span>
      <span className={styles.name}>{streamer.nickName}</span>
      <span className={styles.watchers}>{matchText.watchers(formatCount(locale, streamer.watcherCount))}</span>
      {streamer.tags[0] && (
        <Badge variant="tag" tone="neutral" className={styles.tag}>
          {streamer.tags[0]}
        </Badge>
      )}
    </Link>
  );
});

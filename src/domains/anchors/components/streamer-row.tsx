/** An anchor of the all-anchors list: face (to their profile), then name, age, tags and watchers (to their room). */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Streamer } from '../../../contracts/anchors';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Badge } from '../../../ui/badge';
import { formatCount } from '../../../platform/i18n/formats';
import { streamerAgeLabel } from '../rules/streamer-profile';
import { isStreaming } from '../../match/rules/streamer-display';
import styles from './streamer-row.module.css';
import { StreamerFace } from '../../match/components/streamer-face';
import { linkTo } from '../../../platform/domain/domain-links';
import { matchWords } from '../../match/match-messages';
import { profileWords } from '../profile-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';

const SHOWN_TAGS = 3;

export const StreamerRow = memo(function StreamerRow({ streamer, now }: { streamer: Streamer; now: number }) {
  const profileMessages = useMessages(profileWords);
  const matchText = useMessages(matchWords);
  const locale = useLocale();
  const { href } = useNavigation();
  const live = isStreaming(streamer);
  return (
    <div className={styles.row}>
      <StreamerFace streamer={streamer} size="l" className={styles.face} />
      <Link className={styles.body} to={href(linkTo('live-room.room', { id: streamer.id }))}>
        <span className={styles.nameLine}>
          <span className={styles.name}>{streamer.nickName}</span>
          {live && <Badge variant="live" />}
        </span>
        <span className={styles.meta}>
          {streamerAgeLabel(streamer.birthday, now, profileMessages)} ·{' '}
          {matchText.watchers(formatCount(locale, streamer.watcherCount))}
        </span>
        {streamer.tags.length > 0 && (
          <span className={styles.tags}>
            {streamer.tags.slice(0, SHOWN_TAGS).map((tag) => (
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

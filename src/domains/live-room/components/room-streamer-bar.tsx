/** The live room's host: face (to their profile), name, fans, what the room puts beside them (its 红包) and the follow button. */
import type { ReactNode } from 'react';
import type { Streamer } from '../../../contracts/anchors';
import { Badge } from '../../../ui/badge';
import { matchWords } from '../../match/match-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatCount } from '../../../platform/i18n/formats';
import { isStreaming } from '../../match/rules/streamer-display';
import styles from './room-streamer-bar.module.css';
import { StreamerFace } from '../../match/components/streamer-face';
import { SubscribeToggle } from '../../match/components/subscribe-toggle';

export function RoomStreamerBar({
  streamer,
  returnPath,
  aside,
}: {
  streamer: Streamer;
  returnPath: string;
  aside?: ReactNode;
}) {
  const matchText = useMessages(matchWords);
  const locale = useLocale();
  return (
    <div className={styles.bar}>
      <StreamerFace streamer={streamer} size="m" className={styles.profile} />
      <div className={styles.text}>
        <p className={styles.name}>
          <span className={styles.nick}>{streamer.nickName}</span>
          {isStreaming(streamer) && <Badge variant="live" />}
        </p>
        <p className={styles.figures}>
          {matchText.fans(formatCount(locale, streamer.fansCount))} ·{' '}
          {matchText.watchers(formatCount(locale, streamer.watcherCount))}
        </p>
      </div>
      {aside}
      <SubscribeToggle
        subject={{ kind: 'streamer', hostId: streamer.id, name: streamer.nickName }}
        returnPath={returnPath}
      />
    </div>
  );
}

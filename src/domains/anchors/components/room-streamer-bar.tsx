/** The live room's host: face (to their profile), name, fans and the follow button. */
import { Link } from 'react-router-dom';
import type { Streamer } from '../../../contracts/anchors';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { anchorPaths } from '../anchor-paths';
import { messages } from '../messages';
import { formatCount } from '../../../lib/counts';
import { isStreaming } from '../rules/streamer-display';
import styles from './room-streamer-bar.module.css';
import { SubscribeToggle } from './subscribe-toggle';
import { useFileUrl } from '../../../platform/config/use-file-url';

export function RoomStreamerBar({ streamer, returnPath }: { streamer: Streamer; returnPath: string }) {
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  return (
    <div className={styles.bar}>
      <Link
        className={styles.profile}
        to={href(anchorPaths.anchorImage(streamer.id))}
        aria-label={messages.viewProfile(streamer.nickName)}
      >
        <Avatar src={toUrl(streamer.pictureId)} name={streamer.nickName} alt="" size="m" />
      </Link>
      <div className={styles.text}>
        <p className={styles.name}>
          <span className={styles.nick}>{streamer.nickName}</span>
          {isStreaming(streamer) && <Badge variant="live" />}
        </p>
        <p className={styles.figures}>
          {messages.fans(formatCount(streamer.fansCount))} · {messages.watchers(formatCount(streamer.watcherCount))}
        </p>
      </div>
      <SubscribeToggle subject={{ kind: 'streamer', hostId: streamer.id, name: streamer.nickName }} returnPath={returnPath} />
    </div>
  );
}

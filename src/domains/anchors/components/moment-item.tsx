/**
 * One moment (post): author, time, text, pictures and likes. The text is the streamer's own words:
 * rendered as text only. A like tap counts at once; the store sends taps in batches.
 */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Moment } from '../../../contracts/anchors';
import { formatPostTime } from '../../../platform/i18n/formats';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Avatar } from '../../../ui/avatar';
import { anchorPaths } from '../anchor-paths';
import { momentWords } from '../moment-messages';
import { useAnchorsStore } from '../store/anchors-store';
import styles from './moment-item.module.css';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Picture } from '../../../ui/picture';

const SINGLE_PICTURE_PX = 200;
const GRID_PICTURE_PX = 108;
const MAX_PICTURES = 9;

interface MomentItemProps {
  moment: Moment;
  now: number;
  /** Show who wrote it (the home feed); a streamer's own feed leaves it out. */
  showAuthor: boolean;
}

export const MomentItem = memo(function MomentItem({ moment, now, showAuthor }: MomentItemProps) {
  const momentMessages = useMessages(momentWords);
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const locale = useLocale();
  const likeMoment = useAnchorsStore((state) => state.likeMoment);
  const pictures = moment.pictureIds.slice(0, MAX_PICTURES);
  const size = pictures.length === 1 ? SINGLE_PICTURE_PX : GRID_PICTURE_PX;
  return (
    <article className={styles.moment}>
      <header className={styles.header}>
        {showAuthor && (
          <Link className={styles.author} to={href(anchorPaths.anchorImage(moment.hostId))}>
            <Avatar src={toUrl(moment.pictureId)} name={moment.nickName} alt="" size="m" />
            <span className={styles.name}>{moment.nickName}</span>
          </Link>
        )}
        <time className={styles.time} dateTime={new Date(moment.createDate).toISOString()}>
          {formatPostTime(locale, moment.createDate, now)}
        </time>
      </header>
      {moment.content && <p className={styles.content}>{moment.content}</p>}
      {pictures.length > 0 && (
        <ul
          className={pictures.length === 1 ? `${styles.pictures} ${styles.single}` : styles.pictures}
          aria-label={momentMessages.momentPictures(pictures.length)}
        >
          {pictures.map((pictureId, index) => (
            <li key={`${pictureId}-${index}`}>
              <Picture className={styles.picture} src={toUrl(pictureId)} alt="" width={size} height={size} />
            </li>
          ))}
        </ul>
      )}
      <footer className={styles.footer}>
        <button
          type="button"
          className={styles.like}
          aria-label={momentMessages.likeLabel(moment.likeCount)}
          onClick={() => likeMoment(moment.id)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M12 20.5 4.9 13.6a4.6 4.6 0 0 1 6.5-6.5l.6.6.6-.6a4.6 4.6 0 0 1 6.5 6.5Z" fill="currentColor" />
          </svg>
          <span aria-hidden="true">{momentMessages.likes(moment.likeCount)}</span>
        </button>
        <span className={styles.comments}>{momentMessages.comments(moment.commentCount)}</span>
      </footer>
    </article>
  );
});

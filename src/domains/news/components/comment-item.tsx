/**
 * One comment with its replies: face, name and title, time (今天 HH:mm for today's), the text
 * (as text), photos, and like / reply / report. Replies are indented under it.
 */
import { memo } from 'react';
import type { TipComment } from '../../../contracts/news';
import { formatPostTime } from '../../../platform/i18n/formats';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { newsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import styles from './comment-item.module.css';
import { UserTitleBadge } from './user-title';
import { Picture } from '../../../ui/picture';

export interface CommentHandlers {
  onLike(commentId: number): void;
  /** Replies go to the top-level comment (the server keeps one level of replies). */
  onReply(target: { id: number; name: string }): void;
  onReport(commentId: number): void;
}

interface CommentItemProps extends CommentHandlers {
  comment: TipComment;
  now: number;
  /** The top-level comment a reply to this one belongs to. */
  threadId?: number;
}

export const CommentItem = memo(function CommentItem({
  comment,
  now,
  threadId,
  onLike,
  onReply,
  onReport,
}: CommentItemProps) {
  const messages = useMessages(newsWords);
  const locale = useLocale();
  const toUrl = useFileUrl();
  const isReply = threadId !== undefined;
  return (
    <article className={isReply ? `${styles.comment} ${styles.reply}` : styles.comment} aria-label={comment.nickName}>
      <Avatar src={toUrl(comment.headUrl)} name={comment.nickName} alt="" size="s" />
      <div className={styles.body}>
        <header className={styles.head}>
          <span className={styles.name}>{comment.nickName}</span>
          <UserTitleBadge titleId={comment.titleId} />
          <time className={styles.time} dateTime={new Date(comment.createDate).toISOString()}>
            {formatPostTime(locale, comment.createDate, now)}
          </time>
        </header>
        <p className={styles.text}>{comment.content}</p>
        {comment.photos.length > 0 && (
          <ul className={styles.photos} aria-label={messages.photos(comment.photos.length)}>
            {comment.photos.map((photo, index) => (
              <li key={`${photo}-${index}`}>
                <Picture src={toUrl(photo)} alt={messages.photoAlt(index + 1)} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={comment.isLiked ? `${styles.action} ${styles.liked}` : styles.action}
            aria-pressed={comment.isLiked}
            aria-label={messages.likeLabel(comment.likeCount, comment.isLiked)}
            onClick={() => onLike(comment.id)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M7 10v10H4V10z M7 10l4-7c1.5 0 2.5 1 2 3l-1 4h6c1.2 0 2 1 1.8 2.2l-1.5 6.3c-.2.9-1 1.5-2 1.5H7"
                fill={comment.isLiked ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
            {comment.likeCount}
          </button>
          <button
            type="button"
            className={styles.action}
            onClick={() => onReply({ id: threadId ?? comment.id, name: comment.nickName })}
          >
            {messages.reply}
          </button>
          <button type="button" className={styles.action} onClick={() => onReport(comment.id)}>
            {messages.report}
          </button>
        </div>
        {comment.subComments.length > 0 && (
          <div className={styles.replies}>
            {comment.subComments.map((reply) => (
              <CommentItem
                key={reply.id}
                comment={reply}
                now={now}
                threadId={comment.id}
                onLike={onLike}
                onReply={onReply}
                onReport={onReport}
              />
            ))}
          </div>
        )}
      </div>
    </article>
  );
});

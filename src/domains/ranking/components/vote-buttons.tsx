/** Like and dislike of a report: one vote per user, a second tap takes it back (the store is optimistic). */
import { memo } from 'react';
import { VoteStatus, type BettingReport, type VoteAction } from '../../../contracts/ranking';
import { messages } from '../messages';
import { rankingSelectors } from '../store/selectors';
import { useRankingStore } from '../store/ranking-store';
import styles from './report-card.module.css';

interface VoteButtonsProps {
  report: Pick<BettingReport, 'id' | 'like' | 'disLike' | 'voteStatus'>;
  onVote: (reportId: number, action: VoteAction) => void;
}

const THUMB =
  'M7 10v10H4V10h3Zm2 10h7.6a2 2 0 0 0 2-1.6l1.3-6.5A2 2 0 0 0 17.9 9.5H14l.7-3.8A1.6 1.6 0 0 0 12 4.4L9 9.6V20Z';

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={down ? styles.down : undefined}
    >
      <path d={THUMB} fill="currentColor" />
    </svg>
  );
}

export const VoteButtons = memo(function VoteButtons({ report, onVote }: VoteButtonsProps) {
  const pending = useRankingStore(rankingSelectors.votePending(report.id));
  const liked = report.voteStatus === VoteStatus.Liked;
  const disliked = report.voteStatus === VoteStatus.Disliked;
  return (
    <span className={styles.votes}>
      <button
        type="button"
        className={liked ? `${styles.vote} ${styles.voted}` : styles.vote}
        aria-pressed={liked}
        aria-label={messages.likeLabel(report.like, liked)}
        aria-disabled={pending || undefined}
        onClick={() => !pending && onVote(report.id, 'like')}
      >
        <Thumb />
        <span aria-hidden="true">{report.like}</span>
      </button>
      <button
        type="button"
        className={disliked ? `${styles.vote} ${styles.voted}` : styles.vote}
        aria-pressed={disliked}
        aria-label={messages.dislikeLabel(report.disLike, disliked)}
        aria-disabled={pending || undefined}
        onClick={() => !pending && onVote(report.id, 'dislike')}
      >
        <Thumb down />
        <span aria-hidden="true">{report.disLike}</span>
      </button>
    </span>
  );
});

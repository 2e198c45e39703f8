/** Like and dislike of a report: one vote per user, a second tap takes it back (the store is optimistic). */
import { memo } from 'react';
import { VoteStatus, type BettingReport, type VoteAction } from '../../../contracts/ranking';
import { rankingWords } from '../ranking-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { rankingSelectors } from '../store/selectors';
import { useRankingStore } from '../store/ranking-store';
import styles from './report-card.module.css';

interface VoteButtonsProps {
  report: Pick<BettingReport, 'id' | 'like' | 'disLike' | 'voteStatus'>;
  onVote: (reportId: number, action: VoteAction) => void;
}

const THUMB =
  'M7 10v10H4V10h3Zm2 10h7.6a2 2 0 0 0 2-1.6l1.3-6.5A2 2 0 0 0 17.9 9.5H14l.7-3.8A1.6 1.6 0 0 0 12 4.4L9 9.6V20Z';

const BUTTONS = [
  { action: 'like', status: VoteStatus.Liked, count: 'like', label: 'likeLabel' },
  { action: 'dislike', status: VoteStatus.Disliked, count: 'disLike', label: 'dislikeLabel' },
] as const;

export const VoteButtons = memo(function VoteButtons({ report, onVote }: VoteButtonsProps) {
  const messages = useMessages(rankingWords);
  const pending = useRankingStore(rankingSelectors.votePending(report.id));
  return (
    <span className={styles.votes}>
      {BUTTONS.map(({ action, status, count, label }) => {
        const pressed = report.voteStatus === status;
        return (
          <button
            key={action}
            type="button"
            className={pressed ? `${styles.vote} ${styles.voted}` : styles.vote}
            aria-pressed={pressed}
            aria-label={messages[label](report[count], pressed)}
            aria-disabled={pending || undefined}
            onClick={() => !pending && onVote(report.id, action)}
          >
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
              className={action === 'dislike' ? styles.down : undefined}
            >
              <path d={THUMB} fill="currentColor" />
            </svg>
            <span aria-hidden="true">{report[count]}</span>
          </button>
        );
      })}
    </span>
  );
});

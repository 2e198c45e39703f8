/**
 * An expert's record as the page computes it from every settled tip it lists:
 * hit rate, the last ten with their results (each opens its tip), current and longest streak,
 * the last seven days' return — with how many settled tips it is based on.
 */
import { Link } from 'react-router-dom';
import type { TipMessage } from '../../../contracts/news';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import type { PagedFeed } from '../../../platform/store/paged-feed';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { expertRecord } from '../rules/expert-record';
import { FigureGrid } from './figure-grid';
import { ResultStamp } from './result-stamp';
import styles from './expert-record-card.module.css';
import { useTipPath } from './use-tip-path';

interface ExpertRecordCardProps {
  history: PagedFeed<TipMessage, unknown>;
  /** Server time, for the last seven days. */
  now: number;
  onRetry: () => void;
}

export function ExpertRecordCard({ history, now, onRetry }: ExpertRecordCardProps) {
  const messages = useMessages(newsWords);
  const { href } = useNavigation();
  const pathOf = useTipPath();
  const complete = history.status === 'ready' && history.isLastPage;
  if (history.status === 'failed' || history.moreFailed) {
    return <ErrorState onRetry={onRetry} />;
  }
  if (!complete) {
    return (
      <section className={styles.card} aria-busy="true" aria-label={messages.recordTitle}>
        <p className={styles.basis}>{messages.recordLoading}</p>
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </section>
    );
  }
  const record = expertRecord(history.list, now);
  const figures = [
    { label: messages.hitRate, value: messages.percent(record.hitPercents) },
    { label: messages.currentStreak, value: String(record.winContinuous) },
    { label: messages.longestStreak, value: String(record.longestWin) },
    { label: messages.weeklyReturn, value: messages.signedPercent(record.weekRateReturn) },
  ];
  return (
    <section className={styles.card} aria-labelledby="expert-record-title">
      <h2 id="expert-record-title" className={styles.title}>
        {messages.recordTitle}
      </h2>
      <FigureGrid figures={figures} />
      <div className={styles.ten}>
        <span className={styles.tenLabel}>{messages.tenWin(record.lastTen.length, record.tenWin)}</span>
        <ol className={styles.tenList} aria-label={messages.tenHistory}>
          {record.lastTen.map((item) => (
            <li key={item.tipId}>
              <Link to={href(pathOf(item.tipId))} className={styles.tenItem}>
                <ResultStamp result={item.result} size="s" />
              </Link>
            </li>
          ))}
        </ol>
      </div>
      <p className={styles.basis}>{messages.recordBasis(record.settled)}</p>
    </section>
  );
}

/** /anchor/week-rank — the weekly host ranking. */
import { useEffect } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { SkeletonList } from '../../../ui/skeleton';
import { PageBar } from '../components/page-bar';
import { RankList } from '../components/rank-list';
import { messages } from '../messages';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors } from '../store/selectors';
import styles from './week-rank-page.module.css';

export default function WeekRankPage() {
  const status = useAnchorsStore(anchorsSelectors.rankStatus);
  const items = useAnchorsStore(anchorsSelectors.rankItems);
  const loadRank = useAnchorsStore((state) => state.loadRank);

  useEffect(() => {
    void loadRank();
  }, [loadRank]);

  return (
    <div className={styles.page}>
      <PageBar title={messages.weekRankTitle} />
      {status === 'failed' ? (
        <ErrorState title={messages.loadFailed} message={messages.loadFailedHint} onRetry={() => void loadRank()} />
      ) : status !== 'ready' ? (
        <SkeletonList rows={8} label={messages.loading} />
      ) : items.length === 0 ? (
        <EmptyState title={messages.noRank} />
      ) : (
        <RankList items={items} />
      )}
    </div>
  );
}

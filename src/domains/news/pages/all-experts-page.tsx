/** /news/all-gods — every expert, by followers, hit rate, streak or the week's return, a page at a time. */
import { useCallback, useEffect } from 'react';
import { ExpertSort, type ExpertProfile } from '../../../contracts/news';
import { feedListProps } from '../../../platform/store/feed-list';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InfiniteList } from '../../../ui/infinite-list';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { ExpertRow } from '../components/expert-row';
import { NewsPageBar } from '../components/news-page-bar';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './list-page.module.css';

/** The list pages on through every expert: only those near the viewport are rendered. */
const EXPERT_WINDOW = { estimateHeight: 76 };

export default function AllExpertsPage() {
  const messages = useMessages(newsWords);
  const sorts = [
    { value: ExpertSort.Popular, label: messages.sortPopular },
    { value: ExpertSort.HitRate, label: messages.sortHitRate },
    { value: ExpertSort.Streak, label: messages.sortStreak },
    { value: ExpertSort.WeeklyReturn, label: messages.sortWeekly },
  ] as const;
  const feed = useNewsStore(newsSelectors.allExperts);
  const { loadAllExperts, loadMoreAllExperts, setExpertSort } = useNewsStore.getState();
  useEffect(() => {
    if (feed.status === 'idle') void loadAllExperts();
  }, [feed.status, loadAllExperts]);
  const sort = feed.query;
  const renderItem = useCallback(
    (expert: ExpertProfile, index: number) => <ExpertRow expert={expert} sort={sort} rank={index + 1} />,
    [sort],
  );
  return (
    <div className={styles.page}>
      <NewsPageBar title={messages.allExpertsTitle} />
      <div className={styles.toolbar}>
        <SegmentedControl
          ariaLabel={messages.sortLabel}
          options={sorts}
          value={sort}
          onChange={(value) => void setExpertSort(value)}
          size="s"
          block
        />
      </div>
      <InfiniteList
        {...feedListProps(feed, { load: loadAllExperts, loadMore: loadMoreAllExperts })}
        keyOf={(expert) => expert.id}
        renderItem={renderItem}
        onRefresh={() => loadAllExperts()}
        skeleton={<SkeletonList rows={6} />}
        errorState={<ErrorState onRetry={() => void loadAllExperts()} />}
        empty={<EmptyState title={messages.noExperts} />}
        ariaLabel={messages.allExpertsTitle}
        windowed={EXPERT_WINDOW}
      />
    </div>
  );
}

/**
 * A paged list of moments with its sort (最新 / 最热): page 1 replaces, later pages append
 * (store). Skeleton while the first page loads, error state with retry, empty state.
 */
import { useCallback, useEffect } from 'react';
import { MomentSort, type Moment } from '../../../contracts/anchors';
import { feedListProps } from '../../../platform/store/feed-list';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InfiniteList } from '../../../ui/infinite-list';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { momentWords } from '../moment-messages';
import { useAnchorsStore } from '../store/anchors-store';
import type { MomentFeedKey } from '../store/initial-state';
import { anchorsSelectors } from '../store/selectors';
import styles from './moment-feed.module.css';
import { MomentItem } from './moment-item';
import { useNow } from '../../../ui/use-now';
import { anchorWords } from '../anchor-messages';
import { useMessages } from '../../../platform/i18n/messages';

interface MomentFeedProps {
  feedKey: MomentFeedKey;
  showAuthor: boolean;
  /** The heading above the sort; the room's tab has none. */
  title?: string;
  /** Loads page 1 when shown and never loaded (a streamer's feed; the home's comes with the anchor list). */
  autoLoad?: boolean;
}

export function MomentFeed({ feedKey, showAuthor, title, autoLoad = false }: MomentFeedProps) {
  const messages = useMessages(anchorWords);
  const momentMessages = useMessages(momentWords);
  const sortOptions = [
    { value: MomentSort.Newest, label: momentMessages.sortNewest },
    { value: MomentSort.MostLiked, label: momentMessages.sortMostLiked },
  ] as const;
  const feed = useAnchorsStore(anchorsSelectors.momentFeed(feedKey));
  const loadMoments = useAnchorsStore((state) => state.loadMoments);
  const loadMoreMoments = useAnchorsStore((state) => state.loadMoreMoments);
  const setMomentSort = useAnchorsStore((state) => state.setMomentSort);
  const now = useNow(60_000);
  const neverLoaded = feed.status === 'idle';
  useEffect(() => {
    if (autoLoad && neverLoaded) void loadMoments(feedKey);
  }, [autoLoad, neverLoaded, feedKey, loadMoments]);
  const renderItem = useCallback(
    (moment: Moment) => <MomentItem moment={moment} now={now} showAuthor={showAuthor} />,
    [now, showAuthor],
  );

  return (
    <section className={styles.feed} aria-label={title ?? messages.momentsTitle}>
      <div className={styles.bar}>
        {title && <h2 className={styles.title}>{title}</h2>}
        <SegmentedControl
          ariaLabel={momentMessages.momentSortLabel}
          size="s"
          options={sortOptions}
          value={feed.query}
          onChange={(value) => void setMomentSort(feedKey, value)}
        />
      </div>
      <InfiniteList
        {...feedListProps(feed, { load: () => loadMoments(feedKey), loadMore: () => loadMoreMoments(feedKey) })}
        keyOf={(moment) => moment.id}
        renderItem={renderItem}
        skeleton={<SkeletonList rows={3} lines={3} />}
        errorState={<ErrorState onRetry={() => void loadMoments(feedKey)} />}
        empty={<EmptyState title={momentMessages.noMoments} />}
        ariaLabel={title ?? messages.momentsTitle}
      />
    </section>
  );
}

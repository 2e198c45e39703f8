/** /anchor/all-anchor — every anchor, live ones on a filter, a page at a time. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PromotionStrip } from '../../../features/promotions/promotion-strip';
import type { Streamer } from '../../../contracts/anchors';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InfiniteList } from '../../../ui/infinite-list';
import { LastSeenNote } from '../../../ui/last-seen-note';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { StreamerRow } from '../components/streamer-row';
import { AnchorPageBar } from '../components/anchor-page-bar';
import { useAllStreamers } from '../components/use-shown-streamers';
import { useNow } from '../../../ui/use-now';
import { profileWords } from '../profile-messages';
import { isStreaming } from '../../match/rules/streamer-display';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors } from '../store/selectors';
import styles from './all-anchors-page.module.css';
import { anchorWords } from '../anchor-messages';
import { useMessages } from '../../../platform/i18n/messages';

type Filter = 'all' | 'live';

export default function AllAnchorsPage() {
  const messages = useMessages(anchorWords);
  const profileMessages = useMessages(profileWords);
  const filters = [
    { value: 'all', label: profileMessages.filterAll },
    { value: 'live', label: profileMessages.filterLive },
  ] as const;
  const list = useAnchorsStore(anchorsSelectors.allStreamersResource);
  const { status } = list;
  const streamers = useAllStreamers();
  const visibleCount = useAnchorsStore(anchorsSelectors.allStreamersVisibleCount);
  const loadAllStreamers = useAnchorsStore((state) => state.loadAllStreamers);
  const showMoreStreamers = useAnchorsStore((state) => state.showMoreStreamers);
  const [filter, setFilter] = useState<Filter>('all');
  const now = useNow(null);

  useEffect(() => {
    void loadAllStreamers();
  }, [loadAllStreamers]);

  const filtered = useMemo(() => (filter === 'live' ? streamers.filter(isStreaming) : streamers), [filter, streamers]);
  const shown = useMemo(() => filtered.slice(0, visibleCount), [filtered, visibleCount]);
  const renderItem = useCallback((streamer: Streamer) => <StreamerRow streamer={streamer} now={now} />, [now]);

  return (
    <div className={styles.page}>
      <AnchorPageBar title={profileMessages.allAnchorsTitle} />
      <PromotionStrip place="anchorPages" />
      <div className={styles.filters}>
        <SegmentedControl
          ariaLabel={profileMessages.anchorsFilterLabel}
          options={filters}
          value={filter}
          onChange={setFilter}
          size="s"
        />
      </div>
      {list.stale && list.updatedAt !== null && <LastSeenNote updatedAt={list.updatedAt} />}
      <InfiniteList
        items={shown}
        keyOf={(streamer) => streamer.id}
        renderItem={renderItem}
        isLoading={status === 'loading' || status === 'idle'}
        isLastPage={shown.length >= filtered.length}
        error={status === 'failed'}
        onLoadMore={showMoreStreamers}
        onRetry={() => void loadAllStreamers()}
        onRefresh={() => loadAllStreamers()}
        skeleton={<SkeletonList rows={6} />}
        errorState={<ErrorState onRetry={() => void loadAllStreamers()} />}
        empty={<EmptyState title={messages.noAnchors} />}
        ariaLabel={profileMessages.allAnchorsTitle}
      />
    </div>
  );
}

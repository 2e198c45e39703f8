/** /anchor/all-anchor — every anchor, live ones on a filter, a page at a time. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Streamer } from '../../../contracts/anchors';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InfiniteList } from '../../../ui/infinite-list';
import { LastSeenNote } from '../../../ui/last-seen-note';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { StreamerRow } from '../components/host-row';
import { AnchorPageBar } from '../components/anchor-page-bar';
import { useNow } from '../../../ui/use-now';
import { messages } from '../messages';
import { isStreaming } from '../rules/streamer-display';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors } from '../store/selectors';
import styles from './all-anchors-page.module.css';
import { uiCopy } from '../../../ui/copy';

type Filter = 'all' | 'live';
const FILTERS = [
  { value: 'all', label: messages.filterAll },
  { value: 'live', label: messages.filterLive },
] as const;

export default function AllAnchorsPage() {
  const list = useAnchorsStore(anchorsSelectors.allStreamersResource);
  const { status } = list;
  const hosts = useAnchorsStore(anchorsSelectors.allStreamers);
  const visibleCount = useAnchorsStore(anchorsSelectors.allStreamersVisibleCount);
  const loadAllHosts = useAnchorsStore((state) => state.loadAllStreamers);
  const showMoreHosts = useAnchorsStore((state) => state.showMoreStreamers);
  const [filter, setFilter] = useState<Filter>('all');
  const now = useNow(null);

  useEffect(() => {
    void loadAllHosts();
  }, [loadAllHosts]);

  const filtered = useMemo(() => (filter === 'live' ? hosts.filter(isStreaming) : hosts), [filter, hosts]);
  const shown = useMemo(() => filtered.slice(0, visibleCount), [filtered, visibleCount]);
  const renderItem = useCallback((host: Streamer) => <StreamerRow host={host} now={now} />, [now]);

  return (
    <div className={styles.page}>
      <AnchorPageBar title={messages.allAnchorsTitle} />
      <div className={styles.filters}>
        <SegmentedControl
          ariaLabel={messages.anchorsFilterLabel}
          options={FILTERS}
          value={filter}
          onChange={setFilter}
          size="s"
        />
      </div>
      {list.stale && list.updatedAt !== null && <LastSeenNote updatedAt={list.updatedAt} />}
      <InfiniteList
        items={shown}
        keyOf={(host) => host.id}
        renderItem={renderItem}
        isLoading={status === 'loading' || status === 'idle'}
        isLastPage={shown.length >= filtered.length}
        error={status === 'failed'}
        onLoadMore={showMoreHosts}
        onRetry={() => void loadAllHosts()}
        onRefresh={() => loadAllHosts()}
        skeleton={<SkeletonList rows={6} label={uiCopy.loading} />}
        errorState={
          <ErrorState
            title={uiCopy.loadFailed}
            message={uiCopy.loadFailedHint}
            onRetry={() => void loadAllHosts()}
          />
        }
        empty={<EmptyState title={messages.noAnchors} />}
        ariaLabel={messages.allAnchorsTitle}
      />
    </div>
  );
}

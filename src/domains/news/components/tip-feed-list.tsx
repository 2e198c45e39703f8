/**
 * A list of tips that grows a page at a time (ui/infinite-list): skeleton, error with retry,
 * empty, the retry footer, pull-to-refresh. The /news feed, an expert's tips and the bench's
 * 500-tip scroll use it.
 */
import { useCallback, type ReactNode } from 'react';
import type { TipMessage } from '../../../contracts/news';
import { feedListProps } from '../../../platform/store/feed-list';
import type { PagedFeed } from '../../../platform/store/paged-feed';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InfiniteList } from '../../../ui/infinite-list';
import { SkeletonList } from '../../../ui/skeleton';
import { TipCard } from './tip-card';

interface TipFeedListProps {
  feed: PagedFeed<TipMessage, unknown>;
  now: number;
  onLoadMore: () => void;
  onRetry: () => void;
  onRefresh?: () => Promise<void>;
  showExpert?: boolean;
  emptyTitle: string;
  emptyHint?: string;
  ariaLabel: string;
  /** A line under a card (my orders). */
  footnoteOf?: (tip: TipMessage) => ReactNode;
}

const keyOf = (tip: TipMessage) => tip.id;
/** A feed pages on to hundreds of tips: only those near the viewport are rendered. */
const TIP_WINDOW = { estimateHeight: 150 };

export function TipFeedList({
  feed,
  now,
  onLoadMore,
  onRetry,
  onRefresh,
  showExpert = true,
  emptyTitle,
  emptyHint,
  ariaLabel,
  footnoteOf,
}: TipFeedListProps) {
  const renderItem = useCallback(
    (tip: TipMessage) => <TipCard tip={tip} now={now} showExpert={showExpert} footnote={footnoteOf?.(tip)} />,
    [now, showExpert, footnoteOf],
  );
  return (
    <InfiniteList
      {...feedListProps(feed, { load: onRetry, loadMore: onLoadMore })}
      keyOf={keyOf}
      renderItem={renderItem}
      onRefresh={onRefresh}
      skeleton={<SkeletonList rows={4} lines={3} />}
      errorState={<ErrorState onRetry={onRetry} />}
      empty={<EmptyState title={emptyTitle} hint={emptyHint} />}
      ariaLabel={ariaLabel}
      windowed={TIP_WINDOW}
    />
  );
}

import { useEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { SkeletonList } from './skeleton';
import { Spinner } from './spinner';
import { VirtualList, type VirtualListProps } from './virtual-list';
import styles from './infinite-list.module.css';
import { uiWords } from './ui-messages';
import { useMessages } from '../platform/i18n/messages';

export interface InfiniteListProps<Item> {
  items: readonly Item[];
  /** Renders one row. Rows are keyed by `keyOf`, so a virtualiser can take over later. */
  renderItem: (item: Item, index: number) => ReactNode;
  keyOf: (item: Item, index: number) => Key;
  /** Asked for the next page when the end of the list comes near. */
  onLoadMore?: () => void;
  /** A page (first or next) is being fetched. Set it before the first fetch too. */
  isLoading?: boolean;
  /** The server said there is nothing after this page (spec: isLastPage). */
  isLastPage?: boolean;
  /** The last page request failed: a retry footer, or an error state when nothing is shown. */
  error?: boolean;
  /** Retries the failed page; defaults to `onLoadMore`. */
  onRetry?: () => void;
  /** Enables pull-to-refresh; the indicator stays until the promise settles. */
  onRefresh?: () => Promise<void>;
  /** Shown when the list is empty (defaults to EmptyState '暂无数据'). */
  empty?: ReactNode;
  /** Shown while the first page loads (defaults to five skeleton rows). */
  skeleton?: ReactNode;
  /** Shown when the first page failed (defaults to ErrorState with retry). */
  errorState?: ReactNode;
  /** How far before the end (px) the next page is asked for. */
  loadMoreOffset?: number;
  ariaLabel?: string;
  className?: string;
  /** Class of the <ul>, e.g. to lay rows out as a grid. */
  listClassName?: string;
  itemClassName?: string;
  /**
   * Render only the rows near the viewport (VirtualList), for a feed that pages on and on: a
   * typical row's height. Not for a grid (`listClassName` laying rows side by side).
   */
  windowed?: { estimateHeight: number };
}

/** The list with every row rendered (a short feed, a grid): the rows as VirtualList takes them. */
function EveryRow<Item>({
  items,
  keyOf,
  renderItem,
  ariaLabel,
  className,
  itemClassName,
}: Omit<VirtualListProps<Item>, 'estimateHeight'>) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={ariaLabel}>
      {items.map((item, index) => (
        <li key={keyOf(item, index)} className={itemClassName}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

/** Pull distance (after damping) that arms the refresh, and the furthest it goes. */
const REFRESH_THRESHOLD_PX = 56;
const MAX_PULL_PX = 96;
const PULL_DAMPING = 0.5;

type PullStatus = 'idle' | 'pulling' | 'ready' | 'refreshing';

const PULL_LABEL = { pulling: 'pullToRefresh', ready: 'releaseToRefresh', refreshing: 'refreshing' } as const;

/** True when neither the list nor any scrolling ancestor (nor the page) is scrolled down. */
function isScrolledToTop(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
}

/**
 * A paged list: next page when a sentinel near the end becomes visible
 * (IntersectionObserver; a '加载更多' button where there is none), a footer for
 * loading / last page / retry, pull-to-refresh, and empty, skeleton and error slots.
 */
export function InfiniteList<Item>({
  items,
  renderItem,
  keyOf,
  onLoadMore,
  isLoading = false,
  isLastPage = false,
  error = false,
  onRetry,
  onRefresh,
  empty,
  skeleton,
  errorState,
  loadMoreOffset = 300,
  ariaLabel,
  className,
  listClassName,
  itemClassName,
  windowed,
}: InfiniteListProps<Item>) {
  const words = useMessages(uiWords);
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  const onRefreshRef = useRef(onRefresh);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
    onRefreshRef.current = onRefresh;
  }, [onLoadMore, onRefresh]);

  const hasItems = items.length > 0;
  const canLoadMore = hasItems && !isLastPage && !error && !isLoading && onLoadMore !== undefined;
  const [observerAvailable] = useState(() => typeof IntersectionObserver !== 'undefined');

  // A fresh observer after every page: its first report says whether the sentinel is still
  // in view (a short page), so loading continues until the screen is full.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoadMore || !sentinel || !observerAvailable) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      // One request per sighting; the next page re-creates the observer.
      observer.disconnect();
      onLoadMoreRef.current?.();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, items.length, observerAvailable]);

  const { pullDistance, pullStatus } = usePullToRefresh(rootRef, onRefresh !== undefined, onRefreshRef);

  const retry = onRetry ?? onLoadMore;

  // The same rows, whichever list renders them.
  const rows = { items, keyOf, renderItem, ariaLabel, className: listClassName, itemClassName };
  let body: ReactNode;
  if (!hasItems && isLoading) body = skeleton ?? <SkeletonList />;
  else if (!hasItems && error) body = errorState ?? <ErrorState onRetry={retry} />;
  else if (!hasItems) body = empty ?? <EmptyState />;
  else
    body = (
      <>
        {windowed ? <VirtualList {...rows} estimateHeight={windowed.estimateHeight} /> : <EveryRow {...rows} />}
        {canLoadMore && observerAvailable && (
          // Lifted by `loadMoreOffset`, so it comes into view that far before the end.
          <div ref={sentinelRef} className={styles.sentinel} style={{ top: -loadMoreOffset }} aria-hidden="true" />
        )}
        <div className={styles.footer} aria-live="polite">
          {isLoading ? (
            <span className={styles.footerNote}>
              <Spinner size="s" />
              {words.loadingMore}
            </span>
          ) : error ? (
            <button type="button" className={styles.footerButton} onClick={retry}>
              {words.loadMoreFailed}
            </button>
          ) : isLastPage ? (
            <span className={styles.footerNote}>{words.noMore}</span>
          ) : canLoadMore && !observerAvailable ? (
            <button type="button" className={styles.footerButton} onClick={onLoadMore}>
              {words.loadMore}
            </button>
          ) : null}
        </div>
      </>
    );

  const pulled = pullDistance > 0 || pullStatus === 'refreshing';
  return (
    <div ref={rootRef} className={[styles.root, pulled && styles.pulled, className].filter(Boolean).join(' ')}>
      {onRefresh && (
        <div
          className={
            pullStatus === 'pulling' || pullStatus === 'ready' ? styles.pull : `${styles.pull} ${styles.settling}`
          }
          style={{ transform: `translateY(${pullDistance - REFRESH_THRESHOLD_PX}px)`, height: REFRESH_THRESHOLD_PX }}
          role="status"
        >
          {pullStatus !== 'idle' && (
            <>
              {pullStatus === 'refreshing' ? (
                <Spinner size="s" />
              ) : (
                <span
                  className={pullStatus === 'ready' ? `${styles.arrow} ${styles.arrowUp}` : styles.arrow}
                  aria-hidden="true"
                >
                  ↓
                </span>
              )}
              <span>{words[PULL_LABEL[pullStatus]]}</span>
            </>
          )}
        </div>
      )}
      <div
        className={
          pullStatus === 'pulling' || pullStatus === 'ready' ? styles.content : `${styles.content} ${styles.settling}`
        }
        // No transform at rest: it would make this the containing block of fixed descendants.
        style={pulled ? { transform: `translateY(${pullDistance}px)` } : undefined}
      >
        {body}
      </div>
    </div>
  );
}

/** Touch pull-down at the top of the page: '下拉刷新' → '释放刷新' → '刷新中…'. */
function usePullToRefresh(
  rootRef: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  onRefreshRef: RefObject<(() => Promise<void>) | undefined>,
): { pullDistance: number; pullStatus: PullStatus } {
  const [pullDistance, setPullDistance] = useState(0);
  const [pullStatus, setPullStatus] = useState<PullStatus>('idle');

  useEffect(() => {
    const root = rootRef.current;
    if (!enabled || !root) return;
    let mounted = true;
    let refreshing = false;
    let start: { x: number; y: number } | null = null;
    let decided = false; // whether this gesture was judged vertical
    let distance = 0;

    const show = (next: number) => {
      distance = next;
      setPullDistance(next);
      setPullStatus(next >= REFRESH_THRESHOLD_PX ? 'ready' : next > 0 ? 'pulling' : 'idle');
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        !refreshing && event.touches.length === 1 && touch && isScrolledToTop(root)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
      decided = false;
    };

    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!decided) {
        // A sideways swipe (a tab strip) or an upward scroll is not a pull.
        if (dy <= 0 || Math.abs(dx) > Math.abs(dy)) {
          start = null;
          return;
        }
        decided = true;
      }
      // Our pull replaces the browser's own overscroll bounce.
      if (event.cancelable) event.preventDefault();
      show(Math.min(MAX_PULL_PX, Math.max(0, dy) * PULL_DAMPING));
    };

    const onTouchEnd = (event: TouchEvent) => {
      if (!start) return;
      start = null;
      const refresh = onRefreshRef.current;
      if (event.type === 'touchend' && distance >= REFRESH_THRESHOLD_PX && refresh) {
        refreshing = true;
        distance = REFRESH_THRESHOLD_PX;
        setPullDistance(REFRESH_THRESHOLD_PX);
        setPullStatus('refreshing');
        // The caller reports its own failure (a toast); the list only has to settle.
        void refresh()
          .catch(() => undefined)
          .finally(() => {
            refreshing = false;
            if (mounted) show(0);
          });
      } else {
        show(0);
      }
    };

    root.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: it has to cancel the native overscroll while pulling.
    root.addEventListener('touchmove', onTouchMove, { passive: false });
    root.addEventListener('touchend', onTouchEnd);
    root.addEventListener('touchcancel', onTouchEnd);
    return () => {
      mounted = false;
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('touchend', onTouchEnd);
      root.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [enabled, rootRef, onRefreshRef]);

  return { pullDistance, pullStatus };
}

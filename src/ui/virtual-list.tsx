/**
 * A long list that renders only the rows near the viewport: the page scrolls as
 * before — the window, not an inner box, so the header, pull-to-refresh and the kept-alive
 * scroll restore see one page — and the list keeps its full height, rows measured as they render
 * (their heights vary) and placed by transform. Every row says where it sits in the whole list
 * (aria-posinset / aria-setsize), since most of them are not in the DOM.
 *
 * Inside a hidden <Activity> the virtualiser's listeners and resize observer are gone with the
 * layout effects, so rows are not measured at display:none; shown again, the page host puts the
 * scroll position back and the rows around it render.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import styles from './virtual-list.module.css';

export interface VirtualListProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item, index: number) => Key;
  renderItem: (item: Item, index: number) => ReactNode;
  /** A typical row's height (px), for the rows not measured yet: the closer, the steadier the scrollbar. */
  estimateHeight: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** An ordered list (<ol>, a ranking) or not (<ul>). */
  ordered?: boolean;
  ariaLabel?: string;
  className?: string;
  itemClassName?: string;
}

const DEFAULT_OVERSCAN = 3;

export function VirtualList<Item>({
  items,
  keyOf,
  renderItem,
  estimateHeight,
  overscan = DEFAULT_OVERSCAN,
  ordered = false,
  ariaLabel,
  className,
  itemClassName,
}: VirtualListProps<Item>) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  const scrollMargin = useListTop(listRef);
  const getItemKey = useCallback((index: number) => keyOf(items[index]!, index), [items, keyOf]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateHeight,
    getItemKey,
    overscan,
    scrollMargin,
    // A row without a box (its page hidden, or no layout at all) keeps its estimate: 0 would
    // pull every later row up and bring the whole list into the "visible" range.
    measureElement: (row, entry) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? row.getBoundingClientRect().height;
      return height > 0 ? height : estimateHeight;
    },
  });
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      ref={listRef}
      className={[styles.list, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key as Key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          aria-posinset={row.index + 1}
          aria-setsize={items.length}
          className={itemClassName ? `${styles.row} ${itemClassName}` : styles.row}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderItem(items[row.index]!, row.index)}
        </li>
      ))}
    </List>
  );
}

/**
 * The list's distance from the top of the document, which the virtualiser needs to map the
 * window's scroll to rows. Read after every render while the list is shown (what is above it —
 * tabs, a notice — can change height); a hidden list (display:none) keeps the last reading.
 */
function useListTop(listRef: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  // After every render on purpose; it sets state only when the reading changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || list.getClientRects().length === 0) return;
    const measured = Math.round(list.getBoundingClientRect().top + window.scrollY);
    if (measured !== top) setTop(measured);
  });
  return top;
}

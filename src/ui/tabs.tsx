import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from './badge';
import { centreHorizontally } from './motion';
import { VisuallyHidden } from './visually-hidden';
import styles from './tabs.module.css';

export interface TabItem<Key extends string = string> {
  key: Key;
  label: string;
  /** A red dot (e.g. someone is live) or a count. */
  badge?: 'dot' | number;
  /** What the badge means, for screen readers: '有主播正在直播'. */
  badgeLabel?: string;
  disabled?: boolean;
}

interface TabsProps<Key extends string> {
  items: readonly TabItem<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  /** The already-active tab was tapped again (the app scrolls to top). */
  onActiveTabPress?: (key: Key) => void;
  /** Names the tab list for screen readers. */
  ariaLabel: string;
  /**
   * Give it to connect tabs and panels: tab ids become `${idPrefix}-tab-${key}` and
   * aria-controls points at `${idPrefix}-panel-${key}` (render panels with TabPanel).
   */
  idPrefix?: string;
  /** Stays under `--si-sticky-top` while the page scrolls. */
  sticky?: boolean;
  /** 'header': the app's top tab bar (larger type); 'default': tabs inside a page. */
  size?: 'default' | 'header';
  /** Tabs share the width equally instead of scrolling (for two to four short tabs). */
  stretch?: boolean;
  className?: string;
}

export const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
export const tabPanelId = (idPrefix: string, key: string) => `${idPrefix}-panel-${key}`;

/**
 * A tab list: roving tabindex, arrow keys / Home / End move and select (automatic
 * activation), scrolls horizontally when crowded, underline slides to the active tab.
 */
export function Tabs<Key extends string>({
  items,
  activeKey,
  onChange,
  onActiveTabPress,
  ariaLabel,
  idPrefix,
  sticky = false,
  size = 'default',
  stretch = false,
  className,
}: TabsProps<Key>) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());
  const [indicatorX, setIndicatorX] = useState<number | null>(null);
  // The first scroll into view jumps; later ones glide.
  const scrolledOnceRef = useRef(false);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const place = () => {
      const tab = tabRefs.current.get(activeKey);
      setIndicatorX(tab ? tab.offsetLeft + tab.offsetWidth / 2 : null);
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    // Label fonts and the strip width can change after the first layout.
    const observer = new ResizeObserver(place);
    observer.observe(list);
    return () => observer.disconnect();
  }, [activeKey, items]);

  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(activeKey);
    if (list && tab && list.scrollWidth > list.clientWidth) centreHorizontally(list, tab, scrolledOnceRef.current);
    scrolledOnceRef.current = true;
  }, [activeKey]);

  const enabledItems = items.filter((item) => !item.disabled);
  // Some tab must be reachable with Tab even if `activeKey` matches none.
  const focusableKey = items.some((item) => item.key === activeKey) ? activeKey : enabledItems[0]?.key;

  const press = (key: Key) => {
    if (key === activeKey) onActiveTabPress?.(key);
    else onChange(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = enabledItems.findIndex((item) => item.key === activeKey);
    const last = enabledItems.length - 1;
    const nextIndex: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = nextIndex[event.key];
    if (index === undefined) return;
    const next = enabledItems[index];
    if (!next) return;
    event.preventDefault();
    tabRefs.current.get(next.key)?.focus();
    if (next.key !== activeKey) onChange(next.key);
  };

  const classes = [styles.tabs, styles[size], sticky && styles.sticky, stretch && styles.stretch, className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <div
        ref={listRef}
        className={styles.list}
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={idPrefix ? tabId(idPrefix, item.key) : undefined}
              aria-controls={idPrefix ? tabPanelId(idPrefix, item.key) : undefined}
              aria-selected={selected}
              tabIndex={item.key === focusableKey ? 0 : -1}
              disabled={item.disabled}
              className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => press(item.key)}
            >
              <span className={styles.label}>{item.label}</span>
              {item.badge === 'dot' && <Badge variant="dot" className={styles.dot} />}
              {typeof item.badge === 'number' && <Badge variant="count" count={item.badge} className={styles.count} />}
              {item.badge !== undefined && item.badgeLabel && <VisuallyHidden>{item.badgeLabel}</VisuallyHidden>}
            </button>
          );
        })}
        {indicatorX !== null && (
          // Mounts at its first place (no transition on mount), then slides.
          <span
            className={styles.indicator}
            style={{ transform: `translateX(${indicatorX}px) translateX(-50%)` }}
            aria-hidden="true"
          />
        )}
      </div>
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  tabKey: string;
  children?: ReactNode;
  className?: string;
}

/** The content of one tab, labelled by its tab (same `idPrefix` as the Tabs). */
export function TabPanel({ idPrefix, tabKey, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, tabKey)}
      aria-labelledby={tabId(idPrefix, tabKey)}
      className={className}
    >
      {children}
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from './badge';
import { useRovingFocus, type RovingStep } from './roving-focus';
import { centreHorizontally, prefersReducedMotion } from './motion';
import { VisuallyHidden } from './visually-hidden';
import scrollStrip from './scroll-strip.module.css';
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

/** --si-motion-base, with --si-ease-out below (theme.module.css). */
const INDICATOR_SLIDE_MS = 250;

export const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
export const tabPanelId = (idPrefix: string, key: string) => `${idPrefix}-panel-${key}`;

/** A horizontal tab list: left and right wrap at the ends; Home and End go to them. */
const TAB_STEPS: Record<string, RovingStep> = { ArrowRight: 'next', ArrowLeft: 'previous', Home: 'first', End: 'last' };

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
  const roving = useRovingFocus(items, activeKey, onChange);
  const tabRefs = roving.buttons;
  const indicatorRef = useRef<HTMLSpanElement>(null);
  const shownKeyRef = useRef(activeKey);
  // The first scroll into view jumps; later ones glide.
  const scrolledOnceRef = useRef(false);

  // The underline is drawn under the active tab by CSS, so mounting measures nothing (a forced
  // layout in every tab strip's first commit was a long task on phones). When the active tab
  // changes, it slides over from the old tab: one measurement, then a compositor animation.
  useLayoutEffect(() => {
    const fromKey = shownKeyRef.current;
    shownKeyRef.current = activeKey;
    const indicator = indicatorRef.current;
    const fromTab = tabRefs.current.get(fromKey);
    const toTab = tabRefs.current.get(activeKey);
    if (fromKey === activeKey || !indicator || !fromTab || !toTab || typeof indicator.animate !== 'function') return;
    if (prefersReducedMotion()) return;
    const distance = fromTab.offsetLeft + fromTab.offsetWidth / 2 - (toTab.offsetLeft + toTab.offsetWidth / 2);
    indicator.animate([{ transform: `translateX(calc(-50% + ${distance}px))` }, { transform: 'translateX(-50%)' }], {
      duration: INDICATOR_SLIDE_MS,
      easing: 'cubic-bezier(0.22, 1, 0.36, 1)',
    });
  }, [activeKey, tabRefs]);

  useEffect(() => {
    const centre = (smooth: boolean) => {
      const list = listRef.current;
      const tab = tabRefs.current.get(activeKey);
      if (list && tab && list.scrollWidth > list.clientWidth) centreHorizontally(list, tab, smooth);
    };
    if (scrolledOnceRef.current) return centre(true);
    scrolledOnceRef.current = true;
    // On mount, measure in the next frame, where the layout is done anyway, not in the commit's task.
    const frame = requestAnimationFrame(() => centre(false));
    return () => cancelAnimationFrame(frame);
  }, [activeKey, tabRefs]);

  const press = (key: Key) => {
    if (key === activeKey) onActiveTabPress?.(key);
    else onChange(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = TAB_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    roving.moveBy(step);
  };

  const classes = [styles.tabs, styles[size], sticky && styles.sticky, stretch && styles.stretch, className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <div
        ref={listRef}
        className={`${styles.list} ${scrollStrip.strip}`}
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
              {...roving.buttonProps(item.key)}
              role="tab"
              id={idPrefix ? tabId(idPrefix, item.key) : undefined}
              aria-controls={idPrefix ? tabPanelId(idPrefix, item.key) : undefined}
              aria-selected={selected}
              disabled={item.disabled}
              className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => press(item.key)}
            >
              <span className={styles.label}>{item.label}</span>
              {item.badge === 'dot' && <Badge variant="dot" className={styles.dot} />}
              {typeof item.badge === 'number' && <Badge variant="count" count={item.badge} className={styles.count} />}
              {item.badge !== undefined && item.badgeLabel && <VisuallyHidden>{item.badgeLabel}</VisuallyHidden>}
              {selected && <span ref={indicatorRef} className={styles.indicator} aria-hidden="true" />}
            </button>
          );
        })}
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

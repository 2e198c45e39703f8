import { useEffect, useRef, type KeyboardEvent } from 'react';
import { isSameDay, isToday } from '../lib/post-time';
import { formatDate, formatDayName } from '../platform/i18n/date-formats';
import { centreHorizontally } from './motion';
import scrollStrip from './scroll-strip.module.css';
import styles from './date-strip.module.css';
import { uiWords } from './ui-messages';
import { useLocale, useMessages } from '../platform/i18n/messages';

interface DateStripProps {
  /** Days to offer (epoch ms, any time within the day), in display order. */
  dates: readonly number[];
  /** The selected day (any time within it), or null. */
  selected: number | null;
  onSelect: (date: number) => void;
  /** Which day is "today" (defaults to the device clock; tests pass a fixed one). */
  now?: number;
  ariaLabel?: string;
  className?: string;
}

/**
 * A horizontal row of days: weekday (or '今天') over 'MM月DD日' ('15 Jun'), in the locale shown. The selected day is kept in
 * the middle. A radiogroup: arrow keys, Home and End move the selection.
 */
export function DateStrip({ dates, selected, onSelect, now, ariaLabel, className }: DateStripProps) {
  const words = useMessages(uiWords);
  const locale = useLocale();
  const stripRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef(new Map<number, HTMLButtonElement>());
  const scrolledOnceRef = useRef(false);
  const today = now ?? Date.now();

  const selectedIndex = selected === null ? -1 : dates.findIndex((date) => isSameDay(date, selected));
  const selectedDate = dates[selectedIndex];

  useEffect(() => {
    const strip = stripRef.current;
    const item = selectedDate === undefined ? undefined : itemRefs.current.get(selectedDate);
    if (!strip || !item) return;
    // Jump into place on first show; glide on later changes.
    centreHorizontally(strip, item, scrolledOnceRef.current);
    scrolledOnceRef.current = true;
  }, [selectedDate]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = dates.length - 1;
    const from = selectedIndex < 0 ? 0 : selectedIndex;
    const targets: Record<string, number> = {
      ArrowRight: Math.min(last, from + 1),
      ArrowDown: Math.min(last, from + 1),
      ArrowLeft: Math.max(0, from - 1),
      ArrowUp: Math.max(0, from - 1),
      Home: 0,
      End: last,
    };
    const index = targets[event.key];
    const date = index === undefined ? undefined : dates[index];
    if (date === undefined) return;
    event.preventDefault();
    itemRefs.current.get(date)?.focus();
    if (index !== selectedIndex) onSelect(date);
  };

  return (
    <div
      ref={stripRef}
      className={[styles.strip, scrollStrip.strip, className].filter(Boolean).join(' ')}
      role="radiogroup"
      aria-label={ariaLabel ?? words.pickDate}
      onKeyDown={onKeyDown}
    >
      {dates.map((date, index) => {
        const checked = index === selectedIndex;
        // Without a selection the first day takes the Tab stop.
        const focusable = checked || (selectedIndex < 0 && index === 0);
        return (
          <button
            key={date}
            ref={(element) => {
              if (element) itemRefs.current.set(date, element);
              else itemRefs.current.delete(date);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={focusable ? 0 : -1}
            className={[styles.day, checked && styles.checked, isToday(date, today) && styles.today]
              .filter(Boolean)
              .join(' ')}
            onClick={() => {
              if (!checked) onSelect(date);
            }}
          >
            <span className={styles.weekday}>{formatDayName(locale, date, today)}</span>
            <span className={styles.date}>{formatDate(locale, date)}</span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * Marks content as not current: a copy from an earlier visit, shown while the fresh answer loads
 * or the network is down. A pill over the content's top right corner, not a line above it: the
 * content stays where it is when the note goes.
 */
import { formatClock } from '../lib/time-labels';
import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import styles from './last-seen-note.module.css';

export function LastSeenNote({ updatedAt }: { updatedAt: number }) {
  const copy = useMessages(uiWords);
  return (
    <div className={styles.anchor}>
      <p className={styles.note} role="status">
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 4.5 V8 L10.5 9.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {copy.lastUpdated(formatClock(updatedAt))}
      </p>
    </div>
  );
}

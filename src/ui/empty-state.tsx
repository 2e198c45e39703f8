import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './empty-state.module.css';
import { uiWords } from './ui-messages';
import { useMessages } from '../platform/i18n/messages';

interface EmptyStateProps {
  title?: string;
  hint?: string;
  /** Replaces the default empty-box picture. */
  icon?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
}

/** Nothing to show yet: a picture, a title, a hint and maybe one thing to do. */
export function EmptyState({ title, hint, icon, actionLabel, onAction }: EmptyStateProps) {
  const words = useMessages(uiWords);
  return (
    // data-empty-state: the face that says an answer came with nothing in it (not a load or a fault).
    <div className={styles.box} data-empty-state="">
      <div className={styles.icon} aria-hidden="true">
        {icon ?? <EmptyBoxPicture />}
      </div>
      <p className={styles.title}>{title ?? words.empty}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {actionLabel && onAction && (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}

function EmptyBoxPicture() {
  return (
    <svg
      viewBox="0 0 64 64"
      width="64"
      height="64"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    >
      <path d="M8 26 L32 14 L56 26 L32 38 Z" />
      <path d="M8 26 V44 L32 56 V38" />
      <path d="M56 26 V44 L32 56" />
    </svg>
  );
}

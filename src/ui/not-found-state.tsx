import { uiCopy } from './copy';
import styles from './error-state.module.css';

interface NotFoundStateProps {
  title?: string;
  message?: string;
  /** The way back (the page's own back: history, else its section's home). */
  onBack?: () => void;
  backLabel?: string;
}

/**
 * What a page shows when the thing its address names does not exist (a stale or mistyped link):
 * no retry — retrying cannot help — and not the network message, but a way back.
 */
export function NotFoundState({
  title = uiCopy.notFound,
  message = uiCopy.notFoundHint,
  onBack,
  backLabel = uiCopy.back,
}: NotFoundStateProps) {
  return (
    <div className={styles.box} role="status" data-testid="not-found-state">
      <div className={styles.icon} aria-hidden="true">
        ?
      </div>
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {onBack && (
        <button type="button" className={styles.retry} onClick={onBack}>
          {backLabel}
        </button>
      )}
    </div>
  );
}

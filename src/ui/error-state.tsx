import { uiCopy } from './copy';
import styles from './error-state.module.css';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load: what happened and a way to try again. */
export function ErrorState({
  title = uiCopy.loadFailed,
  message = uiCopy.loadFailedHint,
  onRetry,
  retryLabel = uiCopy.retry,
}: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

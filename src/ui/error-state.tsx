import styles from './error-state.module.css';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load: what happened and a way to try again. */
// The defaults are uiCopy's words, written out: copy.ts is not on the first screen, ErrorState is.
export function ErrorState({ title = '加载失败', message = '网络不太给力，请稍后重试', onRetry, retryLabel = '重试' }: ErrorStateProps) {
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

import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import styles from './error-state.module.css';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** What a failed or missing page shows: an icon, what happened, and one way on (NotFoundState's box too). */
export function StateMessage({
  role,
  icon,
  title,
  message,
  action,
  testId,
}: {
  role: 'alert' | 'status';
  icon: string;
  title: string;
  message: string;
  action?: { label: string; onClick: () => void };
  testId?: string;
}) {
  return (
    <div className={styles.box} role={role} data-testid={testId}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {action && (
        <button type="button" className={styles.retry} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}

/** A failed load: what happened and a way to try again (the shared words by default). */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const copy = useMessages(uiWords);
  const action = onRetry && { label: retryLabel ?? copy.retry, onClick: onRetry };
  return (
    <StateMessage
      role="alert"
      icon="!"
      title={title ?? copy.loadFailed}
      message={message ?? copy.loadFailedHint}
      action={action}
    />
  );
}

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

type SharedWord = 'loadFailed' | 'loadFailedHint' | 'retry' | 'notFound' | 'notFoundHint' | 'back';

/** The two states whose words default to the shared ones: how each looks and which words it takes. */
const sharedWordStates: Record<
  'failed' | 'notFound',
  {
    role: 'alert' | 'status';
    icon: string;
    title: SharedWord;
    message: SharedWord;
    action: SharedWord;
    testId?: string;
  }
> = {
  failed: { role: 'alert', icon: '!', title: 'loadFailed', message: 'loadFailedHint', action: 'retry' },
  notFound: {
    role: 'status',
    icon: '?',
    title: 'notFound',
    message: 'notFoundHint',
    action: 'back',
    testId: 'not-found-state',
  },
};

/** ErrorState's and NotFoundState's box: the given words, else the shared ones of its kind. */
export function SharedWordsState({
  kind,
  title,
  message,
  onAction,
  actionLabel,
}: {
  kind: keyof typeof sharedWordStates;
  title?: string;
  message?: string;
  onAction?: () => void;
  actionLabel?: string;
}) {
  const copy = useMessages(uiWords);
  const state = sharedWordStates[kind];
  return (
    <StateMessage
      role={state.role}
      icon={state.icon}
      title={title ?? copy[state.title]}
      message={message ?? copy[state.message]}
      action={onAction && { label: actionLabel ?? copy[state.action], onClick: onAction }}
      testId={state.testId}
    />
  );
}

/** A failed load: what happened and a way to try again (the shared words by default). */
export function ErrorState({ onRetry, retryLabel, ...words }: ErrorStateProps) {
  return <SharedWordsState kind="failed" {...words} onAction={onRetry} actionLabel={retryLabel} />;
}

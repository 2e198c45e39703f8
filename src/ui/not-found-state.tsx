import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import { StateMessage } from './error-state';

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
export function NotFoundState({ title, message, onBack, backLabel }: NotFoundStateProps) {
  const copy = useMessages(uiWords);
  const action = onBack && { label: backLabel ?? copy.back, onClick: onBack };
  return (
    <StateMessage
      role="status"
      icon="?"
      title={title ?? copy.notFound}
      message={message ?? copy.notFoundHint}
      action={action}
      testId="not-found-state"
    />
  );
}

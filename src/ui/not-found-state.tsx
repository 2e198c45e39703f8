import { uiCopy } from './copy';
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
export function NotFoundState({
  title = uiCopy.notFound,
  message = uiCopy.notFoundHint,
  onBack,
  backLabel = uiCopy.back,
}: NotFoundStateProps) {
  const action = onBack && { label: backLabel, onClick: onBack };
  return (
    <StateMessage role="status" icon="?" title={title} message={message} action={action} testId="not-found-state" />
  );
}

import { SharedWordsState } from './error-state';

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
export function NotFoundState({ onBack, backLabel, ...words }: NotFoundStateProps) {
  return <SharedWordsState kind="notFound" {...words} onAction={onBack} actionLabel={backLabel} />;
}

/**
 * A slim banner under the page's top: the live data stopped (the push socket gave up
 * reconnecting), with a retry. It goes when the connection is back.
 */
import { ActionNotice } from './action-notice';
import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';

export function ConnectionBanner({ onRetry }: { onRetry: () => void }) {
  const copy = useMessages(uiWords);
  return (
    <ActionNotice at="bar" action={copy.retry} onAction={onRetry} testId="connection-banner">
      {copy.liveDisconnected}
    </ActionNotice>
  );
}
